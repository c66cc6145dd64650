import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails, members } from '../../../server/db/schema';
import { settlePasswordResetMails } from '../../../server/members/password-reset.service';
import { createTestApp, uniqueEmail, type TestApp } from '../../helpers/test-app';
import { infoPath, lastMailTo, NEW_PASSWORD, nullMail, openMyInfoSession, sha256, tokensOf, withSession } from './helpers';

// 내 정보 바꾸기: 비밀번호, 휴대폰 번호, 이메일(확인 링크, 한도, 옛 주소)

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { mail: nullMail }, env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_ADDRESS: '1000' } });
});
afterAll(() => t.close());

const myPage = (id: number, token: string) => t.json('GET', `/v1/my-page/${id}`, undefined, token);

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

  it('reset-email – 이미 쓰는 주소를 묻는 거절도 한도에 센다: 같은 주소는 한 시간에 다섯 번까지 409, 그 뒤로는 429', async () => {
    const me = await t.signup();
    const other = await t.signup();
    const session = await openMyInfoSession(t, me);
    const probe = () => t.json('PATCH', infoPath(me.memberId, '/reset-email'), { email: other.email }, me.accessToken, withSession(session));
    for (let i = 0; i < 5; i += 1) expect((await probe()).body.code).toBe('EMAIL_ALREADY_REGISTERED');
    const limited = await probe();
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('TOO_MANY_MAIL_REQUESTS');
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
    const rows = await tokensOf(t, me.memberId, 'CHANGE_EMAIL');
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
