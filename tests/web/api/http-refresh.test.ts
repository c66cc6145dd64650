import Cookies from 'js-cookie';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http } from '@/lib/api/http';
import { clearAllCookies } from '../support/cookies';
import { makeToken } from '../support/jwt';
import { API, captureLogs, server } from '../support/server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Seen = { authorization: string | null };
let seen: Seen[];
let refreshBodies: unknown[];
let newPair: { accessToken: string; refreshToken: string };

beforeEach(async () => {
  clearAllCookies();
  seen = [];
  refreshBodies = [];
  newPair = { accessToken: await makeToken(3600, { jti: 'new' }), refreshToken: await makeToken(86400, { jti: 'new-r' }) };
  captureLogs();
  server.use(
    mswHttp.get(`${API}/echo`, ({ request }) => {
      seen.push({ authorization: request.headers.get('authorization') });
      return HttpResponse.json({ ok: true });
    }),
    mswHttp.post(`${API}/members/refresh-token`, async ({ request }) => {
      refreshBodies.push(await request.json());
      // 실제 서버처럼 조금 늦게 답한다: 동시 요청이 같은 갱신을 기다리는지 보려면 필요하다.
      await new Promise((resolve) => setTimeout(resolve, 30));
      return HttpResponse.json(newPair);
    }),
  );
});

function setTokens(token: string, refreshToken: string) {
  Cookies.set('token', token, { path: '/' });
  Cookies.set('refreshToken', refreshToken, { path: '/' });
}

describe('http – 요청 전 토큰 갱신 (SPEC.md 4절)', () => {
  it('둘 다 유효하면 갱신하지 않고 지금 토큰을 보낸다', async () => {
    const token = await makeToken(3600);
    setTokens(token, await makeToken(86400));
    await http.get('/echo');
    expect(refreshBodies).toHaveLength(0);
    expect(seen).toEqual([{ authorization: `Bearer ${token}` }]);
  });

  it('액세스만 만료되면 한 번 갱신해 새 쿠키를 저장하고 새 토큰으로 보낸다', async () => {
    const refreshToken = await makeToken(86400);
    setTokens(await makeToken(-60), refreshToken);
    await http.get('/echo');
    expect(refreshBodies).toEqual([{ refreshToken }]);
    expect(Cookies.get('token')).toBe(newPair.accessToken);
    expect(Cookies.get('refreshToken')).toBe(newPair.refreshToken);
    expect(seen).toEqual([{ authorization: `Bearer ${newPair.accessToken}` }]);
  });

  it('둘 다 만료되면 갱신하지 않고 옛 토큰 그대로 보낸다', async () => {
    const old = await makeToken(-60);
    setTokens(old, await makeToken(-30));
    await http.get('/echo');
    expect(refreshBodies).toHaveLength(0);
    expect(Cookies.get('token')).toBe(old);
    expect(seen).toEqual([{ authorization: `Bearer ${old}` }]);
  });

  it('액세스가 유효하고 리프레시만 만료되면 갱신하지 않는다', async () => {
    const token = await makeToken(3600);
    setTokens(token, await makeToken(-60));
    await http.get('/echo');
    expect(refreshBodies).toHaveLength(0);
    expect(seen).toEqual([{ authorization: `Bearer ${token}` }]);
  });

  it('만료된 토큰으로 동시에 나간 두 요청은 갱신 호출 하나를 나눠 쓴다', async () => {
    setTokens(await makeToken(-60), await makeToken(86400));
    await Promise.all([http.get('/echo'), http.get('/echo')]);
    expect(refreshBodies).toHaveLength(1);
    expect(seen).toEqual([
      { authorization: `Bearer ${newPair.accessToken}` },
      { authorization: `Bearer ${newPair.accessToken}` },
    ]);
  });

  it('갱신이 실패하면 옛 토큰으로 보내고 쿠키는 그대로 둔다', async () => {
    const old = await makeToken(-60);
    const refreshToken = await makeToken(86400);
    setTokens(old, refreshToken);
    server.use(
      mswHttp.post(`${API}/members/refresh-token`, () =>
        HttpResponse.json({ code: 'TOKEN_REUSED', message: '다시 로그인해주세요.', meta: null }, { status: 401 }),
      ),
    );
    await http.get('/echo');
    expect(seen).toEqual([{ authorization: `Bearer ${old}` }]);
    expect(Cookies.get('token')).toBe(old);
    expect(Cookies.get('refreshToken')).toBe(refreshToken);
  });

  it('토큰 쿠키가 없으면 Authorization 없이 보낸다', async () => {
    await http.get('/echo');
    expect(seen).toEqual([{ authorization: null }]);
  });

  it('기본 주소는 {api}/v1, 시간 제한은 5000ms', () => {
    expect(http.defaults.baseURL).toBe('http://localhost:4000/v1');
    expect(http.defaults.timeout).toBe(5000);
  });
});
