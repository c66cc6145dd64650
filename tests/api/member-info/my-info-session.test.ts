import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, members } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { infoPath, NEW_PASSWORD, nullMail, openMyInfoSession, sha256, tokensOf, withSession } from './helpers';

// 내 정보 수정의 문: 비밀번호 확인(check-pwd)이 여는 myInfoSession 과 그것이 묶인 로그인

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { mail: nullMail }, env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_ADDRESS: '1000' } });
});
afterAll(() => t.close());

const SESSION_REQUIRED = { code: 'MY_INFO_SESSION_REQUIRED', message: '본인 확인이 필요합니다. 비밀번호나 연결한 계정으로 다시 확인해주세요.', meta: null };

describe('POST /v1/my-page/{memberId}/member-info/check-pwd', () => {
  it('check-pwd – 틀린 비밀번호는 401, 맞으면 myInfoSession 과 MY_INFO_SESSION_MINUTES 뒤의 만료 시각', async () => {
    const me = await t.signup();
    const wrong = await t.json('POST', infoPath(me.memberId, '/check-pwd'), { password: 'nope-1234!' }, me.accessToken);
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ code: 'PASSWORD_MISMATCH', message: '비밀번호가 일치하지 않습니다.', meta: { field: 'password' } });

    const before = t.clock.now().getTime();
    const ok = await t.json('POST', infoPath(me.memberId, '/check-pwd'), { password: me.password }, me.accessToken);
    expect(ok.status).toBe(200);
    expect(ok.body.myInfoSession).toMatch(/^[\w-]{40,}$/);
    const expires = new Date(ok.body.expiresAt).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + t.config.MY_INFO_SESSION_MINUTES * 60_000);
    expect(expires).toBeLessThanOrEqual(t.clock.now().getTime() + t.config.MY_INFO_SESSION_MINUTES * 60_000);
  });

  it('check-pwd – 연달아 틀리면 429, 맞는 비밀번호도 창이 지날 때까지 막힌다', async () => {
    const me = await t.signup();
    for (let i = 0; i < 3; i++) {
      expect((await t.json('POST', infoPath(me.memberId, '/check-pwd'), { password: `bad-${i}-pw!` }, me.accessToken)).status).toBe(401);
    }
    const blocked = await t.json('POST', infoPath(me.memberId, '/check-pwd'), { password: me.password }, me.accessToken);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('TOO_MANY_PASSWORD_ATTEMPTS');
    expect(blocked.headers.get('retry-after')).toBe(String(t.config.LOGIN_WINDOW_SECONDS));
  });

  it('check-pwd – 틀린 비밀번호를 동시에 여러 번 보내도 한도(3번)보다 더 맞혀 볼 수 없다', async () => {
    const me = await t.signup();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => t.json('POST', infoPath(me.memberId, '/check-pwd'), { password: `guess-${i}-pw!` }, me.accessToken)),
    );
    expect(results.filter((r) => r.status === 401)).toHaveLength(3);
    expect(results.filter((r) => r.status === 429)).toHaveLength(5);
    const failures = await t.db.select().from(loginAttempts).where(and(eq(loginAttempts.email, me.email), eq(loginAttempts.succeeded, false)));
    expect(failures).toHaveLength(3);
  });

  it('check-pwd – myInfoSession 은 DB 에 SHA-256 으로만 남고, 연 로그인 세션에 묶인다', async () => {
    const me = await t.signup();
    const session = await openMyInfoSession(t, me);
    const rows = await tokensOf(t, me.memberId, 'MY_INFO_SESSION');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(session));
    expect(rows[0]!.sessionId).toEqual(expect.any(String));
    expect(JSON.stringify(rows)).not.toContain(session);
  });

  it('check-pwd – 다른 회원의 경로면 403, 로그인하지 않으면 401', async () => {
    const me = await t.signup();
    const other = await t.signup();
    expect((await t.json('POST', infoPath(other.memberId, '/check-pwd'), { password: me.password }, me.accessToken)).status).toBe(403);
    expect((await t.json('POST', infoPath(me.memberId, '/check-pwd'), { password: me.password })).status).toBe(401);
  });
});

