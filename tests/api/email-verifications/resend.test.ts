import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_MAILS_PER_DAY } from '../../../lib/schemas/email-verifications';
import { createApp } from '../../../server/app';
import { mails } from '../../../server/db/schema';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PATH = '/v1/members/verify-email/mail';
const SENT = { message: '인증 메일을 보냈습니다. 메일함을 확인해주세요.' };
const resend = (m: TestMember) => t.json('POST', PATH, undefined, m.accessToken);
const verifyMails = (m: TestMember) => t.db.select().from(mails).where(and(eq(mails.toAddress, m.email), eq(mails.template, 'VERIFY_EMAIL')));

describe('POST /v1/members/verify-email/mail', () => {
  it('verify-email/mail – 1분이 지나면 새 링크를 보내고 202, 앞서 보낸 링크는 410 으로 죽고 새 링크로 인증된다', async () => {
    const me = await t.signup({}, { verified: false });
    const first = await t.verificationTokenFor(me.email);
    t.clock.advance(61);
    const sentBefore = t.sentMails.length;
    const res = await resend(me);
    expect(res.status).toBe(202);
    expect(res.body).toEqual(SENT);
    expect(await verifyMails(me)).toHaveLength(2);

    const second = await t.verificationTokenFor(me.email, sentBefore);
    expect(second).not.toBe(first);
    const old = await t.json('POST', '/v1/members/verify-email', { token: first });
    expect(old.status).toBe(410);
    expect(old.body.code).toBe('LINK_EXPIRED');
    const ok = await t.json('POST', '/v1/members/verify-email', { token: second });
    expect(ok.body.alreadyVerified).toBe(false);
  });

  it('verify-email/mail – 가입 메일(또는 앞 메일) 뒤 1분 안이면 429 와 남은 초(Retry-After), 메일을 만들지 않는다', async () => {
    const me = await t.signup({}, { verified: false });
    const res = await resend(me);
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: 'TOO_MANY_VERIFICATION_MAILS', message: '인증 메일은 1분에 한 번만 보낼 수 있습니다. 잠시 후 다시 시도해주세요.' });
    const wait = res.body.meta.retryAfterSeconds as number;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(res.headers.get('retry-after')).toBe(String(wait));
    expect(await verifyMails(me)).toHaveLength(1);
  });

  it(`verify-email/mail – 하루(24시간)에 가입 메일까지 ${VERIFICATION_MAILS_PER_DAY}통, 넘으면 429, 하루가 지나면 다시`, async () => {
    const me = await t.signup({}, { verified: false });
    for (let i = 1; i < VERIFICATION_MAILS_PER_DAY; i++) {
      t.clock.advance(61);
      expect((await resend(me)).status, `다시 보내기 ${i}`).toBe(202);
    }
    t.clock.advance(61);
    const refused = await resend(me);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      code: 'TOO_MANY_VERIFICATION_MAILS',
      message: '오늘은 인증 메일을 더 보낼 수 없습니다. 내일 다시 시도해주세요.',
      meta: { retryAfterSeconds: 86_400 },
    });
    expect(await verifyMails(me)).toHaveLength(VERIFICATION_MAILS_PER_DAY);

    t.clock.advance(24 * 60 * 60);
    // 그 사이 access token 은 끝났다: 다시 로그인해서
    const tomorrow = { ...me, ...(await t.login(me.email)) };
    expect((await resend(tomorrow)).status).toBe(202);
  });

  it('verify-email/mail – 동시에 여러 번, 두 api 인스턴스로 나눠 보내도 한 통만 나간다(한도는 DB 에서 센다)', async () => {
    const me = await t.signup({}, { verified: false });
    t.clock.advance(61);
    const second = createApp(t.deps);
    const viaSecond = async () => (await second.request(PATH, { method: 'POST', headers: { authorization: `Bearer ${me.accessToken}` } })).status;
    const statuses = await Promise.all([resend(me).then((r) => r.status), viaSecond(), resend(me).then((r) => r.status), viaSecond()]);
    expect(statuses.filter((s) => s === 202)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    expect(await verifyMails(me)).toHaveLength(2);
  });

  it('verify-email/mail – 이미 인증한 회원은 409 EMAIL_ALREADY_VERIFIED, 로그인하지 않으면 401', async () => {
    const me = await t.signup();
    t.clock.advance(61);
    const res = await resend(me);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'EMAIL_ALREADY_VERIFIED', message: '이미 인증을 마친 이메일입니다.', meta: null });
    expect((await t.json('POST', PATH)).status).toBe(401);
  });
});
