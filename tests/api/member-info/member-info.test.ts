import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, mails, memberTokens, members } from '../../../server/db/schema';
import { settlePasswordResetMails } from '../../../server/members/password-reset.service';
import { createTestApp, uniqueEmail, type TestApp } from '../../helpers/test-app';
import { infoPath, lastMailTo, nullMail, openMyInfoSession, withSession } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { mail: nullMail }, env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_ADDRESS: '1000' } });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'N3w-passw0rd!';
const SESSION_REQUIRED = { code: 'MY_INFO_SESSION_REQUIRED', message: '비밀번호를 다시 확인해주세요.', meta: null };
const myPage = (id: number, token: string) => t.json('GET', `/v1/my-page/${id}`, undefined, token);
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const tokensOf = (memberId: number, purpose: string) =>
  t.db.select().from(memberTokens).where(and(eq(memberTokens.memberId, memberId), eq(memberTokens.purpose, purpose)));

describe('POST /v1/my-page/{memberId}/member-info/check-pwd', () => {
  it('check-pwd – 틀린 비밀번호는 401, 맞으면 myInfoSession 과 MY_INFO_SESSION_MINUTES 뒤의 만료 시각', async () => {
    const me = await t.signup();
    const wrong = await t.json('POST', infoPath(me.memberId, '/check-pwd'), { password: 'nope-1234!' }, me.accessToken);
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ code: 'PASSWORD_MISMATCH', message: '비밀번호가 일치하지 않습니다.', meta: null });

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
    const rows = await tokensOf(me.memberId, 'MY_INFO_SESSION');
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
    const [row] = await tokensOf(me.memberId, 'MY_INFO_SESSION');
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
    const rows = await tokensOf(me.memberId, 'MY_INFO_SESSION');
    const byHash = new Map(rows.map((r) => [r.tokenHash, r]));
    expect(byHash.get(sha256(other))!.usedAt).not.toBeNull();
    expect(byHash.get(sha256(mine))!.usedAt).toBeNull();
  });
});

describe('PATCH reset-pwd / reset-phone', () => {
  it('reset-pwd – 새 비밀번호로 로그인되고, 지금 세션은 남고 다른 기기의 세션은 닫힌다', async () => {
    const me = await t.signup();
    const elsewhere = await t.login(me.email, me.password);
    const session = await openMyInfoSession(t, me);
    const res = await t.json('PATCH', infoPath(me.memberId, '/reset-pwd'), { password: NEW_PASSWORD }, me.accessToken, withSession(session));
    expect(res.status).toBe(204);
    expect((await myPage(me.memberId, me.accessToken)).status).toBe(200);
    expect((await myPage(me.memberId, elsewhere.accessToken)).status).toBe(401);
    expect((await t.json('POST', '/v1/members/refresh-token', { refreshToken: elsewhere.refreshToken })).status).toBe(401);
    expect((await t.json('POST', '/v1/members/login/email', { email: me.email, password: me.password })).status).toBe(401);
    expect((await t.login(me.email, NEW_PASSWORD)).accessToken).toBeTruthy();
  });

  it('reset-pwd – 약한 비밀번호는 400', async () => {
    const me = await t.signup();
    const session = await openMyInfoSession(t, me);
    const res = await t.json('PATCH', infoPath(me.memberId, '/reset-pwd'), { password: 'short' }, me.accessToken, withSession(session));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('reset-phone – 번호를 숫자만으로 바꾸고, 틀린 형식은 400', async () => {
    const me = await t.signup();
    const session = await openMyInfoSession(t, me);
    const res = await t.json('PATCH', infoPath(me.memberId, '/reset-phone'), { cellPhone: '010-2222-3333' }, me.accessToken, withSession(session));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ cellPhone: '01022223333' });
    expect((await myPage(me.memberId, me.accessToken)).body.cellPhone).toBe('01022223333');
    const bad = await t.json('PATCH', infoPath(me.memberId, '/reset-phone'), { cellPhone: '12345' }, me.accessToken, withSession(session));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('휴대폰 번호를 010-0000-0000 형식으로 입력해주세요.');
  });
});

