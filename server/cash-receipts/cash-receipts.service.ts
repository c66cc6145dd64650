import { CASH_RECEIPT_STATUS_LABELS, CASH_RECEIPT_TYPE_LABELS, maskIdentityNumber } from '../../lib/schemas/payment-rules';
import type { CashReceiptView } from '../../lib/schemas/purchase-views';
import type { PurchaseStatus } from '../../lib/schemas/purchases';
import type { Db } from '../db/client';
import type { CashReceiptType } from '../db/schema';
import type { AppDeps } from '../lib/context';
import { ApiError, fail } from '../lib/errors';
import { paymentGatewayOf } from '../providers/payments';
import * as repo from './cash-receipts.repository';

/** 발급·취소를 결제사에 부르는 최대 횟수(통신 실패만 다시 부른다: 거절은 다시 불러도 같다) */
export const CASH_RECEIPT_MAX_ATTEMPTS = 5;
/** n 번째 통신 실패 뒤 기다리는 시간(초) */
export const CASH_RECEIPT_BACKOFF_SECONDS = [60, 5 * 60, 15 * 60, 60 * 60] as const;
/** 잡은 영수증의 임대: 결제사 호출 한 번(제한 10초)보다 넉넉히 */
export const CASH_RECEIPT_LEASE_SECONDS = 120;
const BATCH = 20;
/** 발급할 수 있는 구매: 결제가 끝났고 아직 전액 환불되지 않은 것 */
const ISSUABLE: readonly PurchaseStatus[] = ['PAID', 'WAITING_REFUND', 'PARTIAL_CASH_REFUND', 'PARTIAL_MILEAGE_REFUND'];
const GATEWAY_TYPE = { INCOME_DEDUCTION: '소득공제', EXPENSE_PROOF: '지출증빙' } as const;

type Deps = Pick<AppDeps, 'db' | 'config' | 'logger' | 'now' | 'payments'>;
export type CashReceiptRun = { issued: number; failed: number; canceled: number; retrying: number };

const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);
const backoff = (attempts: number) => CASH_RECEIPT_BACKOFF_SECONDS[Math.min(attempts, CASH_RECEIPT_BACKOFF_SECONDS.length) - 1] ?? 60;
const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));
const rejected = (e: unknown) => e instanceof ApiError && e.code === 'PAYMENT_REJECTED';

/**
 * 현금영수증 신청(무통장입금·가상계좌 결제 준비의 트랜잭션 안): REQUESTED 한 줄. 발급은 결제가 끝난 뒤
 * 일꾼이 한다 — 결제 완료 트랜잭션 안에서 결제사를 부르지 않는다(PGlite 는 연결이 하나라 막힌다).
 */
export function requestCashReceipt(tx: Db, p: { purchaseId: number; type: CashReceiptType; identityNumber: string }) {
  return repo.insertCashReceiptIfAbsent(tx, p);
}

/**
 * 한 바퀴: 결제가 끝난 구매의 영수증을 발급하고, 전액 환불로 취소가 걸린 영수증을 취소한다.
 * 잡기(SKIP LOCKED + 임대, 커밋) → 결제사 호출 → 기록. 같은 구매는 늘 같은 Idempotency-Key
 * (cash-receipt-<구매>, cash-receipt-cancel-<구매>) 라 호출과 기록 사이에 죽어도 다시 불러 한 장만 남는다.
 */
export async function processCashReceipts(deps: Deps): Promise<CashReceiptRun> {
  const run: CashReceiptRun = { issued: 0, failed: 0, canceled: 0, retrying: 0 };
  for (;;) {
    const now = deps.now();
    const claimed = await deps.db.transaction((tx) =>
      repo.claimIssuableReceipts(tx, { now, leaseUntil: later(now, CASH_RECEIPT_LEASE_SECONDS), limit: BATCH, issuable: ISSUABLE, maxAttempts: CASH_RECEIPT_MAX_ATTEMPTS }),
    );
    for (const r of claimed) run[await issueOne(deps, r)] += 1;
    if (claimed.length < BATCH) break;
  }
  for (;;) {
    const claimed = await claimCancels(deps);
    for (const r of claimed) run[await cancelOne(deps, r)] += 1;
    if (claimed.length < BATCH) return run;
  }
}

function claimCancels(deps: Deps, purchaseId?: number) {
  const now = deps.now();
  return deps.db.transaction((tx) =>
    repo.claimCancelableReceipts(tx, { now, leaseUntil: later(now, CASH_RECEIPT_LEASE_SECONDS), limit: BATCH, maxAttempts: CASH_RECEIPT_MAX_ATTEMPTS, purchaseId }),
  );
}

