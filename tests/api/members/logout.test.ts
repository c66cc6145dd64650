import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const logout = (body?: unknown, token?: string) => t.json('POST', '/v1/members/logout', body, token);
const myPage = (memberId: number, token: string) => t.json('GET', `/v1/my-page/${memberId}`, undefined, token);

describe('POST /v1/members/logout', () => {
  it('POST /v1/members/logout – 204, 그 뒤 access token 은 401, 리프레시 토큰도 401', async () => {
    const member = await t.signup();
    expect((await myPage(member.memberId, member.accessToken)).status).toBe(200);

    const res = await logout(undefined, member.accessToken);
    expect(res.status).toBe(204);
    expect(res.body).toBe('');

    const after = await myPage(member.memberId, member.accessToken);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ code: 'SESSION_REVOKED', message: '로그인이 만료되었습니다. 다시 로그인해주세요.', meta: null });
    expect((await t.json('POST', '/v1/members/refresh-token', { refreshToken: member.refreshToken })).status).toBe(401);
  });

  it('POST /v1/members/logout – 본문의 리프레시 토큰만으로도 세션을 닫는다', async () => {
    const member = await t.signup();
    expect((await logout({ refreshToken: member.refreshToken })).status).toBe(204);
    expect((await myPage(member.memberId, member.accessToken)).status).toBe(401);
  });

  it('POST /v1/members/logout – access 가 만료되었어도 리프레시 토큰으로 세션을 닫는다', async () => {
    const member = await t.signup();
    t.clock.advance(t.config.ACCESS_TOKEN_TTL_SECONDS + 1);
    expect((await logout({ refreshToken: member.refreshToken }, member.accessToken)).status).toBe(204);
    expect((await t.json('POST', '/v1/members/refresh-token', { refreshToken: member.refreshToken })).status).toBe(401);
  });

  it('POST /v1/members/logout – 토큰이 없거나 엉터리여도 204 (멱등)', async () => {
    expect((await logout()).status).toBe(204);
    expect((await logout({ refreshToken: 'garbage' }, 'garbage')).status).toBe(204);
  });
});
