import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails, notifications } from '../../../server/db/schema';
import { kstDate } from '../../../server/lib/time';
import { enqueueMail } from '../../../server/mail/outbox';
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

const DAY_MS = 24 * 3600_000;
const KST_OFFSET_MS = 9 * 3600_000;
const get = (path: string, token = owner.accessToken) => t.json('GET', path, undefined, token);
const ids = (body: { items: { source: string; id: number }[] }) => body.items.map((i) => `${i.source}:${i.id}`);
const paid = (memberId: number, eventKey: string) =>
  t.db.transaction((tx) => enqueueNotification(t.deps, tx, { memberId, eventKey, template: 'PAYMENT_CONFIRMED', variables: paidVariables }));
const replyMail = (m: { memberId: number; email: string }) =>
  enqueueMail(t.db, { template: 'QNA_REPLY', to: m.email, memberId: m.memberId, subject: '[그로스몰] 1:1 문의에 답변이 등록되었습니다', text: '답변', now: t.clock.now() });

/**
 * 회원 한 명의 발송함: 알림톡(보냄), 메일 알림(그 메일은 대기), 1분 뒤 문의 답변 메일(대기).
 * 메일 알림이 가리키는 메일은 알림 줄로만 나와야 한다.
 */
async function memberWithThreeMessages() {
  const m = await insertMember(t.db);
  await upsertPreferences(t.db, m.memberId, { ...DEFAULT_PREFERENCES, mail: true }, t.clock.now());
  const [kakaoId, mailNoticeId] = (await paid(m.memberId, `outbox:${m.memberId}:paid`)).notificationIds;
  await deliverDueNotifications(t.deps);
  t.clock.advance(60);
  const replyId = await replyMail(m);
  const noticeMailId = (await t.db.select().from(notifications).where(eq(notifications.id, mailNoticeId!)))[0]!.mailId!;
  return { ...m, kakaoId: kakaoId!, mailNoticeId: mailNoticeId!, noticeMailId, replyId };
}

