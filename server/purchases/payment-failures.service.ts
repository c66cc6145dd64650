import type { z } from 'zod';
import { errorMessage } from '../../lib/schemas/errors';
import type { CardFailBodySchema, CardFailResult } from '../../lib/schemas/payments';
import { GATEWAY_WINDOW_METHODS, purchaseStatusLabel, type PaymentMethod, type PurchaseStatus } from '../../lib/schemas/purchases';
import type { AppDeps } from '../lib/context';
import { settleOpenAttemptFor } from './payment-attempts.service';
import { purchaseNotFound } from './payment-preparation.service';
import * as repo from './payments.repository';
import { findPurchaseLines, findPurchaseOfMember } from './purchases.repository';
import { retryPurchase } from './checkout.service';
import type { AuthContext } from '../lib/context';
import type { RetryPurchaseResponse } from '../../lib/schemas/checkout';
import { releaseFailedPurchase } from './settlement.service';

/**
 * 회원이 결제창을 닫거나 취소한 경우의 코드(토스페이먼츠 failUrl). 그 밖의 코드(PAY_PROCESS_ABORTED: 승인 실패로 중단,
 * REJECT_CARD_COMPANY: 카드사 거절 등)는 결제 실패다.
 */
const CANCEL_CODES = new Set(['PAY_PROCESS_CANCELED', 'USER_CANCEL']);
export const isCancelCode = (code: string) => CANCEL_CODES.has(code.toUpperCase());

const isWindowMethod = (method: PaymentMethod | null) => method !== null && (GATEWAY_WINDOW_METHODS as readonly PaymentMethod[]).includes(method);

function messageOf(status: PurchaseStatus, canceled: boolean, open: boolean, gatewayMessage: string | null | undefined): string {
  if (open) return '결제 승인을 확인하고 있습니다. 잠시 뒤 구매 내역에서 결과를 확인해주세요.';
  if (status === 'PAID') return errorMessage('PURCHASE_ALREADY_PAID');
  if (status === 'EXPIRED') return '결제 기한이 지나 주문이 취소되었습니다.';
  if (canceled) return '결제를 취소하셨습니다.';
  // 결제사의 문구는 한 줄로 다듬어 보인다(줄바꿈·긴 글 방지)
  const text = gatewayMessage?.replace(/\s+/g, ' ').trim().slice(0, 200);
  return text || '결제가 승인되지 않았습니다.';
}

/**
 * 결제창이 실패·취소로 돌아왔을 때: 브라우저의 말만으로 풀지 않는다. 이 구매에 열린 승인 시도가 있으면 결제사에
 * 물어 먼저 결론 내고(settleOpenAttemptFor), 승인이 오가는 중이면 그대로 둔다. 아무 시도도 열려 있지 않고 아직
 * 결제 대기인 카드·간편결제 구매만, 한 트랜잭션에서 결제 실패·결제 취소로 바꾸며 쿠폰과 적립금을 돌려준다(한 번만).
 */
export async function failCardPayment(deps: AppDeps, memberId: number, body: z.output<typeof CardFailBodySchema>): Promise<CardFailResult> {
  const row = await repo.findPurchaseByOrderNo(deps.db, { orderNo: body.orderId });
  if (!row || row.memberId !== memberId) throw purchaseNotFound();
  const canceled = isCancelCode(body.code);
  let status = row.status;
  let open = false;
  let release = { changed: false, restoredPoint: 0, couponRestored: false };
  if (status === 'WAITING_PAYMENT' && isWindowMethod(row.method)) {
    ({ open, status } = await settleOpenAttemptFor(deps, row.id));
    if (!open && status === 'WAITING_PAYMENT') {
      const now = deps.now();
      const result = await deps.db.transaction((tx) =>
        releaseFailedPurchase(tx, {
          purchaseId: row.id,
          status: canceled ? 'PAYMENT_CANCELED' : 'PAYMENT_FAILED',
          actor: { memberId, role: 'MEMBER' },
          reason: `결제창 ${canceled ? '취소' : '실패'}(${body.code.slice(0, 60)})`,
          now,
        }),
      );
      release = result;
      status = result.status;
    }
  }
  const lines = row.source === 'BUY_NOW' ? await findPurchaseLines(deps.db, { purchaseId: row.id }) : [];
  return {
    purchaseId: row.id,
    orderNo: row.orderNo,
    status,
    statusLabel: purchaseStatusLabel(status, row.method),
    released: release.changed,
    restoredPoint: release.restoredPoint,
    couponRestored: release.couponRestored,
    source: row.source === 'BUY_NOW' ? 'BUY_NOW' : 'CART',
    productId: lines[0]?.productId ?? null,
    message: messageOf(status, status === 'PAYMENT_CANCELED' || (canceled && status !== 'PAYMENT_FAILED'), open, body.message),
  };
}

/**
 * 다시 결제하기. 결제창을 연 채 떠나 결제 대기로 남은 카드·간편결제 구매는 먼저 결제창 취소와 똑같이 푼다(결제사에 열린
 * 승인을 묻고, 없을 때만 쿠폰·적립금을 돌려준다). 승인이 오가는 중이면 그대로 두어 retryPurchase 가 409 로 답한다
 */
export async function retryPurchaseOf(deps: AppDeps, auth: AuthContext, purchaseId: number): Promise<RetryPurchaseResponse> {
  const purchase = await findPurchaseOfMember(deps.db, { memberId: auth.memberId, purchaseId });
  if (purchase && purchase.status === 'WAITING_PAYMENT' && isWindowMethod(purchase.method)) {
    await failCardPayment(deps, auth.memberId, { orderId: purchase.orderNo, code: 'USER_CANCEL', message: null });
  }
  return retryPurchase(deps.db, auth, purchaseId, deps.now());
}
