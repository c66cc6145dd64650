import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberNotificationPreferences, members } from '../../../server/db/schema';
import { getNotificationPreferences, updateNotificationPreferences } from '../../../server/notifications/notification-preferences.service';
import { enqueueNotification, type NotificationEvent } from '../../../server/notifications/notifications.service';
import { NOTIFICATION_PREFERENCE_MESSAGES, type UpdateNotificationPreferencesBody } from '../../../lib/schemas/notifications';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { infoPath, nullMail, openMyInfoSession, withSession } from '../member-info/helpers';
import { notificationRow, paidVariables } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { mail: nullMail } });
});
afterAll(() => t.close());

const path = (memberId: number) => `/v1/my-page/${memberId}/notification-preferences`;
const read = (m: TestMember, memberId = m.memberId) => t.json('GET', path(memberId), undefined, m.accessToken);
const save = (m: TestMember, body: unknown, memberId = m.memberId) => t.json('PUT', path(memberId), body, m.accessToken);

const DEFAULTS: UpdateNotificationPreferencesBody = {
  kakao: true,
  sms: true,
  mail: false,
  orderUpdates: true,
  serviceUpdates: true,
  inquiryUpdates: true,
  agreeMarketing: false,
};

/** 앱의 시계(deps.now)로 요청 사이에 찍힌 시각인지 */
async function stampedDuring<T>(work: () => Promise<T>): Promise<{ result: T; stamped: (iso: string | null) => boolean }> {
  const before = t.clock.now().getTime();
  const result = await work();
  const after = t.clock.now().getTime();
  return { result, stamped: (iso) => iso !== null && Date.parse(iso) >= before && Date.parse(iso) <= after };
}

const prefsRowsOf = (memberId: number) => t.db.select().from(memberNotificationPreferences).where(eq(memberNotificationPreferences.memberId, memberId));
const consentOf = async (memberId: number) => (await t.db.select({ agree: members.agreeMarketing }).from(members).where(eq(members.id, memberId)))[0]!.agree;

const enqueue = (event: NotificationEvent) => t.db.transaction((tx) => enqueueNotification(t.deps, tx, event));
const paid = (memberId: number, eventKey: string): NotificationEvent<'PAYMENT_CONFIRMED'> => ({ memberId, eventKey, template: 'PAYMENT_CONFIRMED', variables: paidVariables });
const started = (memberId: number, eventKey: string): NotificationEvent<'SERVICE_STARTED'> => ({
  memberId,
  eventKey,
  template: 'SERVICE_STARTED',
  variables: { 회원명: '홍길동', 상품명: '인스타 팔로워', 대상: '@growth' },
});
const answered = (memberId: number, eventKey: string): NotificationEvent<'INQUIRY_ANSWERED'> => ({
  memberId,
  eventKey,
  template: 'INQUIRY_ANSWERED',
  variables: { 회원명: '홍길동', 문의제목: '배송 문의' },
});
/** 낮 12시(KST)에 넣는 광고: 밤 규칙과 섞이지 않게 */
const ad = (memberId: number, eventKey: string) =>
  t.db.transaction((tx) =>
    enqueueNotification({ ...t.deps, now: () => new Date('2031-06-02T03:00:00Z') }, tx, {
      memberId,
      eventKey,
      template: 'MARKETING_NOTICE',
      variables: { 제목: '주말 특가', 내용: '팔로워 상품 20% 할인' },
    }),
  );

describe('GET /v1/my-page/{memberId}/notification-preferences', () => {
  it('저장한 적 없는 회원은 기본값: 알림톡·문자 켬, 메일 끔, 정보성 묶음 모두 켬, 가입 때의 광고 수신 동의', async () => {
    const me = await t.signup();
    const res = await read(me);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...DEFAULTS, updatedAt: null, marketingConsentChangedAt: null });
    // 읽기만으로는 줄을 만들지 않는다
    expect(await prefsRowsOf(me.memberId)).toHaveLength(0);

    const consented = await t.signup({ agreeMarketing: true });
    expect((await read(consented)).body.agreeMarketing).toBe(true);
  });

  it('본인 것만: 남의 id 로는 403, 로그인 없이는 401', async () => {
    const me = await t.signup();
    const other = await t.signup();
    const res = await read(me, other.memberId);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NOT_YOUR_RESOURCE');
    expect((await t.json('GET', path(me.memberId))).status).toBe(401);
  });
});

