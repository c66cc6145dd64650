import type { RefundBody, RefundResult } from '../../lib/schemas/admin-purchases';
import { cancelCashReceiptOf } from '../cash-receipts/cash-receipts.service';
import type { AuditActor } from '../audit-logs/actor';
import { insertAuditLog } from '../audit-logs/audit-logs.repository';
import type { Db } from '../db/client';
import type { AppDeps } from '../lib/context';
import { ApiError, fail } from '../lib/errors';
import { paymentGatewayOf, type RefundReceiveAccount } from '../providers/payments';
import * as repo from './admin-purchases.repository';
import * as refunds from './purchase-refunds.repository';
import { notifyPurchaseRefunded } from './purchase-notifications.service';
import { applyRefund, assertRefundable, purchaseNotFound, refundableOf, refundConflict, type Applied } from './refund-apply.service';

export { refundableOf } from './refund-apply.service';

/**
 * 환불 줄을 적는 바로 그 트랜잭션에서 부른다: 결제사를 부르기 전(PENDING, done=false)과 구매에 적을 때(done=true).
 * 미진행 수량의 자동 환불이 자기 기록을 환불과 함께 바꾸는 데 쓴다(server/shortfalls): 던지면 환불도 되돌려진다
 */
export type RefundLink = (tx: Db, refund: refunds.PurchaseRefundRow, done: boolean) => Promise<void>;

type Plan =
  | { kind: 'done'; applied: Applied }
  | { kind: 'call'; refund: refunds.PurchaseRefundRow; paymentKey: string; gatewayBalance: number };

const accountOf = (r: refunds.PurchaseRefundRow): RefundReceiveAccount | undefined =>
  r.to === 'CASH' && r.bankCode && r.accountNumber && r.holderName ? { bankCode: r.bankCode, accountNumber: r.accountNumber, holderName: r.holderName } : undefined;

/**
 * 환불 한 건.
 *  - 적립금(POINT): 한 트랜잭션에서 끝난다.
 *  - 무통장입금의 계좌 환불(CASH): 바깥을 부르지 않는다. 구매에 바로 적고 환불 줄은 AWAITING_TRANSFER
 *    (운영자가 이체한 뒤 /admin/refunds 에서 이체일을 적는다).
 *  - 카드 취소(CARD)와 가상계좌의 계좌 환불(CASH): 결제사를 부르므로 ① 환불 줄을 PENDING 으로 커밋하고
 *    ② 결제사 취소(가상계좌는 환불받을 계좌와 함께)를 부른 뒤 ③ 한 트랜잭션에서 구매에 적는다.
 *    거절되면 FAILED 로 적고 아무것도 바꾸지 않는다. 답을 못 받으면(502) PENDING 이 남아, 같은 환불을 다시
 *    요청하면 같은 Idempotency-Key 로 이어서 마무리한다: 두 번 취소되지 않고, 잊히지도 않는다.
 * 전액 환불이면 커밋 뒤 발급된 현금영수증을 결제사에서 취소한다.
 */
export async function refundPurchase(deps: AppDeps, id: number, body: RefundBody, actor: AuditActor, link?: RefundLink): Promise<RefundResult> {
  const plan = await planRefund(deps, id, body, actor, link);
  const applied = plan.kind === 'done' ? plan.applied : await callAndRecord(deps, id, plan, actor, link);
  if (applied.cancelReceipt) await cancelCashReceiptOf(deps, id);
  return applied.result;
}

function planRefund(deps: AppDeps, id: number, body: RefundBody, actor: AuditActor, link?: RefundLink): Promise<Plan> {
  // 일꾼의 자동 환불(미진행 수량)은 운영자 없이: 이력에는 SYSTEM 으로 남는다
  const adminId = actor.actorMemberId;
  const now = deps.now();
  return deps.db.transaction(async (tx): Promise<Plan> => {
    const p = await repo.findPurchaseForUpdate(tx, { id });
    if (!p) throw purchaseNotFound();
    const gatewayBalance = p.totalAmount - p.refundedAmount;
    const pending = await refunds.findPendingRefundForUpdate(tx, { purchaseId: id });
    if (pending) {
      // 답을 못 받은 같은 환불의 재시도만 이어 간다. 다른 환불은 끝날 때까지 기다리게 한다
      if (pending.to !== body.to || (body.amount !== undefined && body.amount !== pending.amount)) {
        throw fail('REFUND_IN_PROGRESS', { amount: pending.amount, to: pending.to });
      }
      await link?.(tx, pending, false);
      return { kind: 'call', refund: pending, paymentKey: await paymentKeyOf(tx, p), gatewayBalance };
    }
    const refundable = refundableOf(p);
    const amount = body.amount ?? refundable;
    assertRefundable(p, body, amount, refundable);
    const sequence = (await refunds.countRefundsOfPurchase(tx, { purchaseId: id })) + 1;
    const base = { purchaseId: id, sequence, to: body.to, amount, reason: body.reason, requestedBy: adminId };
    const account = body.to === 'CASH' && body.refundAccount ? { bankCode: body.refundAccount.bankCode, accountNumber: body.refundAccount.accountNumber, holderName: body.refundAccount.holderName } : {};
    if (body.to === 'POINT') {
      const applied = await applyRefund(tx, p, { to: 'POINT', amount, reason: body.reason, adminId, now });
      const done = await refunds.insertRefund(tx, { ...base, status: 'DONE', doneBy: adminId, doneAt: now });
      await auditRefund(tx, actor, id, { to: 'POINT', amount, reason: body.reason });
      await notifyRefunded(deps, tx, done, applied);
      await link?.(tx, done, true);
      return { kind: 'done', applied };
    }
    if (body.to === 'CASH' && p.method === 'NO_DEPOSIT') {
      // 가게 계좌로 받은 돈: 결제사가 없으니 지금 기록하고, 이체는 운영자가 한다. 회원 알림은 이체를 적을 때
      const applied = await applyRefund(tx, p, { to: 'CASH', amount, reason: body.reason, adminId, now, awaitingTransfer: true });
      const awaiting = await refunds.insertRefund(tx, { ...base, ...account, status: 'AWAITING_TRANSFER' });
      await link?.(tx, awaiting, true);
      await auditRefund(tx, actor, id, { to: 'CASH', amount, reason: body.reason });
      return { kind: 'done', applied };
    }
    const paymentKey = await paymentKeyOf(tx, p);
    const refund = await refunds.insertRefund(tx, { ...base, ...account, status: 'PENDING' });
    await link?.(tx, refund, false);
    return { kind: 'call', refund, paymentKey, gatewayBalance };
  });
}

