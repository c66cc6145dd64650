import { http as mswHttp, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, isApiError } from '@/lib/api/http';
import { redactUrl } from '@/lib/api/log-redact';
import { clearAllCookies } from '../support/cookies';
import { API, captureLogs, server } from '../support/server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.history.pushState({}, '', '/');
});
afterAll(() => server.close());
beforeEach(() => clearAllCookies());

const TOKEN = 'Zk3v9Qe1_secret-link-token-abcdefghijklmnop';

describe('API 실패 로그의 주소에는 메일 링크의 토큰이 남지 않는다', () => {
  it.each(['/account/reset-password', '/account/email-change'])('%s?token=… 화면에서 실패한 호출의 currentUrl 은 토큰을 가린다', async (path) => {
    const { waitFor } = captureLogs();
    window.history.pushState({}, '', `${path}?token=${TOKEN}#frag`);
    server.use(mswHttp.get(`${API}/members/reset-pwd`, () => HttpResponse.json({ code: 'LINK_EXPIRED', message: '링크가 만료되었거나 이미 사용되었습니다.', meta: null }, { status: 410 })));
    const error = await http.get('/members/reset-pwd', { params: { token: TOKEN } }).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    const [log] = await waitFor(1);
    expect(log!.currentUrl).toBe(`http://localhost:3000${path}?token=REDACTED`);
    expect(JSON.stringify(log)).not.toContain(TOKEN);
  });

  it('비밀이 없는 쿼리는 그대로 둔다', () => {
    expect(redactUrl('http://localhost:3000/my-page/services?page=2&status=IN_PROGRESS')).toBe(
      'http://localhost:3000/my-page/services?page=2&status=IN_PROGRESS',
    );
    expect(redactUrl('/members/reset-pwd?refreshToken=r&page=1')).toBe('/members/reset-pwd?refreshToken=REDACTED&page=1');
    expect(redactUrl('/plain')).toBe('/plain');
  });
});
