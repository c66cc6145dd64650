import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { payments } from '../../../server/db/schema';
import { kstDate } from '../../../server/lib/time';
import { TestGateway, type PaymentGateway } from '../../../server/providers/payments';
import { gatewayUnavailable } from '../../../server/providers/payments/gateway';
import { auditRows } from '../../helpers/audit-logs';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { wrapGateway } from '../../helpers/wrapped-gateway';
import { paymentFixtures, type PaymentFixtures } from '../payments/fixtures';

let t: TestApp;
let f: PaymentFixtures;
let admin: TestMember;
let inner: TestGateway;
let lose = false;
const gateway: PaymentGateway = wrapGateway(() => inner, {
  confirm: async (p) => {
    if (lose) throw gatewayUnavailable();
    return inner.confirm(p);
  },
});
beforeAll(async () => {
  t = await createTestApp({ deps: { payments: gateway } });
  inner = new TestGateway(t.db, t.config.JWT_SECRET);
  f = await paymentFixtures(t);
  admin = await t.loginAsAdmin();
});
afterAll(() => t.close());

async function prepared(me: TestMember) {
  const form = await f.orderForm(me);
  const prep = await t.json('POST', '/v1/purchases/card', { purchaseId: form.purchaseId }, me.accessToken);
  return { purchaseId: form.purchaseId, body: { paymentKey: f.paymentKeyFor(prep.body.orderId, prep.body.amount), orderId: prep.body.orderId as string, amount: prep.body.amount as number } };
}

const report = (token: string, date = kstDate(new Date())) => t.json('GET', `/v1/admin/reconciliations?date=${date}`, undefined, token);

it('GET /v1/admin/reconciliations – 맞는 결제는 일치, 결제사만 승인한 것·금액이 다른 것은 불일치로 표시하고, 열린 시도를 보인다', async () => {
  const me = await t.signup();
  const ok = await prepared(me);
  expect((await t.json('POST', '/v1/purchases/card/authorize', ok.body, me.accessToken)).status).toBe(200);
  // 결제사에서만 승인됨(가게에 기록 없음)
  const orphan = await prepared(me);
  await inner.confirm({ ...orphan.body, idempotencyKey: 'orphan-confirm' });
  // 금액이 다른 가게 기록
  const differs = await prepared(me);
  expect((await t.json('POST', '/v1/purchases/card/authorize', differs.body, me.accessToken)).status).toBe(200);
  await t.db.update(payments).set({ amount: differs.body.amount + 100 }).where(eq(payments.paymentKey, differs.body.paymentKey));
  // 결과를 모르는 시도
  const open = await prepared(me);
  lose = true;
  try {
    expect((await t.json('POST', '/v1/purchases/card/authorize', open.body, me.accessToken)).status).toBe(502);
  } finally {
    lose = false;
  }

  const res = await report(admin.accessToken);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const row = (key: string) => res.body.rows.find((r: { paymentKey: string }) => r.paymentKey === key);
  expect(row(ok.body.paymentKey)).toMatchObject({ result: 'OK', resultLabel: '일치', gatewayApproved: ok.body.amount, storeAmount: ok.body.amount, attempt: { status: 'PAID', decidedBy: 'REQUEST' } });
  expect(row(orphan.body.paymentKey)).toMatchObject({ result: 'MISSING_IN_STORE', orderNo: orphan.body.orderId, purchaseId: orphan.purchaseId, storeStatus: null, attempt: null });
  expect(row(orphan.body.paymentKey).resultLabel).toContain('불일치');
  expect(row(differs.body.paymentKey)).toMatchObject({ result: 'AMOUNT_DIFFERS', gatewayApproved: differs.body.amount, storeAmount: differs.body.amount + 100 });
  expect(row(open.body.paymentKey)).toMatchObject({ result: 'OPEN_ATTEMPT', attempt: { status: 'OPEN' } });
  expect(res.body.mismatchCount).toBe(2);
  expect(res.body.openAttempts.map((a: { paymentKey: string }) => a.paymentKey)).toContain(open.body.paymentKey);
  // 어긋난 줄이 먼저
  expect(res.body.rows[res.body.rows.length - 1].result).toBe('OK');
});

it('POST /v1/admin/reconciliations/run – 대사 작업을 한 번 돌리고 확인한 수를 알린다', async () => {
  const res = await t.json('POST', '/v1/admin/reconciliations/run', undefined, admin.accessToken);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ checked: expect.any(Number), paid: expect.any(Number), declined: expect.any(Number), open: expect.any(Number) });
});

it('POST /v1/admin/reconciliations/run – 작업 기록: 돌린 운영자·요청 id·센 수를 한 줄, 권한 없는 요청은 기록 없음', async () => {
  const manager = await t.loginAsAdmin('MANAGER');
  const rowsOf = async (requestId: string) => (await auditRows(t, 'reconciliations.run', null)).filter((r) => r.requestId === requestId);
  // 첫 시험의 결과를 모르는 시도가 물어볼 차례가 되게
  t.clock.advance(t.config.PAYMENT_RECONCILE_AFTER_SECONDS + 60);
  const res = await t.json('POST', '/v1/admin/reconciliations/run', undefined, manager.accessToken, { 'x-request-id': 'req-reconcile-run' });
  expect(res.status).toBe(200);
  expect(res.body.checked).toBeGreaterThan(0);
  const rows = await rowsOf('req-reconcile-run');
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ actorMemberId: manager.memberId, actorRole: 'MANAGER', targetType: 'payment-attempt', targetId: null, before: null, after: res.body });
  expect(rows[0]!.summary).toContain(`확인 ${res.body.checked}건`);

  const me = await t.signup();
  expect((await t.json('POST', '/v1/admin/reconciliations/run', undefined, me.accessToken, { 'x-request-id': 'req-reconcile-member' })).status).toBe(403);
  expect(await rowsOf('req-reconcile-member')).toHaveLength(0);
});

it('GET /v1/admin/reconciliations – 회원은 403, 로그인 없으면 401, 없는 날짜는 400', async () => {
  const me = await t.signup();
  expect((await report(me.accessToken)).status).toBe(403);
  expect((await t.json('POST', '/v1/admin/reconciliations/run', undefined, me.accessToken)).status).toBe(403);
  expect((await t.json('GET', '/v1/admin/reconciliations?date=2026-01-01')).status).toBe(401);
  const bad = await report(admin.accessToken, '2026-02-30');
  expect(bad.status).toBe(400);
});
