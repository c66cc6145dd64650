import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../../server/lib/context';
import { deliverDueNotifications, MAX_NOTIFICATION_ATTEMPTS, NOTIFICATION_BACKOFF_SECONDS, NOTIFICATION_LEASE_SECONDS } from '../../../server/notifications/deliver';
import { claimDueNotifications } from '../../../server/notifications/notifications.repository';
import { messagingOf } from '../../../server/providers/messaging';
import { enqueueNotification } from '../../../server/notifications/notifications.service';
import { providerVariables, TEMPLATES } from '../../../server/notifications/templates';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { insertMember, notificationRow, paidVariables } from './fixtures';
import { FakeSolapi } from './solapi-server';

const API_KEY = 'NCSTESTKEY0000001';
const API_SECRET = 'test-secret-ABCDEFGHIJKLMNOPQRSTUVWXYZ012345';
const solapi = new FakeSolapi(API_KEY, API_SECRET);
const logged: unknown[] = [];
let t: TestApp;
let deps: AppDeps;

beforeAll(async () => {
  await solapi.start();
  t = await createTestApp({
    env: {
      SOLAPI_API_KEY: API_KEY,
      SOLAPI_API_SECRET: API_SECRET,
      SOLAPI_PFID: 'KA01PF0000TEST',
      SMS_SENDER_NUMBER: '02-1234-5678',
      SOLAPI_API_URL: solapi.url,
      SOLAPI_TEMPLATE_IDS: JSON.stringify({ PAYMENT_CONFIRMED: 'KA01TP0000PAID', INQUIRY_ANSWERED: 'KA01TP0000QNA' }),
      // 시간 제한은 짧게, 그러나 붐비는 시험 기계에서도 정상 응답이 걸리지 않을 만큼(첫 요청은 연결을 새로 연다)
      MESSAGING_TIMEOUT_MS: '2000',
    },
  });
  // 로그에 무엇이 남는지 본다(비밀값이 없어야 한다)
  const capture = (obj: unknown, msg?: string) => void logged.push(obj, msg);
  const logger = Object.assign(Object.create(t.deps.logger) as AppDeps['logger'], { warn: capture, error: capture, info: capture });
  deps = { ...t.deps, logger };
});
afterAll(async () => {
  await t?.close();
  await solapi.stop();
});

async function queuePaid(memberId: number, key: string) {
  const r = await t.db.transaction((tx) =>
    enqueueNotification(deps, tx, { memberId, eventKey: key, template: 'PAYMENT_CONFIRMED', variables: paidVariables }),
  );
  expect(r.skipped).toBeNull();
  return r.notificationIds[0]!;
}

/** 시계를 그 줄의 다음 시도 시각까지 보낸 deps */
async function depsAtNextAttempt(id: number): Promise<AppDeps> {
  const row = await notificationRow(t.db, id);
  const at = new Date(row.nextAttemptAt.getTime() + 1000);
  return { ...deps, now: () => at };
}

