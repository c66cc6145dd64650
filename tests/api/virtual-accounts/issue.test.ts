import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cashReceipts } from '../../../server/db/schema';
import { gatewayUnavailable, paymentRejected } from '../../../server/providers/payments/gateway';
import { TestGateway, type PaymentGateway } from '../../../server/providers/payments';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { wrapGateway } from '../../helpers/wrapped-gateway';
import { virtualAccountFixtures, type VirtualAccountFixtures } from './fixtures';

let t: TestApp;
let f: VirtualAccountFixtures;
let inner: TestGateway;
// 발급 호출만 가로챈다: 다음 한 번을 거절하거나 통신 실패로 만들고, 받은 Idempotency-Key 를 적어 둔다
let nextIssue: 'reject' | 'unavailable' | null = null;
const issueKeys: string[] = [];
const gateway: PaymentGateway = wrapGateway(() => inner, {
  issueVirtualAccount: async (p) => {
    issueKeys.push(p.idempotencyKey);
    const mode = nextIssue;
    nextIssue = null;
    if (mode === 'reject') throw paymentRejected('가상계좌를 발급할 수 없는 은행입니다.', 'INVALID_BANK');
    if (mode === 'unavailable') {
      await inner.issueVirtualAccount(p); // 결제사는 발급했지만 답이 오지 않은 경우
      throw gatewayUnavailable();
    }
    return inner.issueVirtualAccount(p);
  },
});
beforeAll(async () => {
  t = await createTestApp({ env: { API_PUBLIC_URL: 'http://api.test', VIRTUAL_ACCOUNT_VALID_HOURS: '48' }, deps: { payments: gateway } });
  inner = new TestGateway(t.db, t.config.JWT_SECRET, t.clock.now);
  f = await virtualAccountFixtures(t);
});
afterAll(() => t.close());

it('POST /v1/purchases/virtual-account – 계좌·예금주·금액·기한과 테스트 입금 주소, 구매는 입금 대기', async () => {
  const me = await t.signup();
  await f.grantPoints(me.memberId, 1000);
  const { form, answer, account } = await f.issue(me, { pointToUse: 1000 });
  const amount = form.subtotal - 1000;
  expect(answer).toMatchObject({ purchaseId: form.purchaseId, amount, status: 'WAITING_PAYMENT' });
  expect(answer.payTo).toMatchObject({ kind: 'VIRTUAL_ACCOUNT', bankName: '신한은행', accountNumber: account.accountNumber, amount, depositorName: null });
  // 예금주는 상점 이름이다(결제사가 받은 customerName 은 구매자): 구매자의 이름을 예금주로 보이지 않는다
  expect(answer.payTo.accountHolder).toBe(t.config.BANK_ACCOUNT_HOLDER);
  expect(account.holderName).toBe(t.config.BANK_ACCOUNT_HOLDER);
  expect(answer.testDepositUrl).toBe(`http://api.test/test-gateway/virtual-accounts/${account.paymentKey}`);

  const due = new Date(answer.payTo.deadline).getTime();
  expect(due - t.clock.now().getTime()).toBeGreaterThan(47 * 3600_000);
  const purchase = await f.state.purchase(form.purchaseId);
  expect(purchase).toMatchObject({ status: 'WAITING_PAYMENT', method: 'VIRTUAL_ACCOUNT' });
  expect(purchase.depositDeadline!.getTime()).toBe(account.dueDate.getTime());
  // 웹훅 secret 은 해시로만
  const secret = (await f.vaState.gatewayPayment(account.paymentKey)).secret!;
  expect(account.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
  expect(JSON.stringify(account)).not.toContain(secret);
  expect(issueKeys.at(-1)).toBe(`va-issue-${form.orderNo}`);
});

it('POST /v1/purchases/virtual-account – 두 번 불러도(동시에도) 같은 계좌, 적립금은 한 번만', async () => {
  const me = await t.signup();
  await f.grantPoints(me.memberId, 500);
  const form = await f.orderForm(me);
  const body = { purchaseId: form.purchaseId, bankCode: '06', pointToUse: 500 };
  const answers = await Promise.all([1, 2].map(() => t.json('POST', '/v1/purchases/virtual-account', body, me.accessToken)));
  const again = await t.json('POST', '/v1/purchases/virtual-account', body, me.accessToken);
  for (const a of [...answers, again]) expect(a.status, JSON.stringify(a.body)).toBe(200);
  expect(answers[1]!.body.payTo).toEqual(answers[0]!.body.payTo);
  expect(again.body).toEqual(answers[0]!.body);
  expect(await f.state.ledger(form.purchaseId)).toHaveLength(1);
});

it('POST /v1/purchases/virtual-account – 현금영수증을 함께 신청하면 한 줄 적힌다(번호 검증)', async () => {
  const me = await t.signup();
  const bad = await t.json('POST', '/v1/purchases/virtual-account', { purchaseId: (await f.orderForm(me)).purchaseId, bankCode: '88', cashReceipt: { type: 'INCOME_DEDUCTION', identityNumber: '02-123-4567' } }, me.accessToken);
  expect(bad.status).toBe(400);
  const { form } = await f.issue(me, { cashReceipt: { type: 'INCOME_DEDUCTION', identityNumber: '010-1234-5678' } });
  const rows = await t.db.select().from(cashReceipts).where(eq(cashReceipts.purchaseId, form.purchaseId));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ type: 'INCOME_DEDUCTION', identityNumber: '01012345678', status: 'REQUESTED' });
});