describe('PUT /v1/my-page/{memberId}/notification-preferences', () => {
  it('통째로 저장하고 다시 읽으면 그대로, 같은 본문을 또 보내도 결과와 줄이 같다', async () => {
    const me = await t.signup();
    const body = { ...DEFAULTS, kakao: false, mail: true, serviceUpdates: false };
    const { result: first, stamped } = await stampedDuring(() => save(me, body));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ...body, marketingConsentChangedAt: null });
    expect(stamped(first.body.updatedAt)).toBe(true);

    const again = await save(me, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...first.body, updatedAt: again.body.updatedAt });
    const rows = await prefsRowsOf(me.memberId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kakao: false, sms: true, mail: true, orderUpdates: true, serviceUpdates: false, inquiryUpdates: true });

    const res = await read(me);
    expect(res.body).toEqual({ ...body, updatedAt: again.body.updatedAt, marketingConsentChangedAt: null });
  });

  it('광고 수신 동의는 회원 행에 적고, 바꾼 저장만 처리 일시를 돌려준다', async () => {
    const me = await t.signup();
    const on = await stampedDuring(() => save(me, { ...DEFAULTS, agreeMarketing: true }));
    expect(on.result.body.agreeMarketing).toBe(true);
    expect(on.stamped(on.result.body.marketingConsentChangedAt)).toBe(true);
    expect(await consentOf(me.memberId)).toBe(true);

    const same = await save(me, { ...DEFAULTS, agreeMarketing: true });
    expect(same.body).toMatchObject({ agreeMarketing: true, marketingConsentChangedAt: null });

    const off = await stampedDuring(() => save(me, DEFAULTS));
    expect(off.result.body.agreeMarketing).toBe(false);
    expect(off.stamped(off.result.body.marketingConsentChangedAt)).toBe(true);
    expect(await consentOf(me.memberId)).toBe(false);
  });

  it('남의 id 로 저장하면 403 이고 그 회원의 설정도 동의도 그대로다', async () => {
    const me = await t.signup();
    const other = await t.signup();
    const res = await save(me, { ...DEFAULTS, kakao: false, agreeMarketing: true }, other.memberId);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NOT_YOUR_RESOURCE');
    expect(await prefsRowsOf(other.memberId)).toHaveLength(0);
    expect(await consentOf(other.memberId)).toBe(false);
    expect((await t.json('PUT', path(me.memberId), DEFAULTS)).status).toBe(401);
  });

  it('틀린 값은 400 과 한국어 문장, 그 칸을 짚고 아무것도 저장하지 않는다', async () => {
    const me = await t.signup();
    const missing = await save(me, { ...DEFAULTS, sms: undefined });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      code: 'VALIDATION_FAILED',
      message: NOTIFICATION_PREFERENCE_MESSAGES.toggleRequired,
      meta: { target: 'json', fields: { sms: NOTIFICATION_PREFERENCE_MESSAGES.toggleRequired } },
    });

    const stringy = await save(me, { ...DEFAULTS, mail: 'true', agreeMarketing: 1 });
    expect(stringy.status).toBe(400);
    expect(stringy.body.meta.fields).toEqual({
      mail: NOTIFICATION_PREFERENCE_MESSAGES.toggleRequired,
      agreeMarketing: NOTIFICATION_PREFERENCE_MESSAGES.toggleRequired,
    });

    const notJson = await save(me, '{"kakao": tru');
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toMatch(/[가-힣]/);

    expect(await prefsRowsOf(me.memberId)).toHaveLength(0);
  });
});