/** 결제사의 결제 키: 구매에 적힌 것, 없으면(가상계좌) 발급된 계좌의 결제 키 */
async function paymentKeyOf(tx: Parameters<typeof refunds.findVirtualAccountPaymentKey>[0], p: { id: number; paymentKey: string | null }) {
  const key = p.paymentKey ?? (await refunds.findVirtualAccountPaymentKey(tx, { purchaseId: p.id }));
  if (!key) throw fail('PAYMENT_NOT_FOUND', { purchaseId: p.id });
  return key;
}

async function callAndRecord(deps: AppDeps, id: number, plan: Extract<Plan, { kind: 'call' }>, actor: AuditActor, link?: RefundLink): Promise<Applied> {
  const adminId = actor.actorMemberId;
  const { refund } = plan;
  try {
    await paymentGatewayOf(deps).cancel({
      paymentKey: plan.paymentKey,
      cancelReason: refund.reason,
      // 결제사의 잔액(= 결제 금액 - 카드·계좌로 돌려준 누계)을 다 돌려줄 때만 금액을 빼고 보낸다
      cancelAmount: refund.amount < plan.gatewayBalance ? refund.amount : undefined,
      idempotencyKey: `refund-${id}-${refund.sequence}`,
      refundReceiveAccount: accountOf(refund),
    });
  } catch (e) {
    if (e instanceof ApiError && e.code === 'PAYMENT_REJECTED') {
      const gatewayCode = typeof e.meta?.gatewayCode === 'string' ? e.meta.gatewayCode : null;
      await refunds.finishPendingRefund(deps.db, { id: refund.id, status: 'FAILED', gatewayCode, message: e.message, now: deps.now() });
    }
    throw e;
  }

  return deps.db.transaction(async (tx) => {
    const p = await repo.findPurchaseForUpdate(tx, { id });
    if (!p) throw purchaseNotFound();
    // 같은 환불을 동시에 마무리하던 다른 요청이 먼저 끝냈다
    if (!(await refunds.finishPendingRefund(tx, { id: refund.id, status: 'DONE', now: deps.now() }))) throw refundConflict();
    const applied = await applyRefund(tx, p, { to: refund.to, amount: refund.amount, reason: refund.reason, adminId, now: deps.now(), paymentKey: plan.paymentKey });
    await auditRefund(tx, actor, id, refund);
    await notifyRefunded(deps, tx, refund, applied);
    await link?.(tx, refund, true);
    return applied;
  });
}

/** 돈이 돌아간 환불 한 건을 회원에게: 카드 취소·가상계좌 환불·적립금은 구매에 적는 그 트랜잭션에서 */
function notifyRefunded(deps: AppDeps, tx: Db, refund: refunds.PurchaseRefundRow, applied: Applied) {
  return notifyPurchaseRefunded(deps, tx, {
    purchaseId: refund.purchaseId,
    refundId: refund.id,
    to: refund.to,
    amount: refund.amount,
    returnedPoint: applied.result.returnedPoint,
    bankCode: refund.bankCode,
  });
}

const REFUND_TO_LABELS: Record<string, string> = { CARD: '결제 취소', POINT: '적립금', CASH: '계좌' };

/** 환불이 구매에 적히는 바로 그 트랜잭션에서 작업 기록 한 줄 */
function auditRefund(tx: Db, actor: AuditActor, purchaseId: number, r: { to: string; amount: number; reason: string }) {
  return insertAuditLog(tx, {
    ...actor,
    kind: 'purchases.refund',
    targetType: 'purchase',
    targetId: purchaseId,
    summary: `구매 #${purchaseId} 환불 ${r.amount.toLocaleString('ko-KR')}원 (${REFUND_TO_LABELS[r.to] ?? r.to}) — ${r.reason}`,
    after: { to: r.to, amount: r.amount, reason: r.reason },
  });
}
