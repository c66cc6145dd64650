import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../server/db/schema';
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