describe('PATCH reset-email / GET reset-email/mail', () => {
  it('reset-email – 새 주소로 링크를 보내고, 링크를 열어야 바뀐다. 링크는 한 번만', async () => {
    const me = await t.signup();
    const session = await openMyInfoSession(t, me);
    const newEmail = uniqueEmail('changed');
    const res = await t.json('PATCH', infoPath(me.memberId, '/reset-email'), { email: newEmail.toUpperCase() }, me.accessToken, withSession(session));
    expect(res.status).toBe(202);
    expect(res.body.message).toContain('인증 메일을 보냈습니다');

    const sent = await lastMailTo(t, newEmail, 'CHANGE_EMAIL');
    expect(sent).not.toBeNull();
    expect(sent!.delivered.text).toContain(`${t.config.WEB_PUBLIC_URL}/account/email-change?token=`);
    expect(sent!.token).toBeTruthy();
    // 메일함(DB)에는 링크가 없다
    expect(sent!.mail.text).not.toContain(sent!.token!);
    expect(sent!.mail.text).toContain('(보안을 위해 숨김)');
    expect(await lastMailTo(t, me.email, 'CHANGE_EMAIL')).toBeNull();
    // 아직 안 바뀌었다
    expect((await myPage(me.memberId, me.accessToken)).body.email).toBe(me.email);

    const confirm = await t.json('GET', infoPath(me.memberId, `/reset-email/mail?token=${sent!.token}`), undefined, me.accessToken);
    expect(confirm.status).toBe(200);
    expect(confirm.body).toEqual({ email: newEmail });
    expect((await myPage(me.memberId, me.accessToken)).body.email).toBe(newEmail);
    expect((await t.login(newEmail, me.password)).accessToken).toBeTruthy();

    const twice = await t.json('GET', infoPath(me.memberId, `/reset-email/mail?token=${sent!.token}`), undefined, me.accessToken);
    expect(twice.status).toBe(410);
    expect(twice.body).toEqual({ code: 'LINK_EXPIRED', message: '링크가 만료되었거나 이미 사용되었습니다.', meta: null });
  });

  it('reset-email – 다른 회원이 쓰는 주소면 409, 메일을 보내지 않는다', async () => {
    const me = await t.signup();
    const other = await t.signup();
    const session = await openMyInfoSession(t, me);
    const res = await t.json('PATCH', infoPath(me.memberId, '/reset-email'), { email: other.email }, me.accessToken, withSession(session));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('EMAIL_ALREADY_REGISTERED');
    expect(await lastMailTo(t, other.email, 'CHANGE_EMAIL')).toBeNull();
  });

  it('reset-email/mail – CHANGE_EMAIL_TTL_MINUTES 가 지나면 410, 다른 회원이 열면 403', async () => {
    const me = await t.signup();
    const other = await t.signup();
    const session = await openMyInfoSession(t, me);
    const newEmail = uniqueEmail('late');
    await t.json('PATCH', infoPath(me.memberId, '/reset-email'), { email: newEmail }, me.accessToken, withSession(session));
    const { token } = (await lastMailTo(t, newEmail, 'CHANGE_EMAIL'))!;

    const foreign = await t.json('GET', infoPath(other.memberId, `/reset-email/mail?token=${token}`), undefined, other.accessToken);
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('EMAIL_CHANGE_NOT_YOURS');

    t.clock.advance(t.config.CHANGE_EMAIL_TTL_MINUTES * 60 + 1);
    const fresh = await t.login(me.email, me.password);
    const late = await t.json('GET', infoPath(me.memberId, `/reset-email/mail?token=${token}`), undefined, fresh.accessToken);
    expect(late.status).toBe(410);
    expect(late.body.message).toBe('링크가 만료되었거나 이미 사용되었습니다.');
    const [row] = await t.db.select({ email: members.email }).from(members).where(eq(members.id, me.memberId));
    expect(row!.email).toBe(me.email);
  });
});

