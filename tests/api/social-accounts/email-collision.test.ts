import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberIdentities, members, sessions } from '../../../server/db/schema';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestMember } from '../../helpers/test-app';
import { socialLogin } from './helpers';

let t: TestApp;
let demo: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  // 테스트 제공자의 '김데모' 는 데모 회원과 이메일이 같다
  demo = await t.signup({ email: 'demo@example.com', name: '김데모' });
});
afterAll(() => t.close());

const emailLogin = (body: Record<string, unknown>) => t.json('POST', '/v1/members/login/email', body);

describe('이미 가입된 이메일의 소셜 계정 – 조용히 합치지 않는다', () => {
  it('POST /v1/members/login/social – 409 SOCIAL_EMAIL_REGISTERED 와 연결권, 회원도 연결도 만들지 않는다', async () => {
    const res = await socialLogin(t, 'KAKAO', 'demo');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'SOCIAL_EMAIL_REGISTERED',
      message: '이미 가입된 이메일입니다. 기존 방법으로 로그인하면 카카오 계정이 연결됩니다.',
      meta: { provider: 'KAKAO', maskedEmail: 'de***@example.com', signInMethods: ['EMAIL'] },
    });
    expect(res.body.meta.linkTicket).toEqual(expect.any(String));
    expect(await t.db.select().from(memberIdentities).where(eq(memberIdentities.memberId, demo.memberId))).toEqual([]);
    expect(await t.db.select().from(members).where(eq(members.email, 'demo@example.com'))).toHaveLength(1);
  });

  it('POST /v1/members/login/email – 연결권과 함께 비밀번호로 로그인하면 그 계정이 연결되고, 다음부터 카카오로 바로 로그인한다', async () => {
    const { body } = await socialLogin(t, 'KAKAO', 'demo');
    const res = await emailLogin({ email: demo.email, password: TEST_PASSWORD, linkTicket: body.meta.linkTicket });
    expect(res.status).toBe(200);
    expect(res.body.accessToken).toEqual(expect.any(String));
    const linked = await t.db.select().from(memberIdentities).where(eq(memberIdentities.memberId, demo.memberId));
    expect(linked).toMatchObject([{ provider: 'KAKAO', email: 'demo@example.com' }]);

    const again = await socialLogin(t, 'KAKAO', 'demo');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ result: 'LOGGED_IN', memberId: demo.memberId });

    // 다른 제공자의 같은 이메일은 여전히 묻는다: 기존 방법에 카카오가 더해졌다
    const naver = await socialLogin(t, 'NAVER', 'demo');
    expect(naver.status).toBe(409);
    expect(naver.body.meta.signInMethods).toEqual(['EMAIL', 'KAKAO']);
  });

  it('POST /v1/members/login/email – 같은 연결권을 두 번 내면 409 SOCIAL_TICKET_USED, 로그인도 하지 않는다', async () => {
    const { body } = await socialLogin(t, 'GOOGLE', 'demo');
    expect((await emailLogin({ email: demo.email, password: TEST_PASSWORD, linkTicket: body.meta.linkTicket })).status).toBe(200);
    const sessionsBefore = await t.db.select().from(sessions).where(eq(sessions.memberId, demo.memberId));
    const again = await emailLogin({ email: demo.email, password: TEST_PASSWORD, linkTicket: body.meta.linkTicket });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('SOCIAL_TICKET_USED');
    expect(await t.db.select().from(sessions).where(eq(sessions.memberId, demo.memberId))).toHaveLength(sessionsBefore.length);
  });

  it('POST /v1/members/login/email – 다른 이메일의 회원으로 로그인하며 연결권을 내면 400, 로그인도 연결도 없다', async () => {
    const { body } = await socialLogin(t, 'FACEBOOK', 'demo');
    const other = await t.signup();
    const res = await emailLogin({ email: other.email, password: TEST_PASSWORD, linkTicket: body.meta.linkTicket });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'SOCIAL_LINK_EMAIL_MISMATCH', message: expect.stringContaining('Facebook 계정의 이메일이 로그인한 계정과 다릅니다') });
    expect(await t.db.select().from(memberIdentities).where(eq(memberIdentities.memberId, other.memberId))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.memberId, other.memberId))).toHaveLength(1);
    // 그 연결권은 쓰이지 않았으므로 본인이 로그인하면 연결된다
    expect((await emailLogin({ email: demo.email, password: TEST_PASSWORD, linkTicket: body.meta.linkTicket })).status).toBe(200);
  });

  it('POST /v1/members/login/email – 위조한 연결권, 가입권을 연결권으로 내면 400 SOCIAL_TICKET_INVALID', async () => {
    const res = await emailLogin({ email: demo.email, password: TEST_PASSWORD, linkTicket: 'x'.repeat(40) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('SOCIAL_TICKET_INVALID');
    const signup = await socialLogin(t, 'NAVER', 'minji');
    expect(signup.body.result).toBe('SIGNUP_REQUIRED');
    const swapped = await emailLogin({ email: demo.email, password: TEST_PASSWORD, linkTicket: signup.body.signupTicket });
    expect(swapped.body.code).toBe('SOCIAL_TICKET_INVALID');
  });

  it('POST /v1/members/login/email – 비밀번호가 틀리면 연결권이 있어도 401 INVALID_CREDENTIALS', async () => {
    const { body } = await socialLogin(t, 'NAVER', 'demo');
    const res = await emailLogin({ email: demo.email, password: 'wrong-password1!', linkTicket: body.meta.linkTicket });
    expect(res.status).toBe(401);
    expect(await t.db.select().from(memberIdentities).where(eq(memberIdentities.provider, 'NAVER'))).toEqual([]);
  });

  it('POST /v1/members/signup/social – 가입권을 받은 뒤 그 이메일로 누가 먼저 가입했으면 409 EMAIL_ALREADY_REGISTERED, 회원·연결 없음', async () => {
    const login = await socialLogin(t, 'FACEBOOK', 'seojun');
    expect(login.body.result).toBe('SIGNUP_REQUIRED');
    await t.signup({ email: 'seojun.facebook@example.com' });
    const res = await t.json('POST', '/v1/members/signup/social', { signupTicket: login.body.signupTicket, cellPhone: '010-1111-2222', agreeTerms: true, agreePrivacy: true, ageOver14: true });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('EMAIL_ALREADY_REGISTERED');
    expect(await t.db.select().from(memberIdentities).where(eq(memberIdentities.email, 'seojun.facebook@example.com'))).toEqual([]);
  });
});
