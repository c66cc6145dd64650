import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../../../server/db/client';
import { notificationJob } from '../../../server/jobs/notification-job';
import type { AppDeps } from '../../../server/lib/context';
import { sendDepositReminders } from '../../../server/purchases/purchase-notifications.service';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { virtualAccountFixtures, type VirtualAccountFixtures } from '../virtual-accounts/fixtures';
import { kstDayText, kstTimeText, notificationsOfPurchase } from './fixtures';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const HOUR = 3600;
let t: TestApp;
let f: VirtualAccountFixtures;
let admin: TestMember;
let second: DbHandle | null = null;
beforeAll(async () => {
  t = await createTestApp();
  f = await virtualAccountFixtures(t);
  admin = await t.loginAsAdmin();
  // PostgreSQL 이면 두 번째 api 인스턴스처럼 따로 연결 풀을 연다
  if (onPostgres) second = openDatabase({ DATABASE_URL: t.databaseUrl!, PGLITE_DIR: '' }, { onError: () => {} });
});
afterEach(() => t.clock.reset());
afterAll(async () => {
  await second?.close();
  await t.close();
});

const reminders = async (purchaseId: number) => (await notificationsOfPurchase(t, purchaseId)).filter((n) => n.templateCode === 'DEPOSIT_REMINDER');
const deadlineText = (deadline: Date) => {
  const before = new Date(deadline.getTime() - 1);
  return `${kstDayText(before)} ${kstTimeText(before)}`;
};
/** 시험 시계를 기한 hours 시간 전으로 */
const moveTo = (deadline: Date, hoursBefore: number) => t.clock.advance((deadline.getTime() - hoursBefore * HOUR * 1000 - t.clock.now().getTime()) / 1000);

async function bankTransfer(me: TestMember) {
  const form = await f.orderForm(me);
  const res = await t.json('POST', '/v1/purchases/no-deposit', { purchaseId: form.purchaseId, depositorName: '홍길동' }, me.accessToken);
  expect(res.status).toBe(200);
  return { ...form, deadline: new Date(res.body.depositDeadline as string) };
}

describe('입금 기한 안내(DEPOSIT_REMINDER_LEAD_HOURS, 기본 6시간)', () => {
  it('입금하지 않은 무통장입금 주문: 기한 6시간 전부터 안내 하나. 알림 일꾼 둘이 함께, 여러 번 돌아도 하나만 넣고 한 번 보낸다', async () => {
    const me = await t.signup();
    const order = await bankTransfer(me);
    expect(t.config.DEPOSIT_REMINDER_LEAD_HOURS).toBe(6);

    moveTo(order.deadline, 7);
    await sendDepositReminders(t.deps);
    expect(await reminders(order.purchaseId)).toEqual([]);

    moveTo(order.deadline, 5);
    const deps2: AppDeps = second ? { ...t.deps, db: second.db } : t.deps;
    const signal = new AbortController().signal;
    await Promise.all([notificationJob(t.deps).run(t.deps, t.clock.now(), signal), notificationJob(deps2).run(deps2, t.clock.now(), signal)]);
    await notificationJob(t.deps).run(t.deps, t.clock.now(), signal);

    const rows = await reminders(order.purchaseId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ memberId: me.memberId, eventKey: `purchase:${order.purchaseId}:deposit-reminder`, status: 'SENT', attempts: 1 });
    expect(rows[0]!.text).toBe(
      `홍길동님, 주문번호 ${order.orderNo}의 입금 기한이 다가옵니다.\n\n` +
        `은행: KB국민은행\n계좌: 123401-04-567890\n금액: 15,000원\n입금기한: ${deadlineText(order.deadline)}\n\n` +
        '기한이 지나면 주문이 자동으로 취소됩니다.',
    );
  });

  it('가상계좌: 발급된 계좌로 안내', async () => {
    const me = await t.signup();
    const { form, account } = await f.issue(me, {}, [20]);
    moveTo(account.dueDate, 1);
    await sendDepositReminders(t.deps);
    expect((await reminders(form.purchaseId)).map((n) => n.text)).toEqual([
      `홍길동님, 주문번호 ${form.orderNo}의 입금 기한이 다가옵니다.\n\n` +
        `은행: 신한은행\n계좌: ${account.accountNumber}\n금액: 1,000원\n입금기한: ${deadlineText(account.dueDate)}\n\n` +
        '기한이 지나면 주문이 자동으로 취소됩니다.',
    ]);
  });

  it('입금이 확인된 주문, 운영자가 취소(만료)한 주문, 기한이 지난 주문에는 보내지 않는다', async () => {
    const paid = await bankTransfer(await t.signup());
    const cancelled = await bankTransfer(await t.signup());
    expect((await t.json('POST', `/v1/admin/purchases/${paid.purchaseId}`, { status: 'PAID' }, admin.accessToken)).status).toBe(200);
    expect((await t.json('POST', `/v1/admin/purchases/${cancelled.purchaseId}`, { status: 'EXPIRED' }, admin.accessToken)).status).toBe(200);

    moveTo(paid.deadline, 1);
    await sendDepositReminders(t.deps);
    expect(await reminders(paid.purchaseId)).toEqual([]);
    expect(await reminders(cancelled.purchaseId)).toEqual([]);

    // 일꾼이 안내 창 내내 멈춰 있다가 기한 뒤에 돌아도 지난 기한을 안내하지 않는다(아직 만료 전이어도)
    t.clock.reset();
    const overdue = await bankTransfer(await t.signup());
    moveTo(overdue.deadline, -1);
    await sendDepositReminders(t.deps);
    expect((await f.state.purchase(overdue.purchaseId)).status).toBe('WAITING_PAYMENT');
    expect(await reminders(overdue.purchaseId)).toEqual([]);
  });

  it('안내 시점(기한 - 앞당김)이 지난 뒤 들어온 주문은 안내하지 않는다: 주문 접수 알림에 이미 기한이 있다', async () => {
    const order = await bankTransfer(await t.signup());
    const hoursLeft = (order.deadline.getTime() - t.clock.now().getTime()) / (HOUR * 1000);
    const longLead: AppDeps = { ...t.deps, config: { ...t.config, DEPOSIT_REMINDER_LEAD_HOURS: Math.ceil(hoursLeft) + 1 } };
    await sendDepositReminders(longLead);
    moveTo(order.deadline, 1);
    await sendDepositReminders(longLead);
    expect(await reminders(order.purchaseId)).toEqual([]);
    // 0 이면 끈다
    await sendDepositReminders({ ...t.deps, config: { ...t.config, DEPOSIT_REMINDER_LEAD_HOURS: 0 } });
    expect(await reminders(order.purchaseId)).toEqual([]);
    // 같은 주문도 기본 앞당김(6시간)이면 안내 시점 전에 들어온 주문이라 보낸다
    await sendDepositReminders(t.deps);
    expect(await reminders(order.purchaseId)).toHaveLength(1);
  });
});