describe('reset-email 한도, 확정 뒤 옛 주소', () => {
  it('reset-email – 인증 메일은 1분에 한 통(429), 1분 뒤 다시, 하루 5통까지', async () => {
    let me = await t.signup();
    const change = async (email: string) =>
      t.json('PATCH', infoPath(me.memberId, '/reset-email'), { email }, me.accessToken, withSession(await openMyInfoSession(t, me)));

    expect((await change(uniqueEmail('first'))).status).toBe(202);
    const tooSoon = uniqueEmail('soon');
    const soon = await change(tooSoon);
    expect(soon.status).toBe(429);
    expect(soon.body).toMatchObject({ code: 'TOO_MANY_EMAIL_CHANGE_MAILS', message: '인증 메일은 1분에 한 번만 보낼 수 있습니다. 잠시 후 다시 시도해주세요.' });
    expect(soon.body.meta.retryAfterSeconds).toBeGreaterThan(0);
    expect(soon.body.meta.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await lastMailTo(t, tooSoon, 'CHANGE_EMAIL')).toBeNull();

    for (let i = 2; i <= 5; i += 1) {
      t.clock.advance(61);
      expect((await change(uniqueEmail(`n${i}`))).status).toBe(202);
    }
    t.clock.advance(61);
    const sixth = uniqueEmail('sixth');
    const daily = await change(sixth);
    expect(daily.status).toBe(429);
    expect(daily.body).toMatchObject({ code: 'TOO_MANY_EMAIL_CHANGE_MAILS', message: '오늘은 인증 메일을 더 보낼 수 없습니다. 내일 다시 시도해주세요.' });
    expect(await lastMailTo(t, sixth, 'CHANGE_EMAIL')).toBeNull();

    t.clock.advance(24 * 3600);
    me = { ...me, ...(await t.login(me.email, me.password)) };
    expect((await change(uniqueEmail('tomorrow'))).status).toBe(202);
  });

  it('reset-email – 확인 링크 토큰은 DB 에 SHA-256 으로만 남는다', async () => {
    const me = await t.signup();
    const session = await openMyInfoSession(t, me);
    const newEmail = uniqueEmail('hashed');
    await t.json('PATCH', infoPath(me.memberId, '/reset-email'), { email: newEmail }, me.accessToken, withSession(session));
    const { token } = (await lastMailTo(t, newEmail, 'CHANGE_EMAIL'))!;
    const rows = await tokensOf(me.memberId, 'CHANGE_EMAIL');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(token!));
    expect(JSON.stringify(rows)).not.toContain(token!);
    await expect.poll(async () => JSON.stringify(await t.db.select().from(mails).where(eq(mails.toAddress, newEmail)))).not.toContain(token!);
  });

  it('reset-email/mail – 바뀌면 옛 주소로 보낸 재설정 링크는 죽고, 옛 주소에 알림 메일이 간다', async () => {
    const me = await t.signup();
    await t.json('POST', `/v1/members/reset-pwd/mail?email=${encodeURIComponent(me.email)}`);
    await settlePasswordResetMails(t.db);
    const reset = (await lastMailTo(t, me.email, 'RESET_PASSWORD'))!;
    expect((await t.json('GET', `/v1/members/reset-pwd?token=${reset.token}`)).status).toBe(200);

    const session = await openMyInfoSession(t, me);
    const newEmail = uniqueEmail('moved');
    await t.json('PATCH', infoPath(me.memberId, '/reset-email'), { email: newEmail }, me.accessToken, withSession(session));
    const { token } = (await lastMailTo(t, newEmail, 'CHANGE_EMAIL'))!;
    expect((await t.json('GET', infoPath(me.memberId, `/reset-email/mail?token=${token}`), undefined, me.accessToken)).status).toBe(200);

    expect((await t.json('GET', `/v1/members/reset-pwd?token=${reset.token}`)).status).toBe(410);
    const stale = await t.json('PATCH', '/v1/members/reset-pwd', { token: reset.token, password: 'Hijack-passw0rd!' });
    expect(stale.status).toBe(410);
    expect((await t.login(newEmail, me.password)).accessToken).toBeTruthy();

    const notice = (await lastMailTo(t, me.email, 'CHANGE_EMAIL'))!;
    expect(notice.mail).toMatchObject({ subject: '[그로스몰] 회원 정보의 이메일이 바뀌었습니다', memberId: me.memberId });
    expect(notice.delivered.text).toContain('직접 바꾸지 않으셨다면 바로 고객센터로 알려주세요.');
    expect(notice.token).toBeNull();
  });
});
