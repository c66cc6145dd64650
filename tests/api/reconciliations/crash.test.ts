import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAttempts } from '../../../server/db/schema';
import { expireOverduePurchases } from '../../../server/jobs/purchase-expiry';
import { reconcilePaymentAttempts } from '../../../server/jobs/payment-reconciliation';
import { TossPaymentsGateway, type PaymentGateway } from '../../../server/providers/payments';
import { expireUnpaidPurchase } from '../../../server/purchases/settlement.service';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { wrapGateway } from '../../helpers/wrapped-gateway';
import { paymentFixtures, type PaymentFixtures } from '../payments/fixtures';
import { startTossLoopback, tossEnv, type TossLoopback } from './toss-loopback';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const CHILD = 'tests/api/reconciliations/crash-child.ts';

let t: TestApp;
let f: PaymentFixtures;
let toss: TossLoopback;
let real: TossPaymentsGateway;
// 같은 프로세스 안의 "죽음": 결제사가 승인한 뒤 기록 단계에 가기 전에 멈춘다(PGlite 에서도 도는 같은 시험)
let dieAfterConfirm = false;
const gateway: PaymentGateway = wrapGateway(() => real, {
  confirm: async (p) => {
    const confirmed = await real.confirm(p);
    if (dieAfterConfirm) throw new Error('process died before recording the approval');
    return confirmed;
  },
});

beforeAll(async () => {
  toss = await startTossLoopback({ confirmDelayMs: 700 });
  t = await createTestApp({ env: tossEnv(toss.baseUrl), deps: { payments: gateway } });
  real = new TossPaymentsGateway({ baseUrl: toss.baseUrl, secretKey: 'test_sk_loopback', clientKey: 'test_ck_loopback', timeoutMs: 5000 });
  f = await paymentFixtures(t);
});
afterAll(async () => {
  await t.close();
  await toss.close();
});

/** 쿠폰과 적립금을 쓴 카드 결제 준비 */
async function prepared() {
  const me = await t.signup();
  await f.grantPoints(me.memberId, 1000);
  const couponId = await f.giveCoupon(me.memberId, 500);
  const form = await f.orderForm(me, [100, 200]);
  const prep = await t.json('POST', '/v1/purchases/card', { purchaseId: form.purchaseId, memberCouponId: couponId, pointToUse: 1000 }, me.accessToken);
  expect(prep.status, JSON.stringify(prep.body)).toBe(200);
  const body = { paymentKey: `pk_crash_${randomBytes(6).toString('hex')}`, orderId: prep.body.orderId as string, amount: prep.body.amount as number };
  return { me, couponId, purchaseId: form.purchaseId, body };
}

/** 자식 api 프로세스가 승인을 요청하고, 결제사가 승인을 적는 순간 SIGKILL 로 죽는다 */
async function crashChildDuringConfirm(me: TestMember, body: Record<string, unknown>) {
  const confirmed = toss.nextConfirm();
  const child = spawn('npx', ['tsx', CHILD], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CRASH_DATABASE_URL: t.databaseUrl!, CRASH_TOSS_URL: toss.baseUrl, CRASH_TOKEN: me.accessToken, CRASH_BODY: JSON.stringify(body) },
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<NodeJS.Signals | null>((r) => child.on('exit', (_code, signal) => r(signal)));
  await Promise.race([confirmed, exited.then(() => Promise.reject(new Error(`자식이 먼저 끝났습니다: ${out}`)))]);
  process.kill(-child.pid!, 'SIGKILL');
  await exited;
  expect(out).not.toContain('ANSWERED');
}

/** 죽은 뒤: 시도는 열린 채, 구매는 결제 대기, 결제 기록 없음. 만료 작업은 건드리지 않는다 */
async function expectOpenAndNotExpired(purchaseId: number) {
  expect((await f.state.attempts(purchaseId)).map((a) => a.status)).toEqual(['OPEN']);
  expect((await f.state.purchase(purchaseId)).status).toBe('WAITING_PAYMENT');
  expect(await f.state.payments(purchaseId)).toHaveLength(0);
  await expireOverduePurchases(t.deps, new Date(t.clock.now().getTime() + 3 * 86_400_000));
  expect((await f.state.purchase(purchaseId)).status).toBe('WAITING_PAYMENT');
}

const later = () => new Date(t.clock.now().getTime() + 5 * 60_000);

