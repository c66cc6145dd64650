import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const validate = (body: Record<string, string>) => t.json('POST', '/v1/members/validate-token', body);
const INVALID = { isValid: false, isRenew: false, token: null, refreshToken: null };

// 시계를 앞으로만 보내므로, 각 테스트는 자기 회원을 새로 만든다
describe('POST /v1/members/validate-token', () => {
  it('POST /v1/members/validate-token – 유효한 access token 이면 isValid true, isRenew false, 그대로 돌려준다', async () => {
    const member = await t.signup();
    const res = await validate({ token: member.accessToken, refreshToken: member.refreshToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ isValid: true, isRenew: false, token: member.accessToken, refreshToken: member.refreshToken });
  });

  it('POST /v1/members/validate-token – access 만 만료되면 isRenew true 와 새 토큰 쌍', async () => {
    const member = await t.signup();
    t.clock.advance(t.config.ACCESS_TOKEN_TTL_SECONDS + 1);
    expect((await t.json('GET', `/v1/my-page/${member.memberId}`, undefined, member.accessToken)).body.code).toBe('TOKEN_EXPIRED');

    const res = await validate({ token: member.accessToken, refreshToken: member.refreshToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isValid: true, isRenew: true });
    expect(res.body.token).not.toBe(member.accessToken);
    expect(res.body.refreshToken).not.toBe(member.refreshToken);
    expect((await t.json('GET', `/v1/my-page/${member.memberId}`, undefined, res.body.token)).status).toBe(200);
    // 갱신에 쓴 리프레시 토큰은 회전되었다
    expect((await t.json('POST', '/v1/members/refresh-token', { refreshToken: res.body.refreshToken })).status).toBe(200);
  });

  it('POST /v1/members/validate-token – 둘 다 만료되면 isValid false', async () => {
    const member = await t.signup();
    t.clock.advance(t.config.REFRESH_TOKEN_TTL_SECONDS + 1);
    const res = await validate({ token: member.accessToken, refreshToken: member.refreshToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(INVALID);
  });

  it('POST /v1/members/validate-token – 엉터리 토큰이나 빈 본문은 isValid false', async () => {
    expect((await validate({ token: 'garbage', refreshToken: 'garbage' })).body).toEqual(INVALID);
    expect((await validate({})).body).toEqual(INVALID);
    const member = await t.signup();
    // access 가 위조면 리프레시가 유효해도 access 검사로는 통과하지 않고, 갱신 경로로 간다
    const res = await validate({ token: 'garbage', refreshToken: member.refreshToken });
    expect(res.body).toMatchObject({ isValid: true, isRenew: true });
  });

  it('POST /v1/members/validate-token – 로그아웃한 뒤에는 isValid false', async () => {
    const member = await t.signup();
    expect((await t.json('POST', '/v1/members/logout', { refreshToken: member.refreshToken }, member.accessToken)).status).toBe(204);
    expect((await validate({ token: member.accessToken, refreshToken: member.refreshToken })).body).toEqual(INVALID);
    expect((await validate({ token: '', refreshToken: member.refreshToken })).body).toEqual(INVALID);
  });

  it('POST /v1/members/validate-token – 정지된 회원은 isValid false', async () => {
    const { sql } = await import('drizzle-orm');
    const member = await t.signup();
    await t.db.execute(sql`update members set status = 'STOP' where id = ${member.memberId}`);
    expect((await validate({ token: member.accessToken, refreshToken: member.refreshToken })).body).toEqual(INVALID);
  });
});
