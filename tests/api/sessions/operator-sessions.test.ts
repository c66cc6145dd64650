import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../server/db/schema';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';

// 운영자 세션의 유휴 시간(10분)과 최대 시간(2시간). 액세스 토큰은 두 시간 넘게 살게 두어, 끊는 것이 세션 규칙임을 본다
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { OPERATOR_IDLE_TIMEOUT_MINUTES: '10', OPERATOR_SESSION_MAX_HOURS: '2', ACCESS_TOKEN_TTL_SECONDS: String(3 * 3600) },
  });
});
afterAll(() => t.close());

const EXPIRED = { code: 'OPERATOR_SESSION_EXPIRED', message: '운영자 로그인이 만료되었습니다. 보안을 위해 다시 로그인해주세요.' };
const dashboard = (op: TestMember, token = op.accessToken) => t.json('GET', '/v1/admin/dashboard', undefined, token);
/** 이 운영자 토큰의 세션 줄(가입 때 연 세션이 아니라 운영자로 다시 로그인한 세션) */
const sessionOf = async (op: TestMember) => {
  const sid = JSON.parse(Buffer.from(op.accessToken.split('.')[1]!, 'base64url').toString()).sid as string;
  return (await t.db.select().from(sessions).where(eq(sessions.id, sid)))[0]!;
};
const minutes = (n: number) => t.clock.advance(n * 60);

describe('운영자 세션의 유휴 시간', () => {
  it('쓰는 동안은 이어지고, 유휴 시간만큼 아무 요청이 없으면 401 OPERATOR_SESSION_EXPIRED 와 함께 세션이 닫힌다', async () => {
    const op = await t.loginAsAdmin('OWNER');
    for (let i = 0; i < 4; i += 1) {
      minutes(9);
      expect((await dashboard(op)).status).toBe(200);
    }
    minutes(10);
    const res = await dashboard(op);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ ...EXPIRED, meta: { reason: 'IDLE_TIMEOUT' } });
    const row = await sessionOf(op);
    expect(row.revokedReason).toBe('IDLE_TIMEOUT');
    // 닫혔으므로 리프레시·토큰 검사도 통하지 않는다
    expect((await t.json('POST', '/v1/members/refresh-token', { refreshToken: op.refreshToken })).status).toBe(401);
    expect((await t.json('POST', '/v1/members/validate-token', { token: op.accessToken, refreshToken: op.refreshToken })).body.isValid).toBe(false);
    // 다시 로그인하면 새 세션(2단계 인증은 다시)
    const again = await t.login(op.email);
    expect((await t.json('GET', '/v1/admin/me', undefined, again.accessToken)).status).toBe(200);
  });

  it('마지막 사용 시각은 1분에 한 번까지만 쓴다', async () => {
    const op = await t.loginAsAdmin('OWNER');
    const opened = (await sessionOf(op)).lastActiveAt!;
    minutes(0.5);
    expect((await dashboard(op)).status).toBe(200);
    expect((await sessionOf(op)).lastActiveAt).toEqual(opened);
    minutes(1);
    expect((await dashboard(op)).status).toBe(200);
    const touched = (await sessionOf(op)).lastActiveAt!;
    expect(touched.getTime()).toBeGreaterThan(opened.getTime());
    expect((await dashboard(op)).status).toBe(200);
    expect((await sessionOf(op)).lastActiveAt).toEqual(touched);
  });

  it('페이지 이동의 토큰 검사(validate-token)도 사용으로 치고, 끝난 세션이면 무효로 답하며 닫는다', async () => {
    const op = await t.loginAsAdmin('MANAGER');
    minutes(9);
    const ok = await t.json('POST', '/v1/members/validate-token', { token: op.accessToken, refreshToken: op.refreshToken });
    expect(ok.body).toMatchObject({ isValid: true, isRenew: false });
    minutes(9);
    expect((await dashboard(op)).status).toBe(200);
    minutes(11);
    const ended = await t.json('POST', '/v1/members/validate-token', { token: op.accessToken, refreshToken: op.refreshToken });
    expect(ended.body).toEqual({ isValid: false, isRenew: false, token: null, refreshToken: null });
    expect((await sessionOf(op)).revokedReason).toBe('IDLE_TIMEOUT');
  });

  it('유휴 세션의 리프레시 토큰은 새 쌍을 받지 못한다(401 OPERATOR_SESSION_EXPIRED)', async () => {
    const op = await t.loginAsAdmin('SUPPORT');
    minutes(11);
    const res = await t.json('POST', '/v1/members/refresh-token', { refreshToken: op.refreshToken });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ ...EXPIRED, meta: { reason: 'IDLE_TIMEOUT' } });
    expect((await sessionOf(op)).revokedReason).toBe('IDLE_TIMEOUT');
  });

  it('회원 세션에는 유휴 시간이 없다', async () => {
    const member = await t.signup();
    minutes(60);
    expect((await t.json('GET', `/v1/my-page/${member.memberId}`, undefined, member.accessToken)).status).toBe(200);
    expect((await t.json('POST', '/v1/members/refresh-token', { refreshToken: member.refreshToken })).status).toBe(200);
  });
});

describe('운영자 세션의 최대 시간', () => {
  it('계속 써도 로그인부터 최대 시간이 지나면 401, 리프레시로도 늘릴 수 없다', async () => {
    const op = await t.loginAsAdmin('OWNER');
    let refreshToken = op.refreshToken;
    let accessToken = op.accessToken;
    for (let i = 0; i < 13; i += 1) {
      minutes(9);
      const renewed = await t.json('POST', '/v1/members/refresh-token', { refreshToken });
      expect(renewed.status).toBe(200);
      ({ accessToken, refreshToken } = renewed.body);
      expect((await dashboard(op, accessToken)).status).toBe(200);
    }
    minutes(9); // 로그인부터 126분
    const res = await dashboard(op, accessToken);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ ...EXPIRED, meta: { reason: 'MAX_AGE' } });
    expect((await t.json('POST', '/v1/members/refresh-token', { refreshToken })).status).toBe(401);
    expect((await sessionOf(op)).revokedReason).toBe('MAX_AGE');
  });
});
