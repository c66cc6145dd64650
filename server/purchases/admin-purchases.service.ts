import type {
  AdminPurchaseDetail,
  AdminPurchaseListQuery,
  AdminPurchaseStatusBody,
  AdminPurchaseStatusResult,
  AdminPurchaseSummary,
} from '../../lib/schemas/admin-purchases';
import { PURCHASE_STATUS_LABELS, paymentMethodLabel, purchaseStatusLabel, type PaymentMethod, type PurchaseStatus } from '../../lib/schemas/purchases';
import type { PayTo } from '../../lib/schemas/payments';
import type { AuditActor } from '../audit-logs/actor';
import { insertAuditLog } from '../audit-logs/audit-logs.repository';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import { readForExport, seoulDateTime, type CsvColumn } from '../lib/csv';
import * as repo from './admin-purchases.repository';
import { offsetOf } from '../lib/paging';
import { iso, isoOrNull, kstDayRange } from '../lib/time';
import { findCashReceiptView } from '../cash-receipts/cash-receipts.service';
import { listCashRefundViews } from '../refunds/refunds.service';
import { isRetryable, payToByPurchase } from './purchase-views.service';
import { refundableOf } from './refund-apply.service';
import { expireUnpaidPurchase, markPurchasePaid, type StatusActor } from './settlement.service';


function summaryOf(r: repo.AdminPurchaseRow, payTo: PayTo | null): AdminPurchaseSummary {
  return {
    id: r.id,
    orderNo: r.orderNo,
    status: r.status,
    statusLabel: purchaseStatusLabel(r.status, r.method),
    method: r.method,
    easyPayProvider: r.easyPayProvider,
    methodLabel: paymentMethodLabel(r.method, r.easyPayProvider),
    orderName: r.orderName,
    totalAmount: r.totalAmount,
    createdAt: iso(r.createdAt),
    paidAt: isoOrNull(r.paidAt),
    payTo,
    retryable: isRetryable(r.status),
    // 콘솔은 회원 대신 결제창 구매를 취소하지 않는다(입금 대기는 입금 확인·취소 화면이 맡는다)
    cancelable: false,
    memberId: r.memberId,
    memberEmail: r.memberEmail,
    depositorName: r.depositorName,
    refundedAmount: r.refundedAmount,
    refundedPoint: r.refundedPoint,
  };
}

function filterOf(q: AdminPurchaseListQuery): repo.AdminPurchaseFilter {
  return {
    status: q.status,
    method: q.method,
    memberId: q.memberId,
    q: q.q,
    ...kstDayRange(q.from, q.to),
  };
}

/** 관리자 구매 목록: 최신 주문부터(표에서 고른 열이 있으면 그 순서). 기간은 서울 날짜로 양끝 포함 */
export async function listAdminPurchases(deps: AppDeps, q: AdminPurchaseListQuery) {
  const filter = filterOf(q);
  const { rows, total } = await repo.listAdminPurchases(deps.db, { filter, sort: q.sort, limit: q.size, offset: offsetOf(q) });
  const payTo = await payToByPurchase(deps.db, deps.config, rows);
  return { items: rows.map((r) => summaryOf(r, payTo.get(r.id) ?? null)), page: q.page, size: q.size, total };
}

export async function getAdminPurchaseOrThrow(deps: AppDeps, id: number): Promise<AdminPurchaseDetail> {
  const row = await repo.findAdminPurchaseById(deps.db, { id });
  if (!row) throw fail('ADMIN_PURCHASE_NOT_FOUND');
  const [lines, services, payments, history, payTo, receipt, cashRefunds] = await Promise.all([
    repo.listPurchaseLines(deps.db, { purchaseId: id }),
    repo.listPurchaseServices(deps.db, { purchaseId: id }),
    repo.listPurchasePayments(deps.db, { purchaseId: id }),
    repo.listPurchaseHistory(deps.db, { purchaseId: id }),
    payToByPurchase(deps.db, deps.config, [row]),
    findCashReceiptView(deps.db, id),
    listCashRefundViews(deps.db, id),
  ]);
  return {
    ...summaryOf(row, payTo.get(id) ?? null),
    subtotal: row.subtotal,
    quantityDiscount: row.quantityDiscount,
    couponDiscount: row.couponDiscount,
    pointUsed: row.pointUsed,
    memberCouponId: row.memberCouponId,
    depositDeadline: isoOrNull(row.depositDeadline),
    paymentKey: row.paymentKey,
    refundable: refundableOf(row),
    source: row.source === 'BUY_NOW' ? 'BUY_NOW' : 'CART',
    cashReceipt: receipt?.view ?? null,
    cashReceiptFailure: receipt?.failureMessage ?? null,
    cashRefunds,
    lines,
    services,
    payments: payments.map((p) => ({ ...p, approvedAt: isoOrNull(p.approvedAt), updatedAt: iso(p.updatedAt) })),
    history: history.map((h) => ({ ...h, createdAt: iso(h.createdAt) })),
  };
}