describe('탈퇴한 회원', () => {
  it('탈퇴하면 그 로그인으로는 읽지도 바꾸지도 못한다(401)', async () => {
    const me = await t.signup();
    const session = await openMyInfoSession(t, me);
    expect((await t.json('DELETE', infoPath(me.memberId), undefined, me.accessToken, withSession(session))).status).toBe(204);
    expect((await read(me)).status).toBe(401);
    expect((await save(me, { ...DEFAULTS, agreeMarketing: true })).status).toBe(401);
    expect(await prefsRowsOf(me.memberId)).toHaveLength(0);
    expect(await consentOf(me.memberId)).toBe(false);
  });

  it('탈퇴와 겨룬 요청(인증은 지났다)도 서비스가 404 로 막고 아무것도 적지 않는다', async () => {
    const me = await t.signup();
    await t.db.update(members).set({ status: 'DELETED' }).where(eq(members.id, me.memberId));
    await expect(getNotificationPreferences(t.deps, me.memberId)).rejects.toMatchObject({ code: 'MEMBER_NOT_FOUND', status: 404 });
    await expect(updateNotificationPreferences(t.deps, me.memberId, { ...DEFAULTS, agreeMarketing: true })).rejects.toMatchObject({
      code: 'MEMBER_NOT_FOUND',
    });
    expect(await prefsRowsOf(me.memberId)).toHaveLength(0);
    expect(await consentOf(me.memberId)).toBe(false);
  });
});

describe('저장한 선택을 알림이 따른다(enqueueNotification)', () => {
  it('기본값이면 정보성 알림은 알림톡으로(문자 대체 켬), 메일은 없다', async () => {
    const me = await t.signup();
    const r = await enqueue(paid(me.memberId, `pref-default:${me.memberId}`));
    expect(r.notificationIds).toHaveLength(1);
    expect(await notificationRow(t.db, r.notificationIds[0]!)).toMatchObject({ channel: 'KAKAO', smsFallback: true, recipientPhone: '01012345678' });
  });

  it('화면에서 끈 묶음은 넣지 않고, 켠 묶음은 고른 길로만 간다', async () => {
    const me = await t.signup();
    expect((await save(me, { ...DEFAULTS, kakao: false, mail: true, serviceUpdates: false })).status).toBe(200);

    expect(await enqueue(started(me.memberId, `pref-svc:${me.memberId}`))).toMatchObject({ skipped: 'OPTED_OUT', notificationIds: [] });

    const order = await enqueue(paid(me.memberId, `pref-order:${me.memberId}`));
    expect(order.notificationIds).toHaveLength(2);
    const [phone, mail] = await Promise.all(order.notificationIds.map((id) => notificationRow(t.db, id)));
    // 알림톡을 껐으니 처음부터 문자(결제 완료 문구는 90바이트를 넘어 LMS)
    expect(phone).toMatchObject({ channel: 'LMS', smsFallback: true });
    expect(mail).toMatchObject({ channel: 'MAIL' });
  });

  it('알림톡만 켜면 문자로 대체하지 않는다', async () => {
    const me = await t.signup();
    await save(me, { ...DEFAULTS, sms: false });
    const r = await enqueue(answered(me.memberId, `pref-kakao-only:${me.memberId}`));
    expect(await notificationRow(t.db, r.notificationIds[0]!)).toMatchObject({ channel: 'KAKAO', smsFallback: false });
  });

  it('받을 길을 모두 끄면 아무것도 넣지 않는다', async () => {
    const me = await t.signup();
    await save(me, { ...DEFAULTS, kakao: false, sms: false, mail: false });
    expect(await enqueue(answered(me.memberId, `pref-none:${me.memberId}`))).toMatchObject({ skipped: 'NO_CHANNEL', notificationIds: [] });
  });

  it('광고는 화면에서 켠 수신 동의가 있을 때만, 끄면 다시 넣지 않는다', async () => {
    const me = await t.signup();
    expect(await ad(me.memberId, `pref-ad-0:${me.memberId}`)).toMatchObject({ skipped: 'NO_MARKETING_CONSENT' });
    await save(me, { ...DEFAULTS, agreeMarketing: true });
    const r = await ad(me.memberId, `pref-ad-1:${me.memberId}`);
    expect(await notificationRow(t.db, r.notificationIds[0]!)).toMatchObject({ marketing: true, channel: 'LMS' });
    await save(me, DEFAULTS);
    expect(await ad(me.memberId, `pref-ad-2:${me.memberId}`)).toMatchObject({ skipped: 'NO_MARKETING_CONSENT' });
  });
});
