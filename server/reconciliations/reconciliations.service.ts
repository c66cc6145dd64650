import {
  RECONCILIATION_RESULT_LABELS,
  type ReconciliationAttempt,
  type ReconciliationReport,
  type ReconciliationResult,
  type ReconciliationRow,
  type ReconciliationRunResult,
} from '../../lib/schemas/reconciliations';
import type { AuditActor } from '../audit-logs/actor';
import { insertAuditLog } from '../audit-logs/audit-logs.repository';
import { reconcilePaymentAttempts } from '../jobs/payment-reconciliation';
import type { AppDeps } from '../lib/context';
import { addDays, kstStartOf } from '../lib/time';
import { paymentGatewayOf, type GatewayTransaction } from '../providers/payments';
import { listAttemptsForDay, listUnsettledAttempts, type PaymentAttemptRow } from '../purchases/payment-attempts.repository';
import * as repo from './reconciliations.repository';

type StorePayment = Awaited<ReturnType<typeof repo.listPaymentsForDay>>[number];
type GatewaySide = { orderId: string; approved: number | null; canceled: number };

/** 결제사의 거래를 결제 키마다 모은다: 승인 금액과 취소 금액 합 */
function byPaymentKey(txns: GatewayTransaction[]) {
  const out = new Map<string, GatewaySide>();
  for (const t of txns) {
    const side = out.get(t.paymentKey) ?? { orderId: t.orderId, approved: null, canceled: 0 };
    if (t.status === 'DONE') side.approved = (side.approved ?? 0) + Math.abs(t.amount);
    else if (t.status === 'CANCELED' || t.status === 'PARTIAL_CANCELED') side.canceled += Math.abs(t.amount);
    out.set(t.paymentKey, side);
  }
  return out;
}

function judge(p: { gateway: GatewaySide | undefined; store: StorePayment | undefined; attempt: PaymentAttemptRow | undefined; from: Date; to: Date }): ReconciliationResult {
  const { gateway, store, attempt } = p;
  if (attempt && (attempt.status === 'OPEN' || attempt.status === 'CANCEL_PENDING')) return 'OPEN_ATTEMPT';
  const approved = gateway?.approved ?? null;
  if (approved !== null && !store) return 'MISSING_IN_STORE';
  const storeApprovedToday = !!store?.approvedAt && store.approvedAt >= p.from && store.approvedAt < p.to;
  if (store && storeApprovedToday && approved === null) return 'MISSING_AT_GATEWAY';
  if (store && approved !== null && approved !== store.amount) return 'AMOUNT_DIFFERS';
  if (store && gateway && gateway.canceled > store.canceledAmount) return 'CANCELED_AT_GATEWAY_ONLY';
  return 'OK';
}

function attemptView(a: PaymentAttemptRow, orderNo: string | null): ReconciliationAttempt {
  return {
    id: a.id,
    purchaseId: a.purchaseId,
    orderNo,
    paymentKey: a.paymentKey,
    amount: a.amount,
    status: a.status,
    decidedBy: a.decidedBy,
    message: a.message,
    startedAt: a.startedAt.toISOString(),
    decidedAt: a.decidedAt ? a.decidedAt.toISOString() : null,
    checkCount: a.checkCount,
  };
}

/**
 * 운영자의 대사: 서울 기준 하루 동안 결제사의 거래(승인·취소)를 가게의 결제 기록·승인 시도와 결제 키마다 맞춰 보고,
 * 어긋난 것을 표시한다. 결제사에서 거래 내역을 받지 못하면 502(가게 쪽만으로는 맞춰 볼 수 없다).
 */