/** 관리자가 이 API 로 바꿀 수 있는 상태. 환불은 /refund 로만 */
const ADMIN_TRANSITIONS: Partial<Record<PurchaseStatus, readonly PurchaseStatus[]>> = {
  WAITING_PAYMENT: ['PAID', 'EXPIRED'],
};

function invalidTransition(from: PurchaseStatus, to: PurchaseStatus, method: PaymentMethod | null) {
  const allowed = ADMIN_TRANSITIONS[from] ?? [];
  return fail(
    'INVALID_STATUS_TRANSITION',
    { from, to, allowed: [...allowed] },
    { from: purchaseStatusLabel(from, method), to: PURCHASE_STATUS_LABELS[to] },
  );
}

/**
 * 입금 확인(→ PAID)과 미결제 취소(→ EXPIRED). 조건부 갱신이라 두 번 눌러도, 두 운영자가 동시에 눌러도
 * 한 번만 바뀐다: 이미 요청한 상태면 200 changed:false, 다른 상태로 먼저 바뀌었으면 409.
 */
export async function changePurchaseStatus(
  deps: AppDeps,
  id: number,
  body: AdminPurchaseStatusBody,
  audit: AuditActor,
): Promise<AdminPurchaseStatusResult> {
  const current = await repo.findAdminPurchaseById(deps.db, { id });
  if (!current) throw fail('ADMIN_PURCHASE_NOT_FOUND');
  const to = body.status;
  if (current.status === to && (to === 'PAID' || to === 'EXPIRED')) return { purchaseId: id, from: to, to, changed: false };
  if (!ADMIN_TRANSITIONS[current.status]?.includes(to)) throw invalidTransition(current.status, to, current.method);
  if (to === 'PAID' && current.method !== 'NO_DEPOSIT') {
    throw fail('NOT_A_BANK_TRANSFER', {
      method: current.method,
    });
  }
  const actor: StatusActor = { memberId: audit.actorMemberId, role: 'ADMIN' };
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const reason = body.reason || (to === 'PAID' ? '입금 확인' : '관리자 주문 취소');
    const r =
      to === 'PAID'
        ? await markPurchasePaid(tx, { purchaseId: id, method: 'NO_DEPOSIT', actor, reason, now, notify: deps })
        : await expireUnpaidPurchase(tx, { purchaseId: id, actor, reason, now });
    // 바뀐 때만 기록: 이미 그 상태였거나 먼저 다른 상태로 갔으면 기록도 없다
    if (r.changed) {
      await insertAuditLog(tx, {
        ...audit,
        kind: to === 'PAID' ? 'purchases.deposit' : 'purchases.cancel',
        targetType: 'purchase',
        targetId: id,
        summary: `구매 #${id} ${to === 'PAID' ? '입금 확인' : '미결제 취소'} — ${reason}`,
        before: { status: 'WAITING_PAYMENT' },
        after: { status: to },
      });
    }
    return r;
  });
  if (result.changed) return { purchaseId: id, from: 'WAITING_PAYMENT', to, changed: true };
  if (result.status === to) return { purchaseId: id, from: to, to, changed: false };
  throw invalidTransition(result.status, to, current.method);
}

export const PURCHASE_CSV_COLUMNS: CsvColumn<repo.AdminPurchaseRow>[] = [
  { header: '주문번호', value: (r) => r.orderNo },
  { header: '주문일시(서울)', value: (r) => seoulDateTime(r.createdAt) },
  { header: '상태', value: (r) => purchaseStatusLabel(r.status, r.method) },
  { header: '결제 수단', value: (r) => paymentMethodLabel(r.method, r.easyPayProvider) },
  { header: '주문명', value: (r) => r.orderName },
  { header: '회원 번호', value: (r) => r.memberId },
  { header: '회원 이메일', value: (r) => r.memberEmail },
  { header: '입금자명', value: (r) => r.depositorName },
  { header: '결제 금액', value: (r) => r.totalAmount },
  { header: '환불 금액', value: (r) => r.refundedAmount },
  { header: '적립금 환불', value: (r) => r.refundedPoint },
  { header: '결제일시(서울)', value: (r) => seoulDateTime(r.paidAt) },
];

/** 목록과 같은 조건·순서로 쪽 없이(한도까지) */
export function exportAdminPurchases(deps: AppDeps, q: AdminPurchaseListQuery) {
  const filter = filterOf(q);
  return readForExport(async (limit) => (await repo.listAdminPurchases(deps.db, { filter, sort: q.sort, limit, offset: 0 })).rows);
}
