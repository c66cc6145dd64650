import { bankNameOf, maskAccountNumber } from '../../lib/schemas/payment-rules';
import type { CashRefundView } from '../../lib/schemas/purchase-views';
import {
  CASH_REFUND_STATUS_LABELS,
  type AdminCashRefund,
  type AdminRefundListQuery,
  type RefundTransferBody,
  type RefundTransferResult,
} from '../../lib/schemas/refunds';
import type { Db } from '../db/client';
import type { AuditActor } from '../audit-logs/actor';
import { insertAuditLog } from '../audit-logs/audit-logs.repository';
import type { AppDeps } from '../lib/context';
import { fail, fieldFail } from '../lib/errors';
import { isoOrNull, kstDate } from '../lib/time';
import { offsetOf } from '../lib/paging';
import { notifyPurchaseRefunded } from '../purchases/purchase-notifications.service';
import * as repo from './refunds.repository';

function adminRowOf(r: repo.CashRefundRow): AdminCashRefund {
  return {
    id: r.id,
    purchaseId: r.purchaseId,
    orderNo: r.orderNo,
    memberEmail: r.memberEmail,
    amount: r.amount,
    bankCode: r.bankCode ?? '',
    bankName: bankNameOf(r.bankCode ?? ''),
    accountNumber: r.accountNumber ?? '',
    holderName: r.holderName ?? '',
    status: r.status,
    statusLabel: CASH_REFUND_STATUS_LABELS[r.status],
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    transferredOn: r.transferredOn,
    doneAt: isoOrNull(r.doneAt),
  };
}

/** 운영자의 계좌 환불 목록(기본: 이체 대기) */
export async function listAdminCashRefunds(deps: AppDeps, q: AdminRefundListQuery) {
  const { rows, total } = await repo.listCashRefunds(deps.db, { status: q.status, limit: q.size, offset: offsetOf(q) });
  return { items: rows.map(adminRowOf), page: q.page, size: q.size, total };
}

/** 구매 상세(회원·관리자)의 계좌 환불: 계좌번호는 끝 네 자리만 */
export async function listCashRefundViews(db: Db, purchaseId: number): Promise<CashRefundView[]> {
  const rows = await repo.listCashRefundsOfPurchase(db, { purchaseId });
  return rows.map((r) => ({
    amount: r.amount,
    bankName: bankNameOf(r.bankCode ?? ''),
    maskedAccountNumber: maskAccountNumber(r.accountNumber ?? ''),
    status: r.status,
    statusLabel: CASH_REFUND_STATUS_LABELS[r.status],
    transferredOn: r.transferredOn,
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * 이체 완료 표시: 이체 대기인 계좌 환불만, 한 번. 이미 완료면 changed:false(두 번 누름·두 운영자).
 * 이체일은 서울 기준 오늘까지.
 */
export async function markRefundTransferred(deps: AppDeps, id: number, body: RefundTransferBody, actor: AuditActor): Promise<RefundTransferResult> {
  const now = deps.now();
  const today = kstDate(now);
  if (body.transferredOn > today) {
    throw fieldFail('TRANSFER_DATE_FUTURE', 'transferredOn', { today });
  }
  const done = await deps.db.transaction(async (tx) => {
    const row = await repo.markTransferredIfAwaiting(tx, { id, transferredOn: body.transferredOn, adminId: actor.actorMemberId!, now });
    if (row) {
      await insertAuditLog(tx, {
        ...actor,
        kind: 'refunds.transferred',
        targetType: 'refund',
        targetId: id,
        summary: `계좌 환불 #${id} 이체 완료 (${body.transferredOn})`,
        before: { status: 'AWAITING_TRANSFER' },
        after: { status: row.status, transferredOn: row.transferredOn },
      });
      // 무통장입금의 계좌 환불은 운영자가 이체를 적을 때 비로소 돌려준 것: 회원 알림도 그때
      await notifyPurchaseRefunded(deps, tx, {
        purchaseId: row.purchaseId,
        refundId: row.id,
        to: 'CASH',
        amount: row.amount,
        returnedPoint: await repo.findReturnedPointOfRefund(tx, { purchaseId: row.purchaseId, sequence: row.sequence }),
        bankCode: row.bankCode,
      });
    }
    return row;
  });
  if (done) return { id, status: done.status, transferredOn: done.transferredOn, changed: true };
  const row = await repo.findRefundById(deps.db, { id });
  if (!row || row.to !== 'CASH') throw fail('REFUND_NOT_FOUND');
  if (row.status === 'DONE') return { id, status: row.status, transferredOn: row.transferredOn, changed: false };
  throw fail('REFUND_NOT_AWAITING_TRANSFER', { status: row.status }, { status: CASH_REFUND_STATUS_LABELS[row.status] });
}