describe('SOLAPI 어댑터(루프백 서버)', () => {
  it('성공 – 서명한 요청으로 알림톡(ATA)을 보내고 SENT, 제공자 메시지 id 를 적는다', async () => {
    const m = await insertMember(t.db);
    const id = await queuePaid(m.memberId, `paid-ok-${m.memberId}`);
    await deliverDueNotifications(deps);

    const [req, ...more] = solapi.to(m.phone!);
    expect(more).toHaveLength(0);
    expect(req).toEqual({
      to: m.phone,
      from: '0212345678',
      type: 'ATA',
      kakaoOptions: {
        pfId: 'KA01PF0000TEST',
        templateId: 'KA01TP0000PAID',
        variables: { '#{회원명}': '홍길동', '#{주문번호}': 'P2026112600001', '#{결제수단}': '무통장입금', '#{금액}': '12,000' },
        disableSms: false,
      },
      customFields: { notificationId: String(id) },
    });
    const row = await notificationRow(t.db, id);
    expect(row).toMatchObject({ status: 'SENT', channel: 'KAKAO', provider: 'solapi', attempts: 1, lastError: null });
    expect(row.providerMessageId).toMatch(/^M4V/);
    expect(row.text).toBe(TEMPLATES.PAYMENT_CONFIRMED.body.replace('#{회원명}', '홍길동').replace('#{주문번호}', 'P2026112600001').replace('#{결제수단}', '무통장입금').replace('#{금액}', '12,000'));
  });

  it('템플릿 오류 – 알림톡이 접수되지 않으면 같은 제공자로 문자(LMS)를 보내고 FELL_BACK', async () => {
    const m = await insertMember(t.db);
    solapi.script(m.phone!, { kind: 'fail-message', statusCode: '3034', statusMessage: '템플릿 내용이 일치하지 않음' });
    const id = await queuePaid(m.memberId, `paid-tpl-${m.memberId}`);
    await deliverDueNotifications(deps);

    const [ata, lms] = solapi.to(m.phone!);
    expect(ata!.type).toBe('ATA');
    expect(lms).toMatchObject({ type: 'LMS', from: '0212345678', subject: '[그로스몰] 결제 완료' });
    expect(lms!.text).toContain('[그로스몰] 홍길동님, 주문번호 P2026112600001의 결제(무통장입금, 12,000원)가 확인되었습니다.');
    const row = await notificationRow(t.db, id);
    expect(row).toMatchObject({ status: 'FELL_BACK', channel: 'LMS', provider: 'solapi', attempts: 1 });
    expect(row.lastError).toContain('템플릿 내용이 일치하지 않음');
  });

  it('요청 단위 4xx(템플릿 검수 전 등)도 문자로 대신한다', async () => {
    const m = await insertMember(t.db);
    solapi.script(m.phone!, { kind: 'http', status: 400, body: { errorCode: 'ValidationError', errorMessage: '검수 승인되지 않은 템플릿입니다' } });
    const id = await queuePaid(m.memberId, `paid-400-${m.memberId}`);
    await deliverDueNotifications(deps);
    expect(solapi.to(m.phone!).map((r) => r.type)).toEqual(['ATA', 'LMS']);
    expect(await notificationRow(t.db, id)).toMatchObject({ status: 'FELL_BACK', channel: 'LMS' });
  });

  it('승인된 알림톡 템플릿이 없는 알림은 처음부터 문자로, FELL_BACK 으로 남는다', async () => {
    const m = await insertMember(t.db);
    const r = await t.db.transaction((tx) =>
      enqueueNotification(deps, tx, { memberId: m.memberId, eventKey: `refill-${m.memberId}`, template: 'REFILL_DONE', variables: { 회원명: '홍길동', 상품명: '팔로워', 대상: 'growth' } }),
    );
    await deliverDueNotifications(deps);
    expect(solapi.to(m.phone!).map((x) => x.type)).toEqual(['SMS']);
    expect(await notificationRow(t.db, r.notificationIds[0]!)).toMatchObject({ status: 'FELL_BACK', channel: 'SMS', lastError: '승인된 알림톡 템플릿이 없어 문자로 보냄' });
  });

  it('요청 한도(429) – 보내지 않고 Retry-After 만큼 물러났다가 다음 시도에 보낸다', async () => {
    const m = await insertMember(t.db);
    solapi.script(m.phone!, { kind: 'http', status: 429, body: { errorCode: 'TooManyRequests', errorMessage: 'slow down' }, headers: { 'Retry-After': '600' } });
    const id = await queuePaid(m.memberId, `paid-429-${m.memberId}`);
    const before = deps.now();
    await deliverDueNotifications(deps);

    const waiting = await notificationRow(t.db, id);
    expect(waiting).toMatchObject({ status: 'QUEUED', attempts: 1 });
    expect(waiting.lastError).toContain('429');
    // 백오프(1분)보다 제공자가 말한 10분이 길다
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before.getTime() + 600_000);
    // 그 전에는 다시 보내지 않는다
    await deliverDueNotifications(deps);
    expect(solapi.to(m.phone!)).toHaveLength(1);

    await deliverDueNotifications(await depsAtNextAttempt(id));
    expect(solapi.to(m.phone!)).toHaveLength(2);
    expect(await notificationRow(t.db, id)).toMatchObject({ status: 'SENT', channel: 'KAKAO', attempts: 2, lastError: null });
  });

  it('시간 초과 – 제공자가 답하지 않으면 AbortSignal.timeout 으로 끊고 다시 보낸다', async () => {
    const m = await insertMember(t.db);
    solapi.script(m.phone!, { kind: 'hang', ms: 6000 });
    const id = await queuePaid(m.memberId, `paid-timeout-${m.memberId}`);
    const started = Date.now();
    await deliverDueNotifications(deps);
    expect(Date.now() - started).toBeLessThan(5000);

    const waiting = await notificationRow(t.db, id);
    expect(waiting).toMatchObject({ status: 'QUEUED', attempts: 1 });
    expect(waiting.lastError).toContain('2000ms');
    // 늦게 온 쪽도 사실은 접수되었다: 다음 시도는 먼저 발송 내역을 묻고, 찾았으니 다시 보내지 않는다
    await deliverDueNotifications(await depsAtNextAttempt(id));
    expect(solapi.to(m.phone!)).toHaveLength(1);
    const lookup = solapi.lookups.at(-1)!;
    expect(lookup.get('to')).toBe(m.phone);
    const row = await notificationRow(t.db, id);
    expect(row).toMatchObject({ status: 'SENT', channel: 'KAKAO', attempts: 2, providerMessageId: solapi.stored.find((x) => x.to === m.phone)!.messageId });
    expect(row.lastError).toContain('앞선 시도가 이미 접수되어');
  });

  it('보낸 뒤 기록 전에 프로세스가 죽어도 – 임대가 끝난 다음 시도는 발송 내역에서 찾아 적기만 한다(두 번 가지 않는다)', async () => {
    const m = await insertMember(t.db);
    const id = await queuePaid(m.memberId, `paid-crash-${m.memberId}`);
    // 일꾼이 하는 그대로 잡고(attempts 1, 임대) 제공자에게 보낸 다음, 결과를 적기 전에 죽는다
    const now = deps.now();
    const claimed = await t.db.transaction((tx) => claimDueNotifications(tx, { now, leaseUntil: new Date(now.getTime() + NOTIFICATION_LEASE_SECONDS * 1000), limit: 100 }));
    const mine = claimed.find((r) => r.id === id)!;
    const accepted = await messagingOf(deps).send({
      notificationId: id,
      to: m.phone!,
      kakao: { templateId: 'KA01TP0000PAID', text: mine.text, variables: providerVariables(mine.variables) },
      sms: null,
    });
    expect(solapi.to(m.phone!)).toHaveLength(1);
    const orphan = await notificationRow(t.db, id);
    expect(orphan).toMatchObject({ status: 'QUEUED', attempts: 1, sentAt: null });

    // 임대 안에서는 아무도 다시 잡지 않고, 임대가 끝나면 다음 일꾼이 묻는다
    await deliverDueNotifications(deps);
    expect(solapi.lookups.filter((q) => q.get('to') === m.phone)).toHaveLength(0);
    await deliverDueNotifications({ ...deps, now: () => new Date(orphan.nextAttemptAt.getTime() + 1000) });
    expect(solapi.to(m.phone!)).toHaveLength(1);
    expect(solapi.lookups.filter((q) => q.get('to') === m.phone)).toHaveLength(1);
    expect(await notificationRow(t.db, id)).toMatchObject({ status: 'SENT', channel: 'KAKAO', attempts: 2, providerMessageId: accepted.providerMessageId });
  });

  it('앞선 시도를 물을 수 없으면(조회 503) 보내지 않고 물러났다가, 물을 수 있을 때 찾아 적는다', async () => {
    const m = await insertMember(t.db);
    solapi.script(m.phone!, { kind: 'hang', ms: 6000 });
    const id = await queuePaid(m.memberId, `paid-lookup-down-${m.memberId}`);
    await deliverDueNotifications(deps);
    solapi.failLookups({ status: 503, body: { errorCode: 'ServiceUnavailable', errorMessage: '점검 중' } });
    await deliverDueNotifications(await depsAtNextAttempt(id));
    expect(solapi.to(m.phone!)).toHaveLength(1);
    const waiting = await notificationRow(t.db, id);
    expect(waiting).toMatchObject({ status: 'QUEUED', attempts: 2 });
    expect(waiting.lastError).toContain('503');

    await deliverDueNotifications(await depsAtNextAttempt(id));
    expect(solapi.to(m.phone!)).toHaveLength(1);
    expect(await notificationRow(t.db, id)).toMatchObject({ status: 'SENT', attempts: 3 });
  });

  it('앞선 시도가 접수되지 않았으면(발송 내역에 없음) 다음 시도가 보낸다', async () => {
    const m = await insertMember(t.db);
    solapi.script(m.phone!, { kind: 'http', status: 502, body: { errorCode: 'BadGateway', errorMessage: 'upstream' } });
    const id = await queuePaid(m.memberId, `paid-not-stored-${m.memberId}`);
    await deliverDueNotifications(deps);
    await deliverDueNotifications(await depsAtNextAttempt(id));
    expect(solapi.lookups.filter((q) => q.get('to') === m.phone)).toHaveLength(1);
    expect(solapi.to(m.phone!)).toHaveLength(2);
    expect(await notificationRow(t.db, id)).toMatchObject({ status: 'SENT', attempts: 2, lastError: null });
  });

  it('포기 – 5xx 가 계속되면 백오프로 다섯 번 해 보고 FAILED, 그 뒤로는 보내지 않는다', async () => {
    const m = await insertMember(t.db);
    const down = { kind: 'http', status: 503, body: { errorCode: 'ServiceUnavailable', errorMessage: '점검 중' } } as const;
    solapi.script(m.phone!, down, down, down, down, down, down);
    const id = await queuePaid(m.memberId, `paid-down-${m.memberId}`);
    await deliverDueNotifications(deps);
    const waits: number[] = [];
    for (let i = 1; i < MAX_NOTIFICATION_ATTEMPTS; i++) {
      const row = await notificationRow(t.db, id);
      expect(row).toMatchObject({ status: 'QUEUED', attempts: i });
      waits.push(Math.round((row.nextAttemptAt.getTime() - (row.updatedAt.getTime())) / 1000));
      await deliverDueNotifications(await depsAtNextAttempt(id));
    }
    expect(waits).toEqual([...NOTIFICATION_BACKOFF_SECONDS]);
    const failed = await notificationRow(t.db, id);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: MAX_NOTIFICATION_ATTEMPTS, sentAt: null });
    expect(failed.lastError).toContain('503');
    expect(solapi.to(m.phone!)).toHaveLength(MAX_NOTIFICATION_ATTEMPTS);
    await deliverDueNotifications({ ...deps, now: () => new Date(failed.nextAttemptAt.getTime() + 86_400_000) });
    expect(solapi.to(m.phone!)).toHaveLength(MAX_NOTIFICATION_ATTEMPTS);
  });

  it('문자까지 거절되면(잘못된 번호 등) 다시 보내지 않고 바로 FAILED', async () => {
    const m = await insertMember(t.db);
    solapi.script(
      m.phone!,
      { kind: 'fail-message', statusCode: '3034', statusMessage: '템플릿 오류' },
      { kind: 'fail-message', statusCode: '1062', statusMessage: '수신번호 형식 오류' },
    );
    const id = await queuePaid(m.memberId, `paid-reject-${m.memberId}`);
    await deliverDueNotifications(deps);
    const row = await notificationRow(t.db, id);
    expect(row).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect(row.lastError).toContain('수신번호 형식 오류');
  });

  it('비밀값은 발송함과 로그에 남지 않는다(제공자가 되돌려 주더라도)', async () => {
    const m = await insertMember(t.db);
    solapi.script(m.phone!, { kind: 'http', status: 500, body: { errorCode: 'InternalError', errorMessage: `bad key ${API_KEY} / ${API_SECRET} for ${m.phone}` } });
    const id = await queuePaid(m.memberId, `paid-redact-${m.memberId}`);
    await deliverDueNotifications(deps);
    const row = await notificationRow(t.db, id);
    expect(row.lastError).toContain('[REDACTED]');
    expect(row.lastError).not.toContain(API_SECRET);
    expect(row.lastError).not.toContain(API_KEY);
    expect(row.lastError).not.toContain(m.phone!);
    const logs = JSON.stringify(logged);
    expect(logs).toContain('notification delivery failed');
    expect(logs).not.toContain(API_SECRET);
    expect(logs).not.toContain(API_KEY);
    // 번호도 로그에 적지 않는다
    expect(logs).not.toContain(m.phone!);
  });

  it('회원이 문자를 껐으면 SOLAPI 의 자동 문자 대체도 끄고(disableSms), 알림톡이 안 되면 FAILED', async () => {
    const m = await insertMember(t.db);
    const { upsertPreferences, DEFAULT_PREFERENCES } = await import('../../../server/notifications/notifications.repository');
    await upsertPreferences(t.db, m.memberId, { ...DEFAULT_PREFERENCES, sms: false }, t.clock.now());
    solapi.script(m.phone!, { kind: 'fail-message', statusCode: '3034', statusMessage: '템플릿 오류' });
    const id = await queuePaid(m.memberId, `paid-nosms-${m.memberId}`);
    await deliverDueNotifications(deps);
    const reqs = solapi.to(m.phone!);
    expect(reqs).toHaveLength(1);
    expect(reqs[0]!.kakaoOptions!.disableSms).toBe(true);
    expect(await notificationRow(t.db, id)).toMatchObject({ status: 'FAILED' });
  });

  it('서명이 틀리면 루프백 서버가 401 을 준다(서버가 서명을 실제로 검사한다)', async () => {
    const res = await fetch(`${solapi.url}/messages/v4/send-many/detail`, {
      method: 'POST',
      headers: { Authorization: `HMAC-SHA256 apiKey=${API_KEY}, date=${new Date().toISOString()}, salt=abc, signature=${'0'.repeat(64)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ messages: [{ to: '01000000000', from: '0212345678', text: 'x' }] }),
    });
    expect(res.status).toBe(401);
    expect(solapi.requests.filter((r) => r.authorized).every((r) => r.showMessageList === true)).toBe(true);
  });
});
