import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails, members, notifications } from '../../../server/db/schema';
import type { AppDeps } from '../../../server/lib/context';
import { withdrawMember } from '../../../server/members/withdrawal.service';
import { deliverDueNotifications } from '../../../server/notifications/deliver';
import { DEFAULT_PREFERENCES, upsertPreferences } from '../../../server/notifications/notifications.repository';
import { enqueueNotification, inMarketingQuietHours, nextMarketingSlot, normalisePhone, type NotificationEvent } from '../../../server/notifications/notifications.service';
import { eucKrBytes, renderTemplate, smsMessageOf, TEMPLATE_CODES, TEMPLATES } from '../../../server/notifications/templates';
import type { MessageDelivery, MessagingProvider, OutgoingMessage } from '../../../server/providers/messaging';
import { outboxMessaging } from '../../../server/providers/messaging/outbox';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { insertMember, notificationRow, paidVariables } from './fixtures';

/** 보낸 것을 적어 두는 어댑터: 내장 outbox 어댑터에 그대로 넘긴다(우리 코드를 흉내 내지 않는다) */
const sent: OutgoingMessage[] = [];
const inner = outboxMessaging();
const recording: MessagingProvider = {
  name: 'outbox',
  async send(m): Promise<MessageDelivery> {
    sent.push(m);
    return inner.send(m);
  },
  findSent: (lookup) => inner.findSent(lookup),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { messaging: recording } });
});
afterAll(() => t.close());

const enqueue = (event: NotificationEvent, deps: Pick<AppDeps, 'config' | 'now'> = t.deps) =>
  t.db.transaction((tx) => enqueueNotification(deps, tx, event));
const paid = (memberId: number, eventKey: string): NotificationEvent<'PAYMENT_CONFIRMED'> => ({ memberId, eventKey, template: 'PAYMENT_CONFIRMED', variables: paidVariables });
const sentTo = (phone: string | null) => sent.filter((m) => m.to === phone);

/** 한국 시각 그날 h시 m분(UTC 로). 앞으로 올 날짜를 써서 다른 줄의 시각과 겹치지 않게 */
const kst = (day: string, h: number, m = 0) => new Date(Date.parse(`${day}T00:00:00Z`) - 9 * 3_600_000 + (h * 60 + m) * 60_000);