describe('myInfoSession 이 있어야 하는 요청', () => {
  const calls = [
    { name: 'reset-pwd', method: 'PATCH', rest: '/reset-pwd', body: { password: NEW_PASSWORD } },
    { name: 'reset-phone', method: 'PATCH', rest: '/reset-phone', body: { cellPhone: '010-2222-3333' } },
    { name: 'reset-email', method: 'PATCH', rest: '/reset-email', body: { email: 'someone-new@example.com' } },
    { name: 'withdraw', method: 'DELETE', rest: '', body: undefined },
  ] as const;

  for (const call of calls) {
    it(`${call.name} – 세션이 없거나, 만료되었거나, 다른 회원의 것이면 403 MY_INFO_SESSION_REQUIRED`, async () => {
      const me = await t.signup();
      const other = await t.signup();
      const path = infoPath(me.memberId, call.rest);

      const missing = await t.json(call.method, path, call.body, me.accessToken);
      expect(missing.status).toBe(403);
      expect(missing.body).toEqual(SESSION_REQUIRED);

      const garbage = await t.json(call.method, path, call.body, me.accessToken, withSession('not-a-session'));
      expect(garbage.body).toEqual(SESSION_REQUIRED);

      const foreign = await openMyInfoSession(t, other);
      const foreignRes = await t.json(call.method, path, call.body, me.accessToken, withSession(foreign));
      expect(foreignRes.status).toBe(403);
      expect(foreignRes.body).toEqual(SESSION_REQUIRED);

      const mine = await openMyInfoSession(t, me);
      t.clock.advance(t.config.MY_INFO_SESSION_MINUTES * 60 + 1);
      const expired = await t.json(call.method, path, call.body, me.accessToken, withSession(mine));
      expect(expired.status).toBe(403);
      expect(expired.body).toEqual(SESSION_REQUIRED);

      // 아무것도 바뀌지 않았다
      const [row] = await t.db.select().from(members).where(eq(members.id, me.memberId));
      expect(row).toMatchObject({ status: 'NORMAL', email: me.email, cellPhone: '01012345678' });
      expect((await t.login(me.email, me.password)).accessToken).toBeTruthy();
    });
  }
});

describe('myInfoSession 은 연 로그인에만 쓰인다', () => {
  it('같은 회원의 다른 로그인(다른 기기)으로는 쓸 수 없다', async () => {
    const me = await t.signup();
    const elsewhere = await t.login(me.email, me.password);
    const session = await openMyInfoSession(t, me);
    const res = await t.json('PATCH', infoPath(me.memberId, '/reset-phone'), { cellPhone: '010-2222-3333' }, elsewhere.accessToken, withSession(session));
    expect(res.status).toBe(403);
    expect(res.body).toEqual(SESSION_REQUIRED);
    const ok = await t.json('PATCH', infoPath(me.memberId, '/reset-phone'), { cellPhone: '010-2222-3333' }, me.accessToken, withSession(session));
    expect(ok.status).toBe(200);
  });

  it('로그아웃하면 그 로그인이 연 myInfoSession 도 끝난다(DB 에서도)', async () => {
    const me = await t.signup();
    const session = await openMyInfoSession(t, me);
    expect((await t.json('POST', '/v1/members/logout', { refreshToken: me.refreshToken }, me.accessToken)).status).toBe(204);
    const [row] = await tokensOf(t, me.memberId, 'MY_INFO_SESSION');
    expect(row!.usedAt).not.toBeNull();
    const again = await t.login(me.email, me.password);
    const res = await t.json('PATCH', infoPath(me.memberId, '/reset-phone'), { cellPhone: '010-2222-3333' }, again.accessToken, withSession(session));
    expect(res.status).toBe(403);
    expect(res.body).toEqual(SESSION_REQUIRED);
  });

  it('비밀번호를 바꾸면 닫힌 다른 로그인의 myInfoSession 도 끝나고, 지금 것은 남는다', async () => {
    const me = await t.signup();
    const elsewhere = await t.login(me.email, me.password);
    const other = await openMyInfoSession(t, { ...me, accessToken: elsewhere.accessToken });
    const mine = await openMyInfoSession(t, me);
    expect((await t.json('PATCH', infoPath(me.memberId, '/reset-pwd'), { password: NEW_PASSWORD }, me.accessToken, withSession(mine))).status).toBe(204);
    const rows = await tokensOf(t, me.memberId, 'MY_INFO_SESSION');
    const byHash = new Map(rows.map((r) => [r.tokenHash, r]));
    expect(byHash.get(sha256(other))!.usedAt).not.toBeNull();
    expect(byHash.get(sha256(mine))!.usedAt).toBeNull();
  });
});
