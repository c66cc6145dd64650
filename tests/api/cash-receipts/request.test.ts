import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH_RECEIPT_MESSAGES } from '../../../lib/schemas/payment-rules';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { paymentFixtures, type PaymentFixtures } from '../payments/fixtures';
import { receiptFixtures } from './fixtures';

let t: TestApp;
let fx: PaymentFixtures;
let rx: ReturnType<typeof receiptFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  fx = await paymentFixtures(t);
  rx = receiptFixtures(t);
});
afterAll(() => t.close());

async function noDeposit(cashReceipt: unknown) {
  const member = await t.signup();
  const form = await fx.orderForm(member, [100]);
  const res = await t.json('POST', '/v1/purchases/no-deposit', { purchaseId: form.purchaseId, depositorName: '홍길동', cashReceipt }, member.accessToken);
  return { res, purchaseId: form.purchaseId };
}

describe('POST /v1/purchases/no-deposit – 현금영수증 신청', () => {
  it.each([
    ['소득공제 휴대폰 번호(하이픈)', { type: 'INCOME_DEDUCTION', identityNumber: '010-9876-5432' }, '01098765432'],
    ['지출증빙 사업자등록번호(검증 숫자 맞음)', { type: 'EXPENSE_PROOF', identityNumber: '120-81-47521' }, '1208147521'],
  ])('%s → 200, 숫자만 REQUESTED 로 적힌다', async (_name, cashReceipt, digits) => {
    const { res, purchaseId } = await noDeposit(cashReceipt);
    expect(res.status).toBe(200);
    expect(await rx.receipt(purchaseId)).toMatchObject({ status: 'REQUESTED', type: cashReceipt.type, identityNumber: digits, attempts: 0 });
  });

  it.each([
    ['유선 번호는 휴대폰이 아니다', { type: 'INCOME_DEDUCTION', identityNumber: '02-123-4567' }, CASH_RECEIPT_MESSAGES.phone],
    ['휴대폰 자릿수 모자람', { type: 'INCOME_DEDUCTION', identityNumber: '010-123-456' }, CASH_RECEIPT_MESSAGES.phone],
    ['사업자등록번호 검증 숫자 틀림', { type: 'EXPENSE_PROOF', identityNumber: '120-81-47522' }, CASH_RECEIPT_MESSAGES.business],
    ['사업자등록번호 9자리', { type: 'EXPENSE_PROOF', identityNumber: '120814752' }, CASH_RECEIPT_MESSAGES.business],
    ['지출증빙에 휴대폰 번호', { type: 'EXPENSE_PROOF', identityNumber: '01012345678' }, CASH_RECEIPT_MESSAGES.business],
  ])('%s → 400, identityNumber 아래 한국어 메시지, 구매는 주문서 그대로', async (_name, cashReceipt, message) => {
    const { res, purchaseId } = await noDeposit(cashReceipt);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message, meta: { fields: { 'cashReceipt.identityNumber': message } } });
    expect((await fx.state.purchase(purchaseId)).status).toBe('ORDER_FORM');
    expect(await rx.receipt(purchaseId)).toBeNull();
  });

  it('신청하지 않으면 영수증 줄이 없다', async () => {
    const { res, purchaseId } = await noDeposit(null);
    expect(res.status).toBe(200);
    expect(await rx.receipt(purchaseId)).toBeNull();
  });
});
