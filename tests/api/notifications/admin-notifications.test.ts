import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails, notifications } from '../../../server/db/schema';
import { deliverDueNotifications } from '../../../server/notifications/deliver';
import { DEFAULT_PREFERENCES, upsertPreferences } from '../../../server/notifications/notifications.repository';
import { enqueueNotification } from '../../../server/notifications/notifications.service';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { insertMember, paidVariables } from './fixtures';

let t: TestApp;
let owner: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAsAdmin('OWNER');
});
afterAll(() => t.close());

const get = (path: string, token = owner.accessToken) => t.json('GET', path, undefined, token);
const paid = (memberId: number, eventKey: string) => t.db.transaction((tx) =>
  enqueueNotification(t.deps, tx, { memberId, eventKey, template: 'PAYMENT_CONFIRMED', variables: paidVariables }),
);

describe('/v1/admin/notifications – 발송함', () => {
  it('OWNER·MANAGER 만: 상담(SUPPORT)·회원은 403, 로그인하지 않으면 401', async () => {
    const member = await t.signup();
    expect((await get('/v1/admin/notifications', member.accessToken)).status).toBe(403);
    const support = await t.loginAsAdmin('SUPPORT');
    expect((await get('/v1/admin/notifications', support.accessToken)).status).toBe(403);
    expect((await get('/v1/admin/notifications/1', support.accessToken)).status).toBe(403);
    const manager = await t.loginAsAdmin('MANAGER');
    expect((await get('/v1/admin/notifications', manager.accessToken)).status).toBe(200);
    expect((await t.json('GET', '/v1/admin/notifications')).status).toBe(401);
  });

  it('목록 – 최신순, 상태·경로·번호(하이픈 무시)·회원으로 거르고, 메일 알림은 메일 상태를 함께', async () => {
    const m = await insertMember(t.db);
    await upsertPreferences(t.db, m.memberId, { ...DEFAULT_PREFERENCES, mail: true }, t.clock.now());
    const r = await paid(m.memberId, `console:${m.memberId}:paid`);
    const [kakaoId, mailId] = r.notificationIds;
    await deliverDueNotifications(t.deps);

    const all = await get(`/v1/admin/notifications?memberId=${m.memberId}`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(2);
    expect(all.body.items.map((i: { id: number }) => i.id)).toEqual([mailId, kakaoId].sort((a, b) => b! - a!));
    const kakao = all.body.items.find((i: { id: number }) => i.id === kakaoId);
    expect(kakao).toEqual({
      id: kakaoId,
      memberId: m.memberId,
      eventKey: `console:${m.memberId}:paid`,
      templateCode: 'PAYMENT_CONFIRMED',
      channel: 'KAKAO',
      recipientPhone: m.phone,
      status: 'SENT',
      marketing: false,
      attempts: 1,
      provider: 'outbox',
      mailId: null,
      mailStatus: null,
      createdAt: expect.any(String),
      sentAt: expect.any(String),
    });
    const mailRow = (await t.db.select().from(notifications).where(eq(notifications.id, mailId!)))[0]!;
    const mail = all.body.items.find((i: { id: number }) => i.id === mailId);
    expect(mail).toMatchObject({ channel: 'MAIL', recipientPhone: null, mailId: mailRow.mailId, mailStatus: 'PENDING' });

    const dashed = m.phone!.replace(/^(\d{3})(\d{4})(\d{4})$/, '$1-$2-$3');
    const byPhone = await get(`/v1/admin/notifications?phone=${encodeURIComponent(dashed)}`);
    expect(byPhone.body.items.map((i: { id: number }) => i.id)).toEqual([kakaoId]);
    const byChannel = await get(`/v1/admin/notifications?channel=MAIL&memberId=${m.memberId}`);
    expect(byChannel.body.items.map((i: { id: number }) => i.id)).toEqual([mailId]);

    await t.db.update(notifications).set({ status: 'FAILED', lastError: 'SOLAPI 503' }).where(eq(notifications.id, kakaoId!));
    const failed = await get(`/v1/admin/notifications?status=FAILED&memberId=${m.memberId}`);
    expect(failed.body.items.map((i: { id: number }) => i.id)).toEqual([kakaoId]);
    expect((await get('/v1/admin/notifications?status=NOPE')).status).toBe(400);
    // 메일 알림의 메일은 메일함에도 있다
    expect((await t.db.select().from(mails).where(eq(mails.id, mailRow.mailId!)))[0]!.template).toBe('NOTIFICATION');
  });

  it('상세 – 보낸 본문·변수·실패 까닭, 없으면 404', async () => {
    const m = await insertMember(t.db);
    const r = await paid(m.memberId, `console-detail:${m.memberId}`);
    const id = r.notificationIds[0]!;
    const res = await get(`/v1/admin/notifications/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'QUEUED', variables: paidVariables, providerMessageId: null, lastError: null, sentAt: null });
    expect(res.body.text).toContain('홍길동님, 주문번호 P2026112600001의 결제(무통장입금, 12,000원)가 확인되었습니다.');
    const missing = await get('/v1/admin/notifications/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOTIFICATION_NOT_FOUND');
  });
});