describe('템플릿', () => {
  it('모든 템플릿이 적힌 변수로 빠짐없이 렌더되고, 빠진·모르는 변수는 던진다', () => {
    for (const code of TEMPLATE_CODES) {
      const vars = Object.fromEntries(TEMPLATES[code].variables.map((v) => [v, `값${v}`]));
      const text = renderTemplate(code, vars);
      expect(text).not.toMatch(/#\{/);
      for (const v of TEMPLATES[code].variables) expect(text).toContain(`값${v}`);
    }
    expect(() => renderTemplate('PAYMENT_CONFIRMED', { 회원명: '홍길동' })).toThrow('#{주문번호}');
    expect(() => renderTemplate('PAYMENT_CONFIRMED', { ...paidVariables, 쿠폰: 'x' })).toThrow('모르는 변수');
  });

  it('문자는 EUC-KR 90바이트까지 SMS, 넘으면 제목 있는 LMS. 광고성은 (광고)와 무료 수신거부', () => {
    expect(eucKrBytes('abc')).toBe(3);
    expect(eucKrBytes('가나다')).toBe(6);
    const short = smsMessageOf('REFILL_DONE', '짧은 안내', { optOutText: '수신거부 080-000-0000' });
    expect(short).toEqual({ type: 'SMS', text: '[그로스몰] 짧은 안내', subject: null });
    const long = smsMessageOf('REFILL_DONE', '가'.repeat(40), { optOutText: 'x' });
    expect(eucKrBytes(`[그로스몰] ${'가'.repeat(40)}`)).toBeGreaterThan(90);
    expect(long).toMatchObject({ type: 'LMS', subject: '[그로스몰] 리필 완료' });
    const ad = smsMessageOf('MARKETING_NOTICE', '주말 할인', { optOutText: '무료수신거부 080-000-0000' });
    expect(ad.text.startsWith('(광고)그로스몰\n')).toBe(true);
    expect(ad.text.endsWith('\n무료수신거부 080-000-0000')).toBe(true);
  });
});

describe('enqueueNotification', () => {
  it('한 사건은 한 번만 – 같은 eventKey 로 두 번 넣으면 줄은 하나, 보내기도 한 번', async () => {
    const m = await insertMember(t.db);
    const key = `purchase:${m.memberId}:paid`;
    const first = await enqueue(paid(m.memberId, key));
    const second = await enqueue(paid(m.memberId, key));
    expect(first).toMatchObject({ duplicate: false, skipped: null });
    expect(first.notificationIds).toHaveLength(1);
    expect(second).toEqual({ notificationIds: [], duplicate: true, skipped: null });
    expect(await t.db.select().from(notifications).where(eq(notifications.eventKey, key))).toHaveLength(1);

    await deliverDueNotifications(t.deps);
    await deliverDueNotifications(t.deps);
    expect(sentTo(m.phone)).toHaveLength(1);
    // 내장 기본값(outbox): 보내지 않고 발송함 줄에 알림톡 모양 그대로 남는다
    expect(await notificationRow(t.db, first.notificationIds[0]!)).toMatchObject({
      status: 'SENT',
      channel: 'KAKAO',
      provider: 'outbox',
      providerMessageId: `outbox-${first.notificationIds[0]}`,
      recipientPhone: m.phone,
    });
  });

  it('업무 트랜잭션이 되돌려지면 알림도 없다', async () => {
    const m = await insertMember(t.db);
    const key = `rollback:${m.memberId}`;
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueNotification(t.deps, tx, paid(m.memberId, key));
        throw new Error('업무 실패');
      }),
    ).rejects.toThrow('업무 실패');
    expect(await t.db.select().from(notifications).where(eq(notifications.eventKey, key))).toHaveLength(0);
  });

  it('번호는 가입 때와 같은 규칙으로 한 모양(숫자만)으로 읽고, 올바르지 않은 번호에는 휴대폰 알림을 넣지 않는다', async () => {
    expect(normalisePhone(' 010-1234-5678 ')).toBe('01012345678');
    expect(normalisePhone('0212345678')).toBeNull();
    expect(normalisePhone(null)).toBeNull();
    const bad = await insertMember(t.db, { phone: '0299999999' });
    expect(await enqueue(paid(bad.memberId, `phone-bad:${bad.memberId}`))).toMatchObject({ skipped: 'NO_CHANNEL', notificationIds: [] });
  });

  it('알림 선택 – 묶음을 끄면 넣지 않고, 알림톡을 끄면 문자로, 메일을 켜면 메일 발송함에도', async () => {
    const off = await insertMember(t.db);
    await upsertPreferences(t.db, off.memberId, { ...DEFAULT_PREFERENCES, orderUpdates: false }, t.clock.now());
    expect(await enqueue(paid(off.memberId, `prefs-off:${off.memberId}`))).toMatchObject({ skipped: 'OPTED_OUT', notificationIds: [] });
    // 다른 묶음(문의 답변)은 그대로 간다
    const qna = await enqueue({ memberId: off.memberId, eventKey: `prefs-qna:${off.memberId}`, template: 'INQUIRY_ANSWERED', variables: { 회원명: '홍길동', 문의제목: '배송 문의' } });
    expect(qna.notificationIds).toHaveLength(1);

    const smsOnly = await insertMember(t.db);
    await upsertPreferences(t.db, smsOnly.memberId, { ...DEFAULT_PREFERENCES, kakao: false }, t.clock.now());
    const r = await enqueue(paid(smsOnly.memberId, `prefs-sms:${smsOnly.memberId}`));
    expect((await notificationRow(t.db, r.notificationIds[0]!)).channel).toBe('LMS');
    await deliverDueNotifications(t.deps);
    const [msg] = sentTo(smsOnly.phone);
    expect(msg).toMatchObject({ kakao: null, sms: { type: 'LMS' } });

    const withMail = await insertMember(t.db);
    await upsertPreferences(t.db, withMail.memberId, { ...DEFAULT_PREFERENCES, mail: true }, t.clock.now());
    const both = await enqueue(paid(withMail.memberId, `prefs-mail:${withMail.memberId}`));
    expect(both.notificationIds).toHaveLength(2);
    const mailRow = await notificationRow(t.db, both.notificationIds[1]!);
    expect(mailRow).toMatchObject({ channel: 'MAIL', eventKey: `prefs-mail:${withMail.memberId}#mail`, provider: 'mail' });
    const [mail] = await t.db.select().from(mails).where(eq(mails.id, mailRow.mailId!));
    expect(mail).toMatchObject({ template: 'NOTIFICATION', toAddress: withMail.email, subject: '[그로스몰] 결제 완료', status: 'PENDING' });
    // 메일도 한 번만
    expect((await enqueue(paid(withMail.memberId, `prefs-mail:${withMail.memberId}`))).duplicate).toBe(true);
    expect(await t.db.select().from(mails).where(like(mails.toAddress, withMail.email))).toHaveLength(1);
  });
});

