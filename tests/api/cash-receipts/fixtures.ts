import { eq } from 'drizzle-orm';
import { cashReceipts, testGatewayCashReceipts } from '../../../server/db/schema';
import { requestCashReceipt } from '../../../server/cash-receipts/cash-receipts.service';
import type { TestApp } from '../../helpers/test-app';

/** 현금영수증 시험의 확인 도우미: 신청을 직접 적고, 가게와 테스트 결제사의 영수증을 읽는다 */
export function receiptFixtures(t: TestApp) {
  return {
    request: (purchaseId: number, type: 'INCOME_DEDUCTION' | 'EXPENSE_PROOF' = 'INCOME_DEDUCTION', identityNumber = '01012345678') =>
      t.db.transaction((tx) => requestCashReceipt(tx, { purchaseId, type, identityNumber })),
    receipt: async (purchaseId: number) => (await t.db.select().from(cashReceipts).where(eq(cashReceipts.purchaseId, purchaseId)))[0] ?? null,
    atGateway: (orderNo: string) => t.db.select().from(testGatewayCashReceipts).where(eq(testGatewayCashReceipts.orderId, orderNo)),
  };
}
