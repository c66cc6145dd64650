import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, memberCoupons, memberIdentities, members } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { authorize, callbackBody, choose, socialLogin, socialSignup } from './helpers';

let t: TestApp;
let welcomeCouponId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [coupon] = await t.db.insert(coupons).values({ name: '가입 환영 2,000원', discountType: 'FIXED', discountValue: 2000, welcome: true }).returning();
  welcomeCouponId = coupon!.id;
});
afterAll(() => t.close());

describe('POST /v1/members/login/social · POST /v1/members/signup/social', () => {
  it('처음 보는 계정 – SIGNUP_REQUIRED 와 가입권, 가입하면 NORMAL·비밀번호 없음·환영 쿠폰·연결, 다시 로그인하면 LOGGED_IN', async () => {
    const first = await socialLogin(t, 'KAKAO', 'minji', { redirectUri: '/products/7' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      result: 'SIGNUP_REQUIRED',
      profile: { provider: 'KAKAO', email: 'minji.kakao@example.com', name: '김민지', hasCellPhone: true },
      redirectUri: '/products/7',
    });
    expect(JSON.stringify(first.body)).not.toMatch(/access_token|accessToken/);

    const signup = await t.json('POST', '/v1/members/signup/social', { signupTicket: first.body.signupTicket, agreeTerms: true, agreePrivacy: true, ageOver14: true, agreeMarketing: true });
    expect(signup.status).toBe(201);
    const memberId = signup.body.memberId as number;
    const [row] = await t.db.select().from(members).where(eq(members.id, memberId));
    expect(row).toMatchObject({ email: 'minji.kakao@example.com', name: '김민지', cellPhone: '01098765432', registrationType: 'KAKAO', status: 'NORMAL', passwordHash: null, agreeMarketing: true });
    const identities = await t.db.select().from(memberIdentities).where(eq(memberIdentities.memberId, memberId));
    expect(identities).toMatchObject([{ provider: 'KAKAO', providerUserId: '4100000001', email: 'minji.kakao@example.com' }]);
    // 이메일 가입과 같은 함수로 가입 환영 쿠폰을 받는다
    expect(await t.db.select({ couponId: memberCoupons.couponId }).from(memberCoupons).where(eq(memberCoupons.memberId, memberId))).toEqual([{ couponId: welcomeCouponId }]);
    const me = await t.json('GET', `/v1/my-page/${memberId}`, undefined, signup.body.accessToken);
    expect(me.body).toMatchObject({ registrationType: 'KAKAO', email: 'minji.kakao@example.com' });

    const again = await socialLogin(t, 'KAKAO', 'minji', { redirectUri: '/cart' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ result: 'LOGGED_IN', memberId, redirectUri: '/cart' });
    expect((await t.json('GET', `/v1/my-page/${memberId}`, undefined, again.body.accessToken)).status).toBe(200);
  });

  it('POST /v1/members/signup/social – 제공자가 번호를 주지 않았으면 휴대폰 번호가 필요하다(400, 회원 없음), 적으면 가입', async () => {
    const login = await socialLogin(t, 'NAVER', 'seojun');
    expect(login.body.profile).toMatchObject({ hasCellPhone: false, email: 'seojun.naver@example.com' });
    const missing = await t.json('POST', '/v1/members/signup/social', { signupTicket: login.body.signupTicket, agreeTerms: true, agreePrivacy: true, ageOver14: true });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'VALIDATION_FAILED', message: '휴대폰 번호를 입력해주세요.', meta: { fields: { cellPhone: '휴대폰 번호를 입력해주세요.' } } });
    expect(await t.db.select().from(members).where(eq(members.email, 'seojun.naver@example.com'))).toEqual([]);

    const ok = await t.json('POST', '/v1/members/signup/social', { signupTicket: login.body.signupTicket, cellPhone: '010-2222-3333', agreeTerms: true, agreePrivacy: true, ageOver14: true });
    expect(ok.status).toBe(201);
    const [row] = await t.db.select().from(members).where(eq(members.id, ok.body.memberId));
    expect(row).toMatchObject({ cellPhone: '01022223333', registrationType: 'NAVER' });
  });

  it('POST /v1/members/signup/social – 같은 가입권을 두 번 쓰면 409 SOCIAL_TICKET_USED(회원은 하나)', async () => {
    const login = await socialLogin(t, 'GOOGLE', 'minji');
    const body = { signupTicket: login.body.signupTicket, agreeTerms: true, agreePrivacy: true, ageOver14: true };
    expect((await t.json('POST', '/v1/members/signup/social', body)).status).toBe(201);
    const again = await t.json('POST', '/v1/members/signup/social', body);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('SOCIAL_TICKET_USED');
    expect(await t.db.select().from(members).where(eq(members.email, 'minji.google@example.com'))).toHaveLength(1);
  });

  it('POST /v1/members/signup/social – 위조·만료된 가입권, 연결권을 가입권으로 내면 400 SOCIAL_TICKET_INVALID', async () => {
    const login = await socialLogin(t, 'FACEBOOK', 'minji');
    const ticket = login.body.signupTicket as string;
    const [head, payload, sig] = ticket.split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), email: 'admin@example.com' })).toString('base64url')}.${sig}`;
    const post = (signupTicket: string) => t.json('POST', '/v1/members/signup/social', { signupTicket, agreeTerms: true, agreePrivacy: true, ageOver14: true });
    const res = await post(forged);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('SOCIAL_TICKET_INVALID');
    t.clock.advance(11 * 60);
    try {
      expect((await post(ticket)).body.code).toBe('SOCIAL_TICKET_INVALID');
    } finally {
      t.clock.reset();
    }
    // 약관 동의 없이는 가입권을 쓰지도 않는다
    expect((await t.json('POST', '/v1/members/signup/social', { signupTicket: ticket, agreeTerms: false, agreePrivacy: true, ageOver14: true })).status).toBe(400);
    expect((await post(ticket)).status).toBe(201);
  });

  it('POST /v1/members/login/social – 이메일을 주지 않는 계정은 400 SOCIAL_EMAIL_REQUIRED, 회원을 만들지 않는다', async () => {
    const before = await t.db.select({ id: members.id }).from(members);
    const res = await socialLogin(t, 'KAKAO', 'junho');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'SOCIAL_EMAIL_REQUIRED', message: expect.stringContaining('카카오 계정에 이메일이 없어') });
    expect(await t.db.select({ id: members.id }).from(members)).toHaveLength(before.length);
  });

  it('POST /v1/members/login/social – 연결된 회원이 정지(STOP)면 403 MEMBER_STOPPED', async () => {
    const member = await socialSignup(t, 'NAVER', 'minji');
    await t.db.update(members).set({ status: 'STOP' }).where(eq(members.id, member.memberId));
    const res = await socialLogin(t, 'NAVER', 'minji');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('MEMBER_STOPPED');
  });

  it('POST /v1/members/login/social – 콜백을 그대로 다시 보내면(새로고침) 400 SOCIAL_CODE_INVALID, 다른 브라우저에는 SOCIAL_STATE_INVALID', async () => {
    const started = await authorize(t, 'GOOGLE');
    const back = await choose(t, started.authorizeUrl, 'seojun');
    const body = callbackBody('GOOGLE', back);
    expect((await t.json('POST', '/v1/members/login/social', body, undefined, { cookie: started.cookie })).status).toBe(200);
    const replay = await t.json('POST', '/v1/members/login/social', body, undefined, { cookie: started.cookie });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({ code: 'SOCIAL_CODE_INVALID', message: '로그인 정보가 만료되었거나 이미 사용되었습니다. 처음부터 다시 시도해주세요.', meta: null });
    // 이미 쓴 요청인지는 그 요청을 시작한 브라우저에만 알려 준다
    const elsewhere = await authorize(t, 'GOOGLE');
    expect((await t.json('POST', '/v1/members/login/social', body, undefined, { cookie: elsewhere.cookie })).body.code).toBe('SOCIAL_STATE_INVALID');
    expect((await t.json('POST', '/v1/members/login/social', body)).body.code).toBe('SOCIAL_STATE_INVALID');
  });
});