describe('탈퇴한 회원', () => {
  it('탈퇴한 회원에게는 넣지 않는다', async () => {
    const m = await insertMember(t.db, { status: 'DELETED' });
    expect(await enqueue(paid(m.memberId, `withdrawn:${m.memberId}`))).toMatchObject({ skipped: 'WITHDRAWN', notificationIds: [] });
  });

  it('넣은 뒤 탈퇴하면 아직 나가지 않은 알림도 지워져 아무것도 가지 않는다', async () => {
    const m = await insertMember(t.db);
    const r = await enqueue(paid(m.memberId, `withdraw-later:${m.memberId}`));
    await withdrawMember(t.deps, m.memberId);
    await deliverDueNotifications(t.deps);
    expect(sentTo(m.phone)).toHaveLength(0);
    expect(await t.db.select().from(notifications).where(eq(notifications.id, r.notificationIds[0]!))).toHaveLength(0);
  });

  it('보낼 때 이미 탈퇴 상태면 보내지 않고 CANCELLED', async () => {
    const m = await insertMember(t.db);
    const r = await enqueue(paid(m.memberId, `withdraw-race:${m.memberId}`));
    await t.db.update(members).set({ status: 'DELETED' }).where(eq(members.id, m.memberId));
    await deliverDueNotifications(t.deps);
    expect(sentTo(m.phone)).toHaveLength(0);
    expect(await notificationRow(t.db, r.notificationIds[0]!)).toMatchObject({ status: 'CANCELLED', lastError: '탈퇴한 회원' });
  });
});

