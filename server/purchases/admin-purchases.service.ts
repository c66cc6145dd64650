import type {
  AdminPurchaseDetail,
  AdminPurchaseListQuery,
  AdminPurchaseStatusBody,
  AdminPurchaseStatusResult,
  AdminPurchaseSummary,
} from '../../lib/schemas/admin-purchases';
import { PURCHASE_STATUS_LABELS, paymentMethodLabel, purchaseStatusLabel, type PaymentMethod, type PurchaseStatus } from '../../lib/schemas/purchases';
import type { PayTo } from '../../lib/schemas/payments';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import * as repo from './admin-purchases.repository';
import { findCashReceiptView } from '../cash-receipts/cash-receipts.service';
import { listCashRefundViews } from '../refunds/refunds.service';
import { isRetryable, payToByPurchase } from './purchase-views.service';
import { refundableOf } from './refund-apply.service';
import { expireUnpaidPurchase, markPurchasePaid, type StatusActor } from './settlement.service';

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** 'YYYY-MM-DD'(서울)의 0시를 UTC 순간으로 */
const seoulMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - SEOUL_OFFSET_MS);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

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
    createdAt: r.createdAt.toISOString(),
    paidAt: iso(r.paidAt),
    payTo,
    retryable: isRetryable(r.status),
    memberId: r.memberId,
    memberEmail: r.memberEmail,
    depositorName: r.depositorName,
    refundedAmount: r.refundedAmount,
    refundedPoint: r.refundedPoint,
  };
}

/** 관리자 구매 목록: 최신 주문부터. 기간은 서울 날짜로 양끝 포함 */
export async function listAdminPurchases(deps: AppDeps, q: AdminPurchaseListQuery) {
  const filter: repo.AdminPurchaseFilter = {
    status: q.status,
    method: q.method,
    memberId: q.memberId,
    q: q.q,
    since: q.from ? seoulMidnight(q.from) : undefined,
    until: q.to ? new Date(seoulMidnight(q.to).getTime() + DAY_MS) : undefined,
  };
  const { rows, total } = await repo.listAdminPurchases(deps.db, { filter, limit: q.size, offset: (q.page - 1) * q.size });
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
    depositDeadline: iso(row.depositDeadline),
    paymentKey: row.paymentKey,
    refundable: refundableOf(row),
    source: row.source === 'BUY_NOW' ? 'BUY_NOW' : 'CART',
    cashReceipt: receipt?.view ?? null,
    cashReceiptFailure: receipt?.failureMessage ?? null,
    cashRefunds,
    lines,
    services,
    payments: payments.map((p) => ({ ...p, approvedAt: iso(p.approvedAt), updatedAt: p.updatedAt.toISOString() })),
    history: history.map((h) => ({ ...h, createdAt: h.createdAt.toISOString() })),
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
  adminId: number,
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
  const actor: StatusActor = { memberId: adminId, role: 'ADMIN' };
  const now = deps.now();
  const result = await deps.db.transaction((tx) =>
    to === 'PAID'
      ? markPurchasePaid(tx, { purchaseId: id, method: 'NO_DEPOSIT', actor, reason: body.reason || '입금 확인', now })
      : expireUnpaidPurchase(tx, { purchaseId: id, actor, reason: body.reason || '관리자 주문 취소', now }),
  );
  if (result.changed) return { purchaseId: id, from: 'WAITING_PAYMENT', to, changed: true };
  if (result.status === to) return { purchaseId: id, from: to, to, changed: false };
  throw invalidTransition(result.status, to, current.method);
}
