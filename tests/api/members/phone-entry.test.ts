import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../server/db/schema';
import { MESSAGES } from '../../../lib/schemas/members';
import { createTestApp, TEST_PASSWORD, uniqueEmail, type TestApp } from '../../helpers/test-app';
import { infoPath, nullMail, openMyInfoSession, withSession } from '../member-info/helpers';
import { socialLogin } from '../social-accounts/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { mail: nullMail } });
});
afterAll(() => t.close());

const phoneOf = async (memberId: number) => (await t.db.select({ cellPhone: members.cellPhone }).from(members).where(eq(members.id, memberId)))[0]!.cellPhone;
const signupBody = (cellPhone: string) => ({ email: uniqueEmail('phone'), password: TEST_PASSWORD, name: '홍길동', cellPhone, agreeTerms: true, agreePrivacy: true, ageOver14: true });
const refused = { code: 'VALIDATION_FAILED', message: MESSAGES.phoneInvalid, meta: { target: 'json', fields: { cellPhone: MESSAGES.phoneInvalid } } };

describe('휴대폰 번호는 어느 입구에서든 한 모양(숫자만)으로 저장하고, 틀린 번호는 한국어로 거절한다', () => {
  it.each([
    ['010 1234 5678', '01012345678'],
    ['010.2345.6789', '01023456789'],
    ['+82 10-3456-7890', '01034567890'],
    ['０１０－４５６７－８９０１', '01045678901'],
    ['011-123-4567', '0111234567'],
  ])('이메일 가입 – %s 는 %s 로', async (entered, stored) => {
    const res = await t.json('POST', '/v1/members/signup/email', signupBody(entered));
    expect(res.status).toBe(201);
    expect(await phoneOf(res.body.memberId)).toBe(stored);
  });

  it.each(['02-123-4567', '010-123-4567', '010-1234-56789', '010-abcd-5678', ''])('이메일 가입 – %j 는 400, 회원을 만들지 않는다', async (entered) => {
    const body = signupBody(entered);
    const res = await t.json('POST', '/v1/members/signup/email', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused);
    expect(await t.db.select().from(members).where(eq(members.email, body.email))).toEqual([]);
  });

  it('회원 정보의 번호 변경 – 띄어 쓴 번호도 숫자만으로, 유선 번호는 400 이고 번호는 그대로', async () => {
    const me = await t.signup();
    const session = withSession(await openMyInfoSession(t, me));
    const ok = await t.json('PATCH', infoPath(me.memberId, '/reset-phone'), { cellPhone: ' 010 9876 5432 ' }, me.accessToken, session);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ cellPhone: '01098765432' });
    const bad = await t.json('PATCH', infoPath(me.memberId, '/reset-phone'), { cellPhone: '031-123-4567' }, me.accessToken, session);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(refused);
    expect(await phoneOf(me.memberId)).toBe('01098765432');
  });

  it('소셜 가입 완료 – 제공자가 번호를 주지 않아 적은 번호도 같은 규칙', async () => {
    const login = await socialLogin(t, 'NAVER', 'seojun');
    expect(login.body.profile).toMatchObject({ hasCellPhone: false });
    const ticket = login.body.signupTicket as string;
    const bad = await t.json('POST', '/v1/members/signup/social', { signupTicket: ticket, cellPhone: '1588-1234', agreeTerms: true, agreePrivacy: true, ageOver14: true });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(refused);
    const ok = await t.json('POST', '/v1/members/signup/social', { signupTicket: ticket, cellPhone: '+82 10 2222 3333', agreeTerms: true, agreePrivacy: true, ageOver14: true });
    expect(ok.status).toBe(201);
    expect(await phoneOf(ok.body.memberId)).toBe('01022223333');
  });
});