describe('광고성 알림', () => {
  const ad = (memberId: number, key: string): NotificationEvent<'MARKETING_NOTICE'> => ({
    memberId,
    eventKey: key,
    template: 'MARKETING_NOTICE',
    variables: { 제목: '주말 특가', 내용: '팔로워 상품 20% 할인' },
  });

  it('밤 시간 판단: 21:00~07:59 KST 는 밤, 밤이면 다음 08:00 KST', () => {
    expect(inMarketingQuietHours(kst('2031-03-03', 20, 59))).toBe(false);
    expect(inMarketingQuietHours(kst('2031-03-03', 21, 0))).toBe(true);
    expect(inMarketingQuietHours(kst('2031-03-04', 7, 59))).toBe(true);
    expect(inMarketingQuietHours(kst('2031-03-04', 8, 0))).toBe(false);
    expect(nextMarketingSlot(kst('2031-03-03', 22, 30)).toISOString()).toBe(kst('2031-03-04', 8).toISOString());
    expect(nextMarketingSlot(kst('2031-03-04', 3)).toISOString()).toBe(kst('2031-03-04', 8).toISOString());
    const noon = kst('2031-03-04', 12);
    expect(nextMarketingSlot(noon)).toBe(noon);
  });

  it('수신 동의가 없으면 넣지 않는다', async () => {
    const m = await insertMember(t.db, { agreeMarketing: false });
    expect(await enqueue(ad(m.memberId, `ad-noconsent:${m.memberId}`))).toMatchObject({ skipped: 'NO_MARKETING_CONSENT' });
  });

  it('밤에 넣은 광고는 아침 8시까지 기다렸다가 (광고)·수신거부와 함께 문자로만 간다', async () => {
    const m = await insertMember(t.db, { agreeMarketing: true });
    const night = kst('2031-03-05', 22);
    const at = (d: Date) => ({ ...t.deps, now: () => d });
    const r = await enqueue(ad(m.memberId, `ad-night:${m.memberId}`), at(night));
    const row = await notificationRow(t.db, r.notificationIds[0]!);
    // 수신거부 줄까지 붙으면 90바이트를 넘어 LMS 다
    expect(row).toMatchObject({ marketing: true, channel: 'LMS', status: 'QUEUED' });
    expect(row.nextAttemptAt.toISOString()).toBe(kst('2031-03-06', 8).toISOString());

    await deliverDueNotifications(at(kst('2031-03-06', 7, 59)));
    expect(sentTo(m.phone)).toHaveLength(0);
    await deliverDueNotifications(at(kst('2031-03-06', 8, 0)));
    const [msg, ...more] = sentTo(m.phone);
    expect(more).toHaveLength(0);
    expect(msg!.kakao).toBeNull();
    expect(msg!.sms).toMatchObject({ type: 'LMS', subject: '(광고)혜택 안내' });
    expect(msg!.sms!.text).toBe(`(광고)그로스몰\n주말 특가\n\n팔로워 상품 20% 할인\n${t.config.MARKETING_OPT_OUT_TEXT}`);
    expect(await notificationRow(t.db, r.notificationIds[0]!)).toMatchObject({ status: 'SENT', attempts: 1 });
  });

  it('밤에 일꾼이 잡은 광고(낮에 넣고 밀린 것)는 시도로 세지 않고 아침으로 미룬다', async () => {
    const m = await insertMember(t.db, { agreeMarketing: true });
    const r = await enqueue(ad(m.memberId, `ad-late:${m.memberId}`), { ...t.deps, now: () => kst('2031-04-01', 20, 59) });
    await deliverDueNotifications({ ...t.deps, now: () => kst('2031-04-01', 23) });
    expect(sentTo(m.phone)).toHaveLength(0);
    const row = await notificationRow(t.db, r.notificationIds[0]!);
    expect(row).toMatchObject({ status: 'QUEUED', attempts: 0 });
    expect(row.nextAttemptAt.toISOString()).toBe(kst('2031-04-02', 8).toISOString());
  });

  it('넣은 뒤 수신 동의를 거두면 보내지 않는다', async () => {
    const m = await insertMember(t.db, { agreeMarketing: true });
    const r = await enqueue(ad(m.memberId, `ad-revoke:${m.memberId}`), { ...t.deps, now: () => kst('2031-05-01', 12) });
    await t.db.update(members).set({ agreeMarketing: false }).where(eq(members.id, m.memberId));
    await deliverDueNotifications({ ...t.deps, now: () => kst('2031-05-01', 12, 1) });
    expect(sentTo(m.phone)).toHaveLength(0);
    expect(await notificationRow(t.db, r.notificationIds[0]!)).toMatchObject({ status: 'CANCELLED' });
  });
});
