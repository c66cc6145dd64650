import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails, members, memberTokens } from '../../../server/db/schema';
import { createTestApp, TEST_PASSWORD, uniqueEmail, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const EXPIRED = { code: 'LINK_EXPIRED', message: '링크가 만료되었거나 이미 사용되었습니다.', meta: null };
const VERIFIED = { alreadyVerified: false, message: '이메일 인증을 마쳤습니다. 이제 결제와 문의·후기 작성을 이용할 수 있습니다.' };
const ALREADY = { alreadyVerified: true, message: '이미 인증을 마친 이메일입니다.' };

const verify = (token: string) => t.json('POST', '/v1/members/verify-email', { token });
const statusOf = async (memberId: number) => (await t.db.select({ status: members.status }).from(members).where(eq(members.id, memberId)))[0]!.status;
const myInfo = (m: { memberId: number; accessToken: string }) => t.json('GET', `/v1/my-page/${m.memberId}`, undefined, m.accessToken);

describe('POST /v1/members/signup/email – 인증 전 회원과 인증 메일', () => {
  it('signup/email – 회원은 REQUIRED_EMAIL_AUTH, 가입과 함께 인증 링크 메일이 줄에 서고 링크 원문은 메일에만', async () => {
    const email = uniqueEmail('fresh');
    const me = await t.signup({ email }, { verified: false });
    expect(await statusOf(me.memberId)).toBe('REQUIRED_EMAIL_AUTH');

    const rows = await t.db.select().from(mails).where(eq(mails.toAddress, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ template: 'VERIFY_EMAIL', memberId: me.memberId, subject: '[그로스몰] 이메일 인증을 완료해주세요' });
    expect(rows[0]!.text).toContain('(보안을 위해 숨김)');
    expect(rows[0]!.text).toContain('링크는 24시간 동안 한 번만 쓸 수 있습니다.');

    const token = await t.verificationTokenFor(email);
    const delivered = t.sentMails.find((m) => m.to === email)!;
    expect(delivered.text).toContain(`${t.config.WEB_PUBLIC_URL}/account/verify-email?token=${token}`);
    // DB 에는 해시만 남는다
    const [stored] = await t.db.select().from(memberTokens).where(and(eq(memberTokens.memberId, me.memberId), eq(memberTokens.purpose, 'VERIFY_EMAIL')));
    expect(stored!.tokenHash).not.toBe(token);
    expect(JSON.stringify(await t.db.select().from(mails).where(eq(mails.toAddress, email)))).not.toContain(token);
  });

  it('signup/email – 인증 전이어도 로그인·토큰 갱신·토큰 검사·내 정보는 그대로, 내 정보는 emailVerified: false', async () => {
    const me = await t.signup({}, { verified: false });
    const info = await myInfo(me);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ memberId: me.memberId, email: me.email, emailVerified: false });

    const login = await t.json('POST', '/v1/members/login/email', { email: me.email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    const refreshed = await t.json('POST', '/v1/members/refresh-token', { refreshToken: login.body.refreshToken });
    expect(refreshed.status).toBe(200);
    const validated = await t.json('POST', '/v1/members/validate-token', { token: refreshed.body.accessToken, refreshToken: refreshed.body.refreshToken });
    expect(validated.body).toMatchObject({ isValid: true, isRenew: false });
    // 장바구니는 둘러보기다: 막지 않는다
    expect((await t.json('GET', '/v1/carts', undefined, login.body.accessToken)).status).toBe(200);
  });

  it('signup/email – 가입이 되돌려지면(중복 이메일) 인증 메일도 없다', async () => {
    const email = uniqueEmail('twice');
    await t.signup({ email }, { verified: false });
    const again = await t.json('POST', '/v1/members/signup/email', {
      email,
      password: TEST_PASSWORD,
      name: '김중복',
      cellPhone: '010-1111-2222',
      agreeTerms: true,
      agreePrivacy: true,
      ageOver14: true,
    });
    expect(again.status).toBe(409);
    expect(await t.db.select().from(mails).where(eq(mails.toAddress, email))).toHaveLength(1);
  });
});

describe('POST /v1/members/verify-email', () => {
  it('verify-email – 링크를 열면 NORMAL, 같은 토큰의 내 정보가 바로 emailVerified: true', async () => {
    const me = await t.signup({}, { verified: false });
    const res = await verify(await t.verificationTokenFor(me.email));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(VERIFIED);
    expect(await statusOf(me.memberId)).toBe('NORMAL');
    expect((await myInfo(me)).body.emailVerified).toBe(true);
  });

  it('verify-email – 링크는 한 번만 바꾼다: 다시 열면 이미 인증했다는 200, 아무것도 바꾸지 않는다', async () => {
    const me = await t.signup({}, { verified: false });
    const token = await t.verificationTokenFor(me.email);
    expect((await verify(token)).body).toEqual(VERIFIED);
    const [row] = await t.db.select().from(members).where(eq(members.id, me.memberId));

    const again = await verify(token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(ALREADY);
    const [after] = await t.db.select().from(members).where(eq(members.id, me.memberId));
    expect(after!.updatedAt).toEqual(row!.updatedAt);
    const [used] = await t.db.select().from(memberTokens).where(and(eq(memberTokens.memberId, me.memberId), eq(memberTokens.purpose, 'VERIFY_EMAIL')));
    expect(used!.usedAt).toBeInstanceOf(Date);
  });

  it('verify-email – 같은 링크를 동시에 두 번 열어도 한 번만 인증하고 둘 다 200', async () => {
    const me = await t.signup({}, { verified: false });
    const token = await t.verificationTokenFor(me.email);
    const [a, b] = await Promise.all([verify(token), verify(token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.alreadyVerified, b.body.alreadyVerified].sort()).toEqual([false, true]);
    expect(await statusOf(me.memberId)).toBe('NORMAL');
  });

  it('verify-email – VERIFY_EMAIL_TTL_MINUTES 가 지난 링크는 410, 회원은 인증 전 그대로', async () => {
    const me = await t.signup({}, { verified: false });
    const token = await t.verificationTokenFor(me.email);
    t.clock.advance(t.config.VERIFY_EMAIL_TTL_MINUTES * 60 + 1);
    const res = await verify(token);
    expect(res.status).toBe(410);
    expect(res.body).toEqual(EXPIRED);
    expect(await statusOf(me.memberId)).toBe('REQUIRED_EMAIL_AUTH');
  });

  it('verify-email – 엉터리 토큰은 410, 비밀번호 재설정 링크의 토큰도 410, 토큰이 없거나 짧으면 400', async () => {
    expect((await verify('x'.repeat(43))).body).toEqual(EXPIRED);
    const me = await t.signup({}, { verified: false });
    await t.json('POST', `/v1/members/reset-pwd/mail?email=${encodeURIComponent(me.email)}`);
    await expect.poll(() => t.sentMails.some((m) => m.to === me.email && m.text.includes('/account/reset-password?token='))).toBe(true);
    const resetToken = /reset-password\?token=([\w-]+)/.exec(t.sentMails.find((m) => m.to === me.email && m.text.includes('reset-password'))!.text)![1]!;
    expect((await verify(resetToken)).status).toBe(410);
    expect(await statusOf(me.memberId)).toBe('REQUIRED_EMAIL_AUTH');

    const missing = await t.json('POST', '/v1/members/verify-email', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('링크 정보가 없습니다. 메일의 링크를 다시 열어주세요.');
    expect((await verify('short')).status).toBe(400);
  });

  it('verify-email – 이용 정지된 회원의 링크는 403 MEMBER_STOPPED, 정지를 풀지 않는다', async () => {
    const me = await t.signup({}, { verified: false });
    const token = await t.verificationTokenFor(me.email);
    await t.db.update(members).set({ status: 'STOP' }).where(eq(members.id, me.memberId));
    const res = await verify(token);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('MEMBER_STOPPED');
    expect(await statusOf(me.memberId)).toBe('STOP');
  });

  it('verify-email – 로그인하지 않은 다른 기기에서 열어도 된다(토큰이 증명), 로그인 토큰을 보내도 무시한다', async () => {
    const me = await t.signup({}, { verified: false });
    const other = await t.signup();
    const res = await t.json('POST', '/v1/members/verify-email', { token: await t.verificationTokenFor(me.email) }, other.accessToken);
    expect(res.body).toEqual(VERIFIED);
    expect(await statusOf(me.memberId)).toBe('NORMAL');
  });
});

describe('이메일 변경 확인도 주소 인증이다', () => {
  it('reset-email – 인증 전 회원이 새 주소로 간 변경 링크를 열면 NORMAL, 옛 주소로 간 인증 링크는 죽는다', async () => {
    const me = await t.signup({}, { verified: false });
    const oldToken = await t.verificationTokenFor(me.email);
    const check = await t.json('POST', `/v1/my-page/${me.memberId}/member-info/check-pwd`, { password: me.password }, me.accessToken);
    const newEmail = uniqueEmail('moved');
    const change = await t.json(
      'PATCH',
      `/v1/my-page/${me.memberId}/member-info/reset-email`,
      { email: newEmail },
      me.accessToken,
      { 'x-my-info-session': check.body.myInfoSession },
    );
    expect(change.status).toBe(202);
    await expect.poll(() => t.sentMails.some((m) => m.to === newEmail)).toBe(true);
    const changeToken = /email-change\?token=([\w-]+)/.exec(t.sentMails.find((m) => m.to === newEmail)!.text)![1]!;
    const confirmed = await t.json('GET', `/v1/my-page/${me.memberId}/member-info/reset-email/mail?token=${changeToken}`, undefined, me.accessToken);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);

    expect(await statusOf(me.memberId)).toBe('NORMAL');
    expect((await verify(oldToken)).body).toEqual(ALREADY);
    const live = await t.db
      .select()
      .from(memberTokens)
      .where(and(eq(memberTokens.memberId, me.memberId), eq(memberTokens.purpose, 'VERIFY_EMAIL')));
    expect(live.every((row) => row.usedAt !== null)).toBe(true);
  });
});