export async function getReconciliationReport(deps: AppDeps, date: string): Promise<ReconciliationReport> {
  const from = kstStartOf(date);
  const to = kstStartOf(addDays(date, 1));
  const gatewaySide = byPaymentKey(await paymentGatewayOf(deps).listTransactions({ startDate: from, endDate: to }));
  const gatewayKeys = [...gatewaySide.keys()];
  const [stores, attempts, open] = await Promise.all([
    repo.listPaymentsForDay(deps.db, { paymentKeys: gatewayKeys, from, to }),
    listAttemptsForDay(deps.db, { paymentKeys: gatewayKeys, from, to }),
    listUnsettledAttempts(deps.db, { limit: 200 }),
  ]);
  const storeByKey = new Map(stores.map((s) => [s.paymentKey, s]));
  const attemptByKey = new Map(attempts.map((a) => [a.paymentKey, a]));
  const purchaseIds = [...stores.map((s) => s.purchaseId), ...attempts.map((a) => a.purchaseId), ...open.map((a) => a.purchaseId)];
  const orderNos = [...gatewaySide.values()].map((g) => g.orderId).filter((o) => o !== '');
  const purchaseRows = await repo.listPurchasesByIdsOrOrderNos(deps.db, { ids: [...new Set(purchaseIds)], orderNos: [...new Set(orderNos)] });
  const byId = new Map(purchaseRows.map((r) => [r.id, r]));
  const byOrderNo = new Map(purchaseRows.map((r) => [r.orderNo, r]));

  const keys = [...new Set([...gatewayKeys, ...stores.filter((s) => s.approvedAt && s.approvedAt >= from && s.approvedAt < to).map((s) => s.paymentKey), ...attempts.map((a) => a.paymentKey)])];
  const rows: ReconciliationRow[] = keys.map((paymentKey) => {
    const gateway = gatewaySide.get(paymentKey);
    const store = storeByKey.get(paymentKey);
    const attempt = attemptByKey.get(paymentKey);
    const purchaseId = store?.purchaseId ?? attempt?.purchaseId ?? null;
    const purchase = purchaseId !== null ? byId.get(purchaseId) : gateway ? byOrderNo.get(gateway.orderId) : undefined;
    const result = judge({ gateway, store, attempt, from, to });
    return {
      paymentKey,
      orderNo: purchase?.orderNo ?? gateway?.orderId ?? null,
      purchaseId: purchase?.id ?? purchaseId,
      purchaseStatus: purchase?.status ?? null,
      gatewayApproved: gateway?.approved ?? null,
      gatewayCanceled: gateway?.canceled ?? 0,
      storeStatus: store?.status ?? null,
      storeAmount: store?.amount ?? null,
      storeCanceled: store?.canceledAmount ?? 0,
      result,
      resultLabel: RECONCILIATION_RESULT_LABELS[result],
      attempt: attempt ? attemptView(attempt, purchase?.orderNo ?? null) : null,
    };
  });
  // 어긋난 것을 먼저
  rows.sort((a, b) => Number(a.result === 'OK') - Number(b.result === 'OK'));
  return {
    date,
    rows,
    mismatchCount: rows.filter((r) => r.result !== 'OK' && r.result !== 'OPEN_ATTEMPT').length,
    openAttempts: open.map((a) => attemptView(a, byId.get(a.purchaseId)?.orderNo ?? null)),
  };
}

/**
 * 운영자의 "지금 대사 실행": 대사 작업을 한 번 돌린다(요청이 오가는 중일 수 있는 젊은 시도는 그대로).
 * 시도마다 결제사를 부르고 따로 커밋하므로 하나의 트랜잭션에 담을 수 없다: 다 돌고 난 뒤 누가 돌렸는지와 센 수를 한 줄 적는다.
 */
export async function runReconciliationNow(deps: AppDeps, actor: AuditActor): Promise<ReconciliationRunResult> {
  const result = await reconcilePaymentAttempts(deps, deps.now());
  const { checked, paid, canceled, declined, open, failed } = result;
  await insertAuditLog(deps.db, {
    ...actor,
    kind: 'reconciliations.run',
    targetType: 'payment-attempt',
    targetId: null,
    summary: `결제 대사 실행: 확인 ${checked}건 (결제 ${paid}, 취소 ${canceled}, 거절 ${declined}, 미결 ${open}, 실패 ${failed})`,
    after: { checked, paid, canceled, declined, open, failed },
  });
  return result;
}
