import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailRequests, mails, memberTokens } from '../../../server/db/schema';
import { accountMailLimits } from '../../../server/members/mail-requests.service';
import { settlePasswordResetMails } from '../../../server/members/password-reset.service';
import { createTestApp, uniqueEmail, type TestApp } from '../../helpers/test-app';
import { lastMailTo, nullMail } from '../member-info/helpers';

let t: TestApp;
beforeAll(async () => {
  // 요청 주소마다 세는 한도를 시험하려고 X-Forwarded-For 를 믿는다(없으면 모두 'unknown')
  t = await createTestApp({ deps: { mail: nullMail }, env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Reset-passw0rd!';
const ANSWER = { message: '가입된 이메일이라면 비밀번호 재설정 링크를 보냈습니다. 메일함을 확인해주세요.' };
const EXPIRED = { code: 'LINK_EXPIRED', message: '링크가 만료되었거나 이미 사용되었습니다.', meta: null };
const TOO_MANY = { code: 'TOO_MANY_RESET_REQUESTS', message: '비밀번호 재설정 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' };
/** 가입 여부로 갈리는 일(회원 찾기, 링크 메일)은 답한 뒤에 돈다: 그 일이 끝난 뒤에 메일함을 본다 */
const requestMail = async (email: string, from?: string) => {
  const res = await t.json('POST', `/v1/members/reset-pwd/mail?email=${encodeURIComponent(email)}`, undefined, undefined, from ? { 'x-forwarded-for': from } : {});
  await settlePasswordResetMails(t.db);
  return res;
};
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const verify = (token: string) => t.json('GET', `/v1/members/reset-pwd?token=${encodeURIComponent(token)}`);
const reset = (token: string, password = NEW_PASSWORD) => t.json('PATCH', '/v1/members/reset-pwd', { token, password });
/** 그 주소로 간 재설정 메일(가입할 때 간 인증 메일은 빼고) */
const mailsTo = async (to: string) => t.db.select().from(mails).where(and(eq(mails.toAddress, to), eq(mails.template, 'RESET_PASSWORD')));

describe('POST /v1/members/reset-pwd/mail', () => {
  it('reset-pwd/mail – 없는 주소도 가입한 주소도 같은 202, 가입한 주소에만 링크 메일', async () => {
    const me = await t.signup();
    const unknown = uniqueEmail('nobody');
    const a = await requestMail(unknown);
    const b = await requestMail(me.email.toUpperCase());
    expect(a.status).toBe(202);
    expect(b.status).toBe(202);
    expect(a.body).toEqual(ANSWER);
    expect(b.body).toEqual(ANSWER);
    expect(await mailsTo(unknown)).toEqual([]);
    const sent = await lastMailTo(t, me.email, 'RESET_PASSWORD');
    expect(sent!.mail.subject).toBe('[그로스몰] 비밀번호 재설정 안내');
    expect(sent!.delivered.text).toContain(`${t.config.WEB_PUBLIC_URL}/account/reset-password?token=${sent!.token}`);
    // 메일함(DB)에는 링크가 없다
    expect(sent!.mail.text).not.toContain(sent!.token!);
    expect(sent!.mail.text).toContain('(보안을 위해 숨김)');
  });

  it('reset-pwd/mail – 틀린 형식의 주소는 400', async () => {
    const res = await requestMail('not-an-email');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('올바른 이메일 주소를 입력해주세요.');
  });

  it('reset-pwd/mail – 한 회원에게 1분에 한 통까지(답은 같다), 1분 뒤 다시 보내면 옛 링크는 죽는다', async () => {
    const me = await t.signup();
    expect((await requestMail(me.email)).status).toBe(202);
    const first = await lastMailTo(t, me.email, 'RESET_PASSWORD');
    const again = await requestMail(me.email);
    expect(again.status).toBe(202);
    expect(again.body).toEqual(ANSWER);
    expect(await mailsTo(me.email)).toHaveLength(1);

    t.clock.advance(61);
    await requestMail(me.email);
    expect(await mailsTo(me.email)).toHaveLength(2);
    const second = await lastMailTo(t, me.email, 'RESET_PASSWORD');
    expect(second!.token).not.toBe(first!.token);
    expect((await verify(first!.token!)).status).toBe(410);
    expect((await verify(second!.token!)).status).toBe(200);
  });
});

describe('POST /v1/members/reset-pwd/mail – 같은 답, 같은 일, 한도', () => {
  it('reset-pwd/mail – 없는 주소·가입한 주소·탈퇴한 주소·방금 보낸 주소 모두 상태·본문·헤더가 같고, 요청마다 해시만 든 기록 한 줄', async () => {
    const me = await t.signup();
    const gone = await t.signup();
    await t.db.execute(`update members set status = 'DELETED' where id = ${gone.memberId}`);
    const unknown = uniqueEmail('nobody');
    const from = '198.51.100.20';
    const answers = [await requestMail(unknown, from), await requestMail(me.email, from), await requestMail(gone.email, from), await requestMail(me.email, from)];
    const shape = (r: (typeof answers)[number]) => ({ status: r.status, body: r.body, headers: [...r.headers.entries()].filter(([k]) => k !== 'date' && k !== 'x-request-id') });
    for (const r of answers) expect(shape(r)).toEqual(shape(answers[0]!));
    expect(answers[0]!.status).toBe(202);

    const rows = await t.db.select().from(mailRequests).where(and(eq(mailRequests.address, from), eq(mailRequests.purpose, 'RESET_PASSWORD')));
    expect(rows.map((r) => r.emailHash)).toEqual([unknown, me.email, gone.email, me.email].map((e) => sha256(e.toLowerCase())));
    expect(JSON.stringify(rows)).not.toContain('@');
    // 메일은 가입한 주소에만, 1분에 한 통
    expect(await mailsTo(unknown)).toEqual([]);
    expect(await mailsTo(gone.email)).toEqual([]);
    expect(await mailsTo(me.email)).toHaveLength(1);
  });

  it('reset-pwd/mail – 링크 토큰은 DB 에 SHA-256 으로만 남는다(토큰 표에도 메일 행에도 원문이 없다)', async () => {
    const me = await t.signup();
    await requestMail(me.email, '198.51.100.21');
    const sent = (await lastMailTo(t, me.email, 'RESET_PASSWORD'))!;
    const token = sent.token!;
    expect(token).toMatch(/^[\w-]{40,}$/);
    const tokens = await t.db.select().from(memberTokens).where(and(eq(memberTokens.memberId, me.memberId), eq(memberTokens.purpose, 'RESET_PASSWORD')));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(tokens)).not.toContain(token);
    await expect.poll(async () => JSON.stringify(await mailsTo(me.email))).not.toContain(token);
  });

  it('reset-pwd/mail – 받는 이메일마다 한 시간에 5번, 하루에 10번까지. 넘으면 429, 가입하지 않은 주소도 똑같이', async () => {
    const { hour, day } = accountMailLimits(t.config).perEmail;
    const me = await t.signup();
    const unknown = uniqueEmail('nobody');
    for (const email of [me.email, unknown]) {
      for (let i = 0; i < hour; i += 1) expect((await requestMail(email, `198.51.100.${30 + i}`)).status).toBe(202);
      const over = await requestMail(email, '198.51.100.99');
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject({ ...TOO_MANY, meta: { retryAfterSeconds: 3600 } });
    }
    // 거절된 요청은 메일을 만들지 않는다(1분에 한 통이라 다섯 번에 한 통)
    expect(await mailsTo(me.email)).toHaveLength(1);

    t.clock.advance(3601);
    for (let i = hour; i < day; i += 1) expect((await requestMail(me.email, `198.51.100.${30 + i}`)).status).toBe(202);
    t.clock.advance(3601);
    const daily = await requestMail(me.email, '198.51.100.98');
    expect(daily.status).toBe(429);
    expect(daily.body).toMatchObject({ ...TOO_MANY, meta: { retryAfterSeconds: 86400 } });
    // 다른 주소는 막히지 않는다
    expect((await requestMail(uniqueEmail('fresh'), '198.51.100.98')).status).toBe(202);
  });

  it('reset-pwd/mail – 요청한 주소(IP)마다 한 시간 한도를 넘으면 429, 다른 IP 는 그대로, 한 시간 뒤 다시', async () => {
    const { hour } = accountMailLimits(t.config).perAddress;
    const ip = '203.0.113.77';
    for (let i = 0; i < hour; i += 1) expect((await requestMail(uniqueEmail('spray'), ip)).status).toBe(202);
    const over = await requestMail(uniqueEmail('spray'), ip);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject(TOO_MANY);
    expect((await requestMail(uniqueEmail('spray'), '203.0.113.78')).status).toBe(202);
    t.clock.advance(3601);
    expect((await requestMail(uniqueEmail('spray'), ip)).status).toBe(202);
  });
});

describe('GET / PATCH /v1/members/reset-pwd', () => {
  it('reset-pwd – 링크 확인은 가린 이메일, 새 비밀번호로 바뀌고 모든 세션이 닫힌다, 링크는 한 번만', async () => {
    const me = await t.signup();
    const other = await t.login(me.email, me.password);
    await requestMail(me.email);
    const { token } = (await lastMailTo(t, me.email, 'RESET_PASSWORD'))!;

    const checked = await verify(token!);
    expect(checked.status).toBe(200);
    const [local, domain] = me.email.split('@');
    expect(checked.body).toEqual({ valid: true, email: expect.stringMatching(new RegExp(`^${local!.slice(0, 2)}\\*+@${domain!.replace('.', '\\.')}$`)) });

    const res = await reset(token!);
    expect(res.status).toBe(204);
    for (const tokens of [me, other]) {
      expect((await t.json('GET', `/v1/my-page/${me.memberId}`, undefined, tokens.accessToken)).status).toBe(401);
      expect((await t.json('POST', '/v1/members/refresh-token', { refreshToken: tokens.refreshToken })).status).toBe(401);
    }
    expect((await t.json('POST', '/v1/members/login/email', { email: me.email, password: me.password })).status).toBe(401);
    expect((await t.login(me.email, NEW_PASSWORD)).accessToken).toBeTruthy();

    const twice = await reset(token!, 'Another-passw0rd!');
    expect(twice.status).toBe(410);
    expect(twice.body).toEqual(EXPIRED);
    expect((await verify(token!)).body).toEqual(EXPIRED);
  });

  it('reset-pwd – 같은 링크로 동시에 두 번 바꿔도 한 번만 성공한다', async () => {
    const me = await t.signup();
    await requestMail(me.email);
    const { token } = (await lastMailTo(t, me.email, 'RESET_PASSWORD'))!;
    const results = await Promise.all([reset(token!, 'First-passw0rd!'), reset(token!, 'Second-passw0rd!')]);
    expect(results.map((r) => r.status).sort()).toEqual([204, 410]);
  });

  it('reset-pwd – RESET_PASSWORD_TTL_MINUTES 가 지나면 410, 엉터리 토큰도 410, 약한 비밀번호는 400', async () => {
    const me = await t.signup();
    await requestMail(me.email);
    const { token } = (await lastMailTo(t, me.email, 'RESET_PASSWORD'))!;
    expect((await reset(token!, 'weak')).status).toBe(400);

    t.clock.advance(t.config.RESET_PASSWORD_TTL_MINUTES * 60 + 1);
    expect((await verify(token!)).body).toEqual(EXPIRED);
    const late = await reset(token!);
    expect(late.status).toBe(410);
    expect(late.body).toEqual(EXPIRED);
    expect((await verify('x'.repeat(43))).status).toBe(410);
    expect((await t.login(me.email, me.password)).accessToken).toBeTruthy();
  });

  it('reset-pwd/mail – 탈퇴한 회원의 옛 주소로는 메일이 가지 않는다', async () => {
    const me = await t.signup();
    await t.db.execute(`update members set status = 'DELETED' where id = ${me.memberId}`);
    expect((await requestMail(me.email)).body).toEqual(ANSWER);
    expect(await mailsTo(me.email)).toEqual([]);
  });
});