it('POST /v1/purchases/virtual-account – 결제사가 거절하면 PAYMENT_FAILED, 쿠폰과 적립금을 한 번에 돌려준다', async () => {
  const me = await t.signup();
  await f.grantPoints(me.memberId, 700);
  const couponId = await f.giveCoupon(me.memberId, 1000);
  const form = await f.orderForm(me);
  nextIssue = 'reject';
  const res = await t.json('POST', '/v1/purchases/virtual-account', { purchaseId: form.purchaseId, bankCode: '88', pointToUse: 700, memberCouponId: couponId }, me.accessToken);
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ code: 'PAYMENT_REJECTED', message: '가상계좌를 발급할 수 없는 은행입니다.' });
  expect((await f.state.purchase(form.purchaseId)).status).toBe('PAYMENT_FAILED');
  expect((await f.state.coupon(couponId)).status).toBe('AVAILABLE');
  expect((await f.state.ledger(form.purchaseId)).map((r) => r.amount).sort()).toEqual([-700, 700]);
  expect((await f.state.history(form.purchaseId)).map((h) => h.toStatus)).toContain('PAYMENT_FAILED');

  const retry = await t.json('POST', '/v1/purchases/virtual-account', { purchaseId: form.purchaseId, bankCode: '88', pointToUse: 700, memberCouponId: couponId }, me.accessToken);
  expect(retry.status).toBe(409);
  expect(retry.body.code).toBe('VIRTUAL_ACCOUNT_REFUSED');
  expect(await f.state.ledger(form.purchaseId)).toHaveLength(2);
});

it('POST /v1/purchases/virtual-account – 결제사 답이 끊기면 502, 같은 본문으로 다시 보내면 결제사가 만든 그 계좌', async () => {
  const me = await t.signup();
  const form = await f.orderForm(me);
  const body = { purchaseId: form.purchaseId, bankCode: '20' };
  nextIssue = 'unavailable';
  const first = await t.json('POST', '/v1/purchases/virtual-account', body, me.accessToken);
  expect(first.status).toBe(502);
  expect(first.body.code).toBe('PAYMENT_GATEWAY_UNAVAILABLE');
  expect((await f.state.purchase(form.purchaseId)).status).toBe('WAITING_PAYMENT');

  const retry = await t.json('POST', '/v1/purchases/virtual-account', body, me.accessToken);
  expect(retry.status).toBe(200);
  const issued = await f.vaState.gatewayPaymentsOfOrder(form.orderNo);
  expect(issued).toHaveLength(1);
  expect(retry.body.payTo.accountNumber).toBe((issued[0]!.virtualAccount as { accountNumber: string }).accountNumber);
});

it('POST /v1/purchases/virtual-account – 남의 주문은 404, 은행이 없거나 가상계좌 은행이 아니면 400, 로그인 없으면 401', async () => {
  const owner = await t.signup();
  const other = await t.signup();
  const form = await f.orderForm(owner);
  expect((await t.json('POST', '/v1/purchases/virtual-account', { purchaseId: form.purchaseId, bankCode: '88' }, other.accessToken)).status).toBe(404);
  const noBank = await t.json('POST', '/v1/purchases/virtual-account', { purchaseId: form.purchaseId }, owner.accessToken);
  expect(noBank.status).toBe(400);
  expect(noBank.body.message).toBe('입금할 은행을 골라주세요.');
  expect((await t.json('POST', '/v1/purchases/virtual-account', { purchaseId: form.purchaseId, bankCode: '90' }, owner.accessToken)).status).toBe(400);
  expect((await t.json('POST', '/v1/purchases/virtual-account', { purchaseId: form.purchaseId, bankCode: '88' })).status).toBe(401);
  expect((await f.state.purchase(form.purchaseId)).status).toBe('ORDER_FORM');
});