async function issueOne(deps: Deps, r: repo.ClaimedReceipt): Promise<keyof CashReceiptRun> {
  const purchase = await repo.findPurchaseForReceipt(deps.db, { purchaseId: r.purchaseId });
  const amount = r.amount ?? 0;
  try {
    if (!purchase || amount <= 0) throw fail('CASH_RECEIPT_NO_AMOUNT');
    const issued = await paymentGatewayOf(deps).issueCashReceipt({
      orderId: purchase.orderNo,
      orderName: purchase.orderName.slice(0, 100),
      amount,
      type: GATEWAY_TYPE[r.type],
      customerIdentityNumber: r.identityNumber,
      idempotencyKey: `cash-receipt-${r.purchaseId}`,
    });
    const recorded = await repo.markIssued(deps.db, {
      id: r.id,
      receiptKey: issued.receiptKey,
      issueNumber: issued.issueNumber,
      receiptUrl: issued.receiptUrl,
      amount: issued.amount || amount,
      now: deps.now(),
    });
    if (!recorded) return 'issued';
    // 발급 중에 전액 환불된 구매: 발급을 마무리했으니 이제 결제사에서 취소한다
    if (recorded.cancelRequestedAt) await cancelCashReceiptOf(deps, r.purchaseId);
    return 'issued';
  } catch (e) {
    const final = rejected(e) || !(e instanceof ApiError && e.code === 'PAYMENT_GATEWAY_UNAVAILABLE') || r.attempts >= CASH_RECEIPT_MAX_ATTEMPTS;
    // 취소가 걸린 영수증이 끝내 발급되지 않았다면 취소할 것도 없다
    const to = final ? (r.cancelRequestedAt ? 'CANCELED' : 'FAILED') : null;
    await repo.markAttemptFailed(deps.db, { id: r.id, from: 'REQUESTED', final: to, retryAt: later(deps.now(), backoff(r.attempts)), message: messageOf(e), now: deps.now() });
    deps.logger.warn({ purchaseId: r.purchaseId, attempts: r.attempts, final: to, err: messageOf(e) }, 'cash receipt issue failed');
    return to === 'FAILED' ? 'failed' : to === 'CANCELED' ? 'canceled' : 'retrying';
  }
}

async function cancelOne(deps: Deps, r: repo.ClaimedReceipt): Promise<keyof CashReceiptRun> {
  try {
    await paymentGatewayOf(deps).cancelCashReceipt({ receiptKey: r.receiptKey ?? '', idempotencyKey: `cash-receipt-cancel-${r.purchaseId}` });
    await repo.markCanceled(deps.db, { id: r.id, now: deps.now() });
    return 'canceled';
  } catch (e) {
    // 취소는 환불된 돈의 영수증이라 포기하지 않고 물러났다 다시 부른다. 횟수를 다 쓰면 발급 완료로 남아 운영자 화면에 사유가 보인다
    await repo.markAttemptFailed(deps.db, { id: r.id, from: 'ISSUED', final: null, retryAt: later(deps.now(), backoff(r.attempts)), message: messageOf(e), now: deps.now() });
    deps.logger.warn({ purchaseId: r.purchaseId, attempts: r.attempts, err: messageOf(e) }, 'cash receipt cancel failed');
    return r.attempts >= CASH_RECEIPT_MAX_ATTEMPTS ? 'failed' : 'retrying';
  }
}

/**
 * 전액 환불이 커밋된 뒤 부른다: 그 구매의 발급된 영수증을 곧바로 결제사에서 취소한다.
 * 실패해도 환불은 그대로이고, 취소가 걸린 채 남아 일꾼이 다시 부른다.
 */
export async function cancelCashReceiptOf(deps: Deps, purchaseId: number): Promise<void> {
  try {
    for (const r of await claimCancels(deps, purchaseId)) await cancelOne(deps, r);
  } catch (e) {
    deps.logger.error({ err: e, purchaseId }, 'cash receipt cancel after refund failed');
  }
}

/** 화면에 보일 영수증: 번호는 가운데를 가린다. 발급됐지만 취소가 걸려 있으면 그렇게 말한다 */
export function cashReceiptViewOf(row: repo.CashReceiptRow): CashReceiptView {
  const canceling = row.status === 'ISSUED' && row.cancelRequestedAt !== null;
  return {
    type: row.type,
    typeLabel: CASH_RECEIPT_TYPE_LABELS[row.type],
    maskedNumber: maskIdentityNumber(row.identityNumber),
    status: row.status,
    statusLabel: canceling ? '취소 처리 중' : CASH_RECEIPT_STATUS_LABELS[row.status],
    issueNumber: row.issueNumber,
    receiptUrl: row.receiptUrl,
    issuedAt: row.issuedAt ? row.issuedAt.toISOString() : null,
  };
}

/** 전액 환불 트랜잭션 안에서: 발급 전이면 바로 취소, 발급됐거나 발급 중이면 취소를 걸어 true (커밋 뒤 cancelCashReceiptOf) */
export function cancelCashReceiptForFullRefund(tx: Db, p: { purchaseId: number; now: Date }) {
  return repo.cancelForFullRefund(tx, p);
}

/** 구매 상세(회원·관리자)에 넣을 영수증과 실패 사유 */
export async function findCashReceiptView(db: Db, purchaseId: number) {
  const row = await repo.findCashReceiptByPurchase(db, { purchaseId });
  return row ? { view: cashReceiptViewOf(row), failureMessage: row.failureMessage } : null;
}