describe('GET /v1/admin/outbox – 발송함(알림과 메일을 한 목록에)', () => {
  it.each([
    ['OWNER', 200, undefined],
    ['MANAGER', 200, undefined],
    ['SUPPORT', 403, 'ADMIN_ROLE_FORBIDDEN'],
    ['MEMBER', 403, 'ADMIN_ONLY'],
    ['로그인 안 함', 401, undefined],
  ] as const)('%s → %i', async (who, status, code) => {
    const token =
      who === 'OWNER' || who === 'MANAGER' || who === 'SUPPORT'
        ? (await t.loginAsAdmin(who)).accessToken
        : who === 'MEMBER'
          ? (await t.signup()).accessToken
          : undefined;
    const res = await t.json('GET', '/v1/admin/outbox', undefined, token);
    expect(res.status).toBe(status);
    if (code) expect(res.body.code).toBe(code);
  });

  it('최신순 한 목록: 알림톡은 가린 번호, 메일 알림은 그 메일의 상태와 주소로 한 줄, 메일함에만 있는 메일도 한 줄', async () => {
    const m = await memberWithThreeMessages();
    const res = await get(`/v1/admin/outbox?memberId=${m.memberId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, size: 20, total: 3 });
    // 메일 알림과 알림톡은 같은 시각: id 가 큰 메일 알림이 먼저
    expect(ids(res.body)).toEqual([`MAIL:${m.replyId}`, `NOTIFICATION:${m.mailNoticeId}`, `NOTIFICATION:${m.kakaoId}`]);
    expect(ids(res.body)).not.toContain(`MAIL:${m.noticeMailId}`);

    const [reply, mailNotice, kakao] = res.body.items;
    expect(reply).toEqual({
      source: 'MAIL',
      id: m.replyId,
      memberId: m.memberId,
      channel: 'MAIL',
      template: 'QNA_REPLY',
      title: '[그로스몰] 1:1 문의에 답변이 등록되었습니다',
      recipient: m.email,
      status: 'QUEUED',
      attempts: 0,
      lastError: null,
      createdAt: expect.any(String),
      sentAt: null,
    });
    expect(mailNotice).toMatchObject({ source: 'NOTIFICATION', channel: 'MAIL', template: 'PAYMENT_CONFIRMED', title: '결제 완료', recipient: m.email, status: 'QUEUED', attempts: 0, sentAt: null });
    const masked = `${m.phone!.slice(0, 3)}-****-${m.phone!.slice(7)}`;
    expect(kakao).toEqual({
      source: 'NOTIFICATION',
      id: m.kakaoId,
      memberId: m.memberId,
      channel: 'KAKAO',
      template: 'PAYMENT_CONFIRMED',
      title: '결제 완료',
      recipient: masked,
      status: 'SENT',
      attempts: 1,
      lastError: null,
      createdAt: expect.any(String),
      sentAt: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toContain(m.phone!);
    expect(Date.parse(reply.createdAt)).toBeGreaterThan(Date.parse(kakao.createdAt));
  });

  it('거르기 – 경로, 상태(메일의 실패도 실패로), 받는 사람(하이픈 넣은 번호, 주소 일부는 대소문자 무시)', async () => {
    const m = await memberWithThreeMessages();
    await t.db.update(mails).set({ status: 'FAILED', attempts: 5, lastError: 'SMTP 550 mailbox unavailable' }).where(eq(mails.id, m.noticeMailId));
    const q = (s: string) => get(`/v1/admin/outbox?memberId=${m.memberId}&${s}`);

    expect(ids((await q('channel=KAKAO')).body)).toEqual([`NOTIFICATION:${m.kakaoId}`]);
    expect(ids((await q('channel=MAIL')).body)).toEqual([`MAIL:${m.replyId}`, `NOTIFICATION:${m.mailNoticeId}`]);
    expect((await q('channel=SMS')).body).toMatchObject({ items: [], total: 0 });

    const failed = await q('status=FAILED');
    expect(failed.body.items).toEqual([expect.objectContaining({ source: 'NOTIFICATION', id: m.mailNoticeId, status: 'FAILED', attempts: 5, lastError: 'SMTP 550 mailbox unavailable' })]);
    expect(ids((await q('status=QUEUED')).body)).toEqual([`MAIL:${m.replyId}`]);
    expect(ids((await q('status=SENT')).body)).toEqual([`NOTIFICATION:${m.kakaoId}`]);

    const dashed = m.phone!.replace(/^(\d{3})(\d{4})(\d{4})$/, '$1-$2-$3');
    const byPhone = await get(`/v1/admin/outbox?recipient=${encodeURIComponent(dashed)}`);
    expect(ids(byPhone.body)).toEqual([`NOTIFICATION:${m.kakaoId}`]);
    const local = m.email.split('@')[0]!.toUpperCase();
    const byMail = await get(`/v1/admin/outbox?recipient=${encodeURIComponent(local)}`);
    expect(ids(byMail.body)).toEqual([`MAIL:${m.replyId}`, `NOTIFICATION:${m.mailNoticeId}`]);
    // 주소의 % 는 글자 그대로: 모든 줄에 맞지 않는다
    expect((await q('recipient=%25')).body.total).toBe(0);
  });

  it('쪽 – size·page 로 나누고 total 은 거른 전체', async () => {
    const m = await memberWithThreeMessages();
    const first = await get(`/v1/admin/outbox?memberId=${m.memberId}&size=2`);
    expect(first.body).toMatchObject({ page: 1, size: 2, total: 3 });
    expect(ids(first.body)).toEqual([`MAIL:${m.replyId}`, `NOTIFICATION:${m.mailNoticeId}`]);
    const second = await get(`/v1/admin/outbox?memberId=${m.memberId}&size=2&page=2`);
    expect(second.body).toMatchObject({ page: 2, size: 2, total: 3 });
    expect(ids(second.body)).toEqual([`NOTIFICATION:${m.kakaoId}`]);
  });

  it('기간 – 만든 날(서울) 시작·끝을 포함한다', async () => {
    // 세 통은 1분에 걸쳐 만들어진다: 서울 자정 직전이면 첫 두 통과 답변 메일이 다른 날이 되어 '같은 날' 이 깨진다
    const toKstMidnightMs = DAY_MS - ((t.clock.now().getTime() + KST_OFFSET_MS) % DAY_MS);
    if (toKstMidnightMs < 10 * 60_000) t.clock.advance(Math.ceil(toKstMidnightMs / 1000) + 60);
    const m = await memberWithThreeMessages();
    const firstDay = kstDate(t.clock.now());
    t.clock.advance(3 * 24 * 3600);
    const laterId = await replyMail(m);
    const laterDay = kstDate(t.clock.now());
    t.clock.reset();

    const q = (s: string) => get(`/v1/admin/outbox?memberId=${m.memberId}&${s}`);
    expect(ids((await q(`from=${laterDay}`)).body)).toEqual([`MAIL:${laterId}`]);
    expect(ids((await q(`from=${laterDay}&to=${laterDay}`)).body)).toEqual([`MAIL:${laterId}`]);
    expect((await q(`to=${firstDay}`)).body.total).toBe(3);
    expect((await q(`from=${firstDay}&to=${firstDay}`)).body.total).toBe(3);
  });

  it('틀린 조건은 한국어 400', async () => {
    for (const bad of ['status=NOPE', 'channel=FAX', 'memberId=abc', 'from=2026-02-30', 'size=0', 'page=0']) {
      const res = await get(`/v1/admin/outbox?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.message, bad).toMatch(/[가-힣]/);
    }
    const reversed = await get('/v1/admin/outbox?from=2026-11-20&to=2026-11-01');
    expect(reversed.status).toBe(400);
    expect(JSON.stringify(reversed.body)).toContain('시작일은 종료일보다 늦을 수 없습니다.');
  });
});

describe('GET /v1/admin/notifications/{id} – 상세의 템플릿 이름', () => {
  it('발송함 줄과 같은 이름과 보낸 본문 그대로', async () => {
    const m = await insertMember(t.db);
    const id = (await paid(m.memberId, `outbox-detail:${m.memberId}`)).notificationIds[0]!;
    const res = await get(`/v1/admin/notifications/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, title: '결제 완료', templateCode: 'PAYMENT_CONFIRMED', recipientPhone: m.phone });
    expect(res.body.text).toContain('주문번호 P2026112600001의 결제(무통장입금, 12,000원)가 확인되었습니다.');
  });
});
