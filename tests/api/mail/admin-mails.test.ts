import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails } from '../../../server/db/schema';
import { enqueueMail } from '../../../server/mail/outbox';
import type { MailMessage, MailTransport } from '../../../server/providers/mail';
import { auditRows } from '../../helpers/audit-logs';
import { createTestApp, uniqueEmail, type TestApp, type TestMember } from '../../helpers/test-app';

const sent: string[] = [];
const messages: MailMessage[] = [];
const transport: MailTransport = {
  name: 'outbox',
  send: async (m) => {
    sent.push(m.to);
    messages.push(m);
    return { transport: 'outbox', messageId: `m-${sent.length}` };
  },
};

let t: TestApp;
let admin: TestMember;
beforeAll(async () => {
  t = await createTestApp({ deps: { mail: transport } });
  admin = await t.loginAsAdmin();
});
afterAll(() => t.close());

const get = (path: string, token = admin.accessToken) => t.json('GET', path, undefined, token);

describe('/v1/admin/mails', () => {
  it('GET /v1/admin/mails – 관리자가 아니면 403, 로그인하지 않으면 401', async () => {
    const member = await t.signup();
    const res = await get('/v1/admin/mails', member.accessToken);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ADMIN_ONLY');
    expect((await t.json('GET', '/v1/admin/mails')).status).toBe(401);
    expect((await get('/v1/admin/mails/1', member.accessToken)).status).toBe(403);
    expect((await t.json('POST', '/v1/admin/mails/1/resend', undefined, member.accessToken)).status).toBe(403);
  });

  it('GET /v1/admin/mails – 최신순 페이지, 상태·템플릿·받는 주소로 거른다', async () => {
    const to = uniqueEmail('list');
    const a = await enqueueMail(t.db, { template: 'QNA_REPLY', to, subject: '문의 답변', text: '첫 메일', now: t.clock.now() });
    const b = await enqueueMail(t.db, { template: 'OPERATOR_ALERT', to, subject: '경보', text: '둘째', now: t.clock.now() });
    await t.db.update(mails).set({ status: 'FAILED', attempts: 5, lastError: 'boom' }).where(eq(mails.id, b));

    const all = await get(`/v1/admin/mails?to=${encodeURIComponent(to)}`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(2);
    expect(all.body.items.map((m: { id: number }) => m.id)).toEqual([b, a]);
    expect(all.body.items[1]).toEqual({
      id: a,
      template: 'QNA_REPLY',
      to,
      subject: '문의 답변',
      status: 'PENDING',
      attempts: 0,
      transport: null,
      createdAt: expect.any(String),
      sentAt: null,
    });
    const failed = await get(`/v1/admin/mails?status=FAILED&to=${encodeURIComponent(to)}`);
    expect(failed.body.items.map((m: { id: number }) => m.id)).toEqual([b]);
    const byTemplate = await get(`/v1/admin/mails?template=QNA_REPLY&to=${encodeURIComponent(to)}&size=1`);
    expect(byTemplate.body).toMatchObject({ page: 1, size: 1, total: 1 });
    expect((await get('/v1/admin/mails?status=NOPE')).status).toBe(400);
  });

  it('GET /v1/admin/mails/{id} – 본문과 보낸 기록, 없으면 404', async () => {
    const id = await enqueueMail(t.db, { template: 'RESET_PASSWORD', to: uniqueEmail(), subject: '재설정', text: '링크 본문', now: t.clock.now() });
    const res = await get(`/v1/admin/mails/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, text: '링크 본문', html: null, lastError: null, messageId: null, status: 'PENDING' });
    const missing = await get('/v1/admin/mails/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('MAIL_NOT_FOUND');
  });

  it('GET /v1/admin/mails/{id} – 비밀번호 재설정 메일은 링크를 숨긴 본문만, 회원에게는 링크가 간다', async () => {
    const me = await t.signup();
    expect((await t.json('POST', `/v1/members/reset-pwd/mail?email=${encodeURIComponent(me.email)}`)).status).toBe(202);
    // 메일은 답한 뒤에 줄에 서고 곧 나간다: 나간 뒤에는 링크 원문이 DB 에서도 사라진다(가입 때 간 인증 메일은 빼고 본다)
    const resetMail = and(eq(mails.toAddress, me.email), eq(mails.template, 'RESET_PASSWORD'));
    await expect.poll(async () => (await t.db.select().from(mails).where(resetMail))[0]?.status).toBe('SENT');
    const [row] = await t.db.select().from(mails).where(resetMail);
    expect(row).toMatchObject({ template: 'RESET_PASSWORD', memberId: me.memberId });
    const delivered = messages.find((m) => m.to === me.email && m.text.includes('/account/reset-password'))!;
    const token = /token=([\w-]+)/.exec(delivered.text)![1]!;
    expect(delivered.text).toContain(`/account/reset-password?token=${token}`);
    const [after] = await t.db.select().from(mails).where(eq(mails.id, row!.id));
    expect(after!.secretLink).toBeNull();
    expect(after!.text).not.toContain(token);

    const res = await get(`/v1/admin/mails/${row!.id}`);
    expect(res.status).toBe(200);
    expect(res.body.text).toContain('(보안을 위해 숨김)');
    expect(JSON.stringify(res.body)).not.toContain(token);
    const list = await get(`/v1/admin/mails?to=${encodeURIComponent(me.email)}`);
    expect(JSON.stringify(list.body)).not.toContain(token);
  });

  it('GET /v1/admin/mails/{id} – 보내기 전(PENDING)에도 링크는 보이지 않는다', async () => {
    const link = 'https://shop.example.com/account/email-change?token=pending-secret-token';
    const id = await enqueueMail(t.db, {
      template: 'CHANGE_EMAIL',
      to: uniqueEmail('pending'),
      subject: '확인',
      text: '링크를 열어주세요.\n(보안을 위해 숨김)',
      secretLink: link,
      // 내일 보낼 메일: 앞 시험이 깨운 전송이 가져가지 않는다
      now: new Date(t.clock.now().getTime() + 86_400_000),
    });
    const res = await get(`/v1/admin/mails/${id}`);
    expect(res.body).toMatchObject({ status: 'PENDING', text: '링크를 열어주세요.\n(보안을 위해 숨김)' });
    expect(JSON.stringify(res.body)).not.toContain('pending-secret-token');
  });

  it('POST /v1/admin/mails/{id}/resend – 비밀번호 재설정·이메일 변경·이메일 인증 메일은 실패했어도 409, 다시 줄에 세우지 않는다', async () => {
    for (const template of ['RESET_PASSWORD', 'CHANGE_EMAIL', 'VERIFY_EMAIL'] as const) {
      const id = await enqueueMail(t.db, { template, to: uniqueEmail('secret'), subject: '링크', text: '(보안을 위해 숨김)', secretLink: 'https://x.test/?token=abc', now: t.clock.now() });
      await t.db.update(mails).set({ status: 'FAILED', attempts: 5, lastError: 'boom', secretLink: null }).where(eq(mails.id, id));
      const res = await t.json('POST', `/v1/admin/mails/${id}/resend`, undefined, admin.accessToken);
      expect(res.status, template).toBe(409);
      expect(res.body).toEqual({
        code: 'MAIL_NOT_RESENDABLE',
        message: '보안을 위해 비밀번호 재설정·이메일 변경·이메일 인증 메일은 다시 보낼 수 없습니다. 회원이 다시 요청해야 합니다.',
        meta: { template },
      });
      const [row] = await t.db.select().from(mails).where(eq(mails.id, id));
      expect(row).toMatchObject({ status: 'FAILED', attempts: 5 });
    }
  });

  it('POST /v1/admin/mails/{id}/resend – FAILED 만 PENDING 으로 되돌리고 바로 보낸다, 아니면 409', async () => {
    const to = uniqueEmail('resend');
    const id = await enqueueMail(t.db, { template: 'QNA_REPLY', to, subject: '답변', text: '본문', now: t.clock.now() });
    await t.db.update(mails).set({ status: 'FAILED', attempts: 5, lastError: 'boom' }).where(eq(mails.id, id));
    const res = await t.json('POST', `/v1/admin/mails/${id}/resend`, undefined, admin.accessToken);
    expect(res.status).toBe(200);
    expect(['PENDING', 'SENT']).toContain(res.body.status);
    // 커밋 뒤 깨운 전송이 끝나기를 기다린다(시간이 아니라 상태를)
    await expect.poll(async () => (await t.db.select().from(mails).where(eq(mails.id, id)))[0]!.status).toBe('SENT');
    expect(sent).toContain(to);

    const again = await t.json('POST', `/v1/admin/mails/${id}/resend`, undefined, admin.accessToken);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'MAIL_NOT_FAILED', message: '실패한 메일만 다시 보낼 수 있습니다.' });
    expect((await t.json('POST', '/v1/admin/mails/999999/resend', undefined, admin.accessToken)).status).toBe(404);
  });

  it('POST /v1/admin/mails/{id}/resend – 작업 기록: 되돌린 메일마다 누가·요청 id·이전 상태를 한 줄; 409·404 는 기록 없음', async () => {
    const manager = await t.loginAsAdmin('MANAGER');
    const resend = (id: number, requestId: string) => t.json('POST', `/v1/admin/mails/${id}/resend`, undefined, manager.accessToken, { 'x-request-id': requestId });
    const id = await enqueueMail(t.db, { template: 'QNA_REPLY', to: uniqueEmail('audit'), subject: '기록될 답변', text: '본문', now: t.clock.now() });
    await t.db.update(mails).set({ status: 'FAILED', attempts: 5, lastError: 'smtp 550' }).where(eq(mails.id, id));

    expect((await resend(id, 'req-mail-resend')).status).toBe(200);
    const rows = await auditRows(t, 'mails.resend', id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorMemberId: manager.memberId,
      actorRole: 'MANAGER',
      targetType: 'mail',
      requestId: 'req-mail-resend',
      before: { status: 'FAILED', attempts: 5, lastError: 'smtp 550' },
      after: { status: 'PENDING', attempts: 0 },
    });
    expect(rows[0]!.summary).toBe(`메일 #${id} 다시 보내기: 기록될 답변`);

    // 다시 보내는 중이거나 보낸 메일(409), 비밀 링크 메일(409), 없는 메일(404)
    await expect.poll(async () => (await t.db.select().from(mails).where(eq(mails.id, id)))[0]!.status).toBe('SENT');
    expect((await resend(id, 'req-mail-again')).status).toBe(409);
    const secret = await enqueueMail(t.db, { template: 'RESET_PASSWORD', to: uniqueEmail('audit-secret'), subject: '링크', text: '(보안을 위해 숨김)', now: t.clock.now() });
    await t.db.update(mails).set({ status: 'FAILED', attempts: 5 }).where(eq(mails.id, secret));
    expect((await resend(secret, 'req-mail-secret')).status).toBe(409);
    expect((await resend(999999, 'req-mail-missing')).status).toBe(404);
    expect(await auditRows(t, 'mails.resend', id)).toHaveLength(1);
    expect(await auditRows(t, 'mails.resend', secret)).toHaveLength(0);
    expect(await auditRows(t, 'mails.resend', 999999)).toHaveLength(0);
  });
});
