import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailRequests, mails } from '../../../server/db/schema';
import { createTestApp, uniqueEmail, type TestApp, type TestMember } from '../../helpers/test-app';
import { infoPath, nullMail, openMyInfoSession, withSession } from '../member-info/helpers';

// 인증 메일 다시 보내기와 이메일 변경 메일의 한도(설정): 받는 주소마다 한 시간 2통, 요청한 주소(IP)마다 한 시간 3통
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    deps: { mail: nullMail },
    env: { TRUST_PROXY: 'true', ACCOUNT_MAILS_PER_EMAIL_HOUR: '2', ACCOUNT_MAILS_PER_CLIENT_HOUR: '3' },
  });
});
afterAll(() => t.close());

const TOO_MANY = { code: 'TOO_MANY_MAIL_REQUESTS', message: '이 주소로 보낸 메일 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.', meta: { retryAfterSeconds: 3600 } };
const from = (ip: string) => ({ 'x-forwarded-for': ip });
const resend = (m: TestMember, ip: string) => t.json('POST', '/v1/members/verify-email/mail', undefined, m.accessToken, from(ip));
const mailsOf = (to: string, template: string) => t.db.select().from(mails).where(and(eq(mails.toAddress, to), eq(mails.template, template)));

async function changeEmail(m: TestMember, email: string, ip: string) {
  const session = await openMyInfoSession(t, m);
  return t.json('PATCH', infoPath(m.memberId, '/reset-email'), { email }, m.accessToken, { ...withSession(session), ...from(ip) });
}

describe('인증 메일 다시 보내기', () => {
  it('받는 주소마다 한 시간 한도를 넘으면 429 TOO_MANY_MAIL_REQUESTS + Retry-After, 메일은 만들지 않는다, 한 시간 뒤 다시', async () => {
    const me = await t.signup({}, { verified: false });
    for (let i = 0; i < 2; i += 1) {
      t.clock.advance(61);
      expect((await resend(me, `198.51.100.${10 + i}`)).status).toBe(202);
    }
    t.clock.advance(61);
    const over = await resend(me, '198.51.100.19');
    expect(over.status).toBe(429);
    expect(over.body).toEqual(TOO_MANY);
    expect(over.headers.get('retry-after')).toBe('3600');
    expect(await mailsOf(me.email, 'VERIFY_EMAIL')).toHaveLength(3); // 가입 메일 + 두 번
    t.clock.advance(3600);
    const later = { ...me, ...(await t.login(me.email)) };
    expect((await resend(later, '198.51.100.19')).status).toBe(202);
  });

  it('요청한 주소(IP)마다: 여러 계정으로 한 IP 에서 보내도 한도, 다른 IP 는 그대로. 기록에는 주소의 해시만', async () => {
    const ip = '203.0.113.40';
    const people = [];
    for (let i = 0; i < 5; i += 1) people.push(await t.signup({}, { verified: false }));
    t.clock.advance(61);
    for (const p of people.slice(0, 3)) expect((await resend(p, ip)).status).toBe(202);
    const over = await resend(people[3]!, ip);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('TOO_MANY_MAIL_REQUESTS');
    expect((await resend(people[4]!, '203.0.113.41')).status).toBe(202);
    const rows = await t.db.select().from(mailRequests).where(and(eq(mailRequests.address, ip), eq(mailRequests.purpose, 'VERIFY_EMAIL')));
    expect(rows).toHaveLength(3);
    expect(JSON.stringify(rows)).not.toContain('@');
  });
});

describe('이메일 변경 확인 메일', () => {
  it('받는(새) 주소마다: 여러 계정이 같은 남의 주소로 변경을 요청해도 한 시간 2통, 그다음은 429', async () => {
    const victim = uniqueEmail('victim');
    const [a, b, c] = [await t.signup(), await t.signup(), await t.signup()];
    expect((await changeEmail(a, victim, '192.0.2.1')).status).toBe(202);
    expect((await changeEmail(b, victim.toUpperCase(), '192.0.2.2')).status).toBe(202);
    const over = await changeEmail(c, victim, '192.0.2.3');
    expect(over.status).toBe(429);
    expect(over.body).toEqual(TOO_MANY);
    expect(await mailsOf(victim, 'CHANGE_EMAIL')).toHaveLength(2);
  });

  it('요청한 주소(IP)마다 한 시간 3번, 거절된 요청(같은 주소·이미 가입한 주소)도 센다: 이 길로 가입 여부를 한도 없이 알아보지 못하게', async () => {
    const ip = '192.0.2.50';
    const people = [await t.signup(), await t.signup(), await t.signup(), await t.signup()];
    expect((await changeEmail(people[0]!, people[0]!.email, ip)).body.code).toBe('SAME_EMAIL');
    expect((await changeEmail(people[0]!, people[1]!.email, ip)).body.code).toBe('EMAIL_ALREADY_REGISTERED');
    expect((await changeEmail(people[2]!, uniqueEmail('next'), ip)).status).toBe(202);
    const over = await changeEmail(people[3]!, uniqueEmail('next'), ip);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('TOO_MANY_MAIL_REQUESTS');
    // 이미 쓰는 주소를 묻는 것도 한도에 걸린다
    expect((await changeEmail(people[3]!, people[1]!.email, ip)).body.code).toBe('TOO_MANY_MAIL_REQUESTS');
    expect((await changeEmail(people[3]!, uniqueEmail('next'), '192.0.2.51')).status).toBe(202);
  });
});
