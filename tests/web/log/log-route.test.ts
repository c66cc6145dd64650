// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { POST } from '@/app/api/log/route';

let stdout: MockInstance<typeof console.log>;
beforeEach(() => {
  stdout = vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => stdout.mockRestore());

const post = (body: string, headers: Record<string, string> = {}) =>
  POST(new Request('http://localhost:3000/api/log', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } }));

const loggedLines = () => stdout.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);

describe('POST /api/log – 브라우저 오류 기록', () => {
  it('화면 오류 본문은 204 와 crash 로그 한 줄', async () => {
    const body = { error: 'TypeError: x is undefined', errorInfo: 'at ReviewForm', userAgent: 'Mozilla/5.0' };
    const res = await post(JSON.stringify(body));
    expect(res.status).toBe(204);
    expect(stdout).toHaveBeenCalledTimes(1);
    const [line] = loggedLines();
    expect(line).toMatchObject({ level: 'error', source: 'client', kind: 'crash', ...body });
    expect(Number.isNaN(Date.parse(String(line.receivedAt)))).toBe(false);
  });

  it('API 실패 본문은 api 로그로, userInfo 의 비밀·개인정보 키를 뺀다', async () => {
    const body = {
      statusCode: 500,
      message: 'Request failed with status code 500',
      errorCode: 'unknown',
      errorMessage: '알 수 없는 에러',
      method: 'GET',
      endpoint: '/mains',
      currentUrl: 'http://localhost:3000/',
      userAgent: 'Mozilla/5.0',
      userInfo: { memberId: 7, point: 0, token: 't', refreshToken: 'r', password: 'p', cellPhone: '010', email: 'a@b.c' },
    };
    const res = await post(JSON.stringify(body));
    expect(res.status).toBe(204);
    const [line] = loggedLines();
    expect(line).toMatchObject({ kind: 'api', statusCode: 500, endpoint: '/mains', errorCode: 'unknown' });
    expect(line.userInfo).toEqual({ memberId: 7, point: 0 });
  });

  it('API 실패 본문의 currentUrl·endpoint 쿼리에 든 토큰은 가리고 조각(#)은 버린다', async () => {
    const secret = 'Zk3v9Qe1_secret-link-token-abcdefghijklmnop';
    const body = {
      statusCode: 410,
      message: 'Request failed with status code 410',
      errorCode: 'LINK_EXPIRED',
      errorMessage: '링크가 만료되었거나 이미 사용되었습니다.',
      method: 'GET',
      endpoint: `/members/reset-pwd?token=${secret}`,
      currentUrl: `http://localhost:3000/account/email-change?token=${secret}&from=mail#${secret}`,
      userAgent: 'Mozilla/5.0',
      userInfo: null,
    };
    expect((await post(JSON.stringify(body))).status).toBe(204);
    const [line] = loggedLines();
    expect(line).toMatchObject({
      kind: 'api',
      endpoint: '/members/reset-pwd?token=REDACTED',
      currentUrl: 'http://localhost:3000/account/email-change?token=REDACTED&from=mail',
    });
    expect(String(stdout.mock.calls[0]?.[0])).not.toContain(secret);
  });

  it('형식이 틀리면 400 VALIDATION_FAILED 와 필드 목록, 기록하지 않는다', async () => {
    const res = await post(JSON.stringify({ error: 42 }));
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json).toMatchObject({ code: 'VALIDATION_FAILED', message: '로그 형식이 올바르지 않습니다.' });
    expect(Object.keys(json.meta.fields).length).toBeGreaterThan(0);
    expect(stdout).not.toHaveBeenCalled();
  });

  it('JSON 이 아니면 400', async () => {
    const res = await post('not json{');
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('VALIDATION_FAILED');
    expect(stdout).not.toHaveBeenCalled();
  });

  it('16KB 를 넘으면 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await post(JSON.stringify({ error: 'x'.repeat(17 * 1024), userAgent: 'ua' }));
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('PAYLOAD_TOO_LARGE');
    expect(stdout).not.toHaveBeenCalled();
  });

  it('content-length 가 작게 적혀도 실제 크기로 413', async () => {
    const big = JSON.stringify({ error: '가'.repeat(6000), userAgent: 'ua' });
    const res = await post(big, { 'content-length': '10' });
    expect(res.status).toBe(413);
  });
});