async function expectPaidOnce(p: Awaited<ReturnType<typeof prepared>>) {
  const first = await reconcilePaymentAttempts(t.deps, later());
  expect(first.paid).toBeGreaterThanOrEqual(1);
  await reconcilePaymentAttempts(t.deps, new Date(later().getTime() + 3600_000));
  expect((await f.state.purchase(p.purchaseId)).status).toBe('PAID');
  expect((await f.state.payments(p.purchaseId)).map((r) => r.status)).toEqual(['DONE']);
  expect(await f.state.services(p.purchaseId)).toHaveLength(2);
  expect(toss.cancelsOf(p.body.paymentKey)).toHaveLength(0);
  const [attempt] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.paymentKey, p.body.paymentKey));
  expect(attempt).toMatchObject({ status: 'PAID', decidedBy: 'RECONCILIATION' });
  // 회원의 재시도는 기록된 결론을 받는다
  const retry = await t.json('POST', '/v1/purchases/card/authorize', p.body, p.me.accessToken);
  expect(retry.status, JSON.stringify(retry.body)).toBe(200);
  expect(retry.body).toMatchObject({ purchaseId: p.purchaseId, status: 'PAID', serviceCount: 2 });
  expect(await f.state.payments(p.purchaseId)).toHaveLength(1);
}

async function expectCanceledOnce(p: Awaited<ReturnType<typeof prepared>>) {
  await reconcilePaymentAttempts(t.deps, later());
  await reconcilePaymentAttempts(t.deps, new Date(later().getTime() + 3600_000));
  expect(toss.cancelsOf(p.body.paymentKey)).toHaveLength(1);
  expect(toss.cancelsOf(p.body.paymentKey)[0]!.idempotencyKey).toBe(`reconcile-cancel-${p.body.paymentKey}`);
  expect(toss.payments.get(p.body.paymentKey)!.status).toBe('CANCELED');
  expect((await f.state.payments(p.purchaseId)).map((r) => r.status)).toEqual(['CANCELED']);
  expect(await f.state.services(p.purchaseId)).toHaveLength(0);
  expect((await f.state.attempts(p.purchaseId)).map((a) => [a.status, a.decidedBy])).toEqual([['CANCELED', 'RECONCILIATION']]);
  const retry = await t.json('POST', '/v1/purchases/card/authorize', p.body, p.me.accessToken);
  expect(retry.status).toBe(409);
  expect(retry.body.code).toBe('PURCHASE_NOT_PAYABLE');
  expect(toss.cancelsOf(p.body.paymentKey)).toHaveLength(1);
}

describe.skipIf(!onPostgres)('충돌 – 승인을 기다리던 api 프로세스가 SIGKILL 로 죽는다 (PostgreSQL)', () => {
  it('대사 작업이 결제사 승인을 찾아 결제 완료로 한 번 기록하고, 만료 작업은 기다리며, 재시도는 기록된 결론', async () => {
    const p = await prepared();
    await crashChildDuringConfirm(p.me, p.body);
    await expectOpenAndNotExpired(p.purchaseId);
    await expectPaidOnce(p);
  }, 120_000);

  it('죽은 사이 구매가 취소되면 대사 작업이 결제사 승인을 한 번 취소한다', async () => {
    const p = await prepared();
    await crashChildDuringConfirm(p.me, p.body);
    await t.db.transaction((tx) => expireUnpaidPurchase(tx, { purchaseId: p.purchaseId, actor: { memberId: null, role: 'ADMIN' }, reason: '관리자 주문 취소', now: new Date() }));
    await expectCanceledOnce(p);
  }, 120_000);
});

describe('충돌과 같은 것 – 결제사가 승인한 뒤 기록하기 전에 요청이 멈춘다 (PGlite·PostgreSQL)', () => {
  it('대사 작업이 결제 완료로 한 번 기록하고, 만료 작업은 기다리며, 재시도는 기록된 결론', async () => {
    const p = await prepared();
    dieAfterConfirm = true;
    try {
      const res = await t.json('POST', '/v1/purchases/card/authorize', p.body, p.me.accessToken);
      expect(res.status).toBe(500);
    } finally {
      dieAfterConfirm = false;
    }
    expect(toss.payments.get(p.body.paymentKey)!.status).toBe('DONE');
    await expectOpenAndNotExpired(p.purchaseId);
    await expectPaidOnce(p);
  });

  it('멈춘 사이 구매가 취소되면 결제사 승인을 한 번 취소하고, 쿠폰·적립금은 한 번 돌아온다', async () => {
    const p = await prepared();
    dieAfterConfirm = true;
    try {
      await t.json('POST', '/v1/purchases/card/authorize', p.body, p.me.accessToken);
    } finally {
      dieAfterConfirm = false;
    }
    await t.db.transaction((tx) => expireUnpaidPurchase(tx, { purchaseId: p.purchaseId, actor: { memberId: null, role: 'ADMIN' }, reason: '관리자 주문 취소', now: new Date() }));
    await expectCanceledOnce(p);
    expect((await f.state.coupon(p.couponId)).status).toBe('AVAILABLE');
    expect((await f.state.ledger(p.purchaseId)).map((r) => r.type).sort()).toEqual(['RESTORE_BY_CANCEL', 'USE_BY_PURCHASE']);
  });
});
