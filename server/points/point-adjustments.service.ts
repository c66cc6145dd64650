import type { z } from 'zod';
import {
  POINT_TYPE_LABELS,
  type AdminPointLedgerPage,
  type PointAdjustBodySchema,
  type PointAdjustResult,
} from '../../lib/schemas/admin-members';
import type { PageQuery } from '../../lib/schemas/common';
import type { AuditActor } from '../audit-logs/actor';
import { insertAuditLog } from '../audit-logs/audit-logs.repository';
import { readForExport, seoulDateTime, type CsvColumn } from '../lib/csv';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import { isUniqueViolation } from '../lib/sql';
import { iso } from '../lib/time';
import { lockMember } from '../members/members.repository';
import * as repo from './points.repository';
import { changePoints } from './points.service';

type Body = z.output<typeof PointAdjustBodySchema>;
type LedgerRow = NonNullable<Awaited<ReturnType<typeof repo.findLedgerRowByRequestKey>>>;

function resultOf(row: LedgerRow, replayed: boolean): PointAdjustResult {
  return {
    ledgerId: row.id,
    memberId: row.memberId,
    type: row.type === 'ADMIN_DEDUCT' ? 'ADMIN_DEDUCT' : 'ADMIN_GRANT',
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    reason: row.memo,
    createdAt: iso(row.createdAt),
    replayed,
  };
}

/** 같은 키로 처음과 다른 것(다른 회원·종류·금액)을 보내면 처음 결과를 돌려주지 않고 알린다 */
function replayOf(row: LedgerRow, memberId: number, type: LedgerRow['type'], amount: number) {
  if (row.memberId !== memberId || row.type !== type || row.amount !== amount) throw fail('IDEMPOTENCY_KEY_REUSED');
  return resultOf(row, true);
}

/**
 * 운영자의 적립금 지급·차감. 한 트랜잭션에서 회원 행을 잠그고 → 같은 요청 키의 줄이 있으면 그 결과를 돌려주고 →
 * 없으면 원장(ADMIN_GRANT/ADMIN_DEDUCT, 운영자·요청 키)과 잔액을 changePoints 로 바꾸고 작업 기록을 적는다.
 * 같은 키의 요청이 동시에 오면 회원 행 잠금에서 줄을 서고, 뒤에 온 쪽은 앞의 줄을 본다. 다른 회원에 같은 키가
 * 겹치는 경우만 unique index 가 막고(23505), 그때도 먼저 적힌 줄로 답한다.
 */
export async function adjustPoints(deps: AppDeps, actor: AuditActor, memberId: number, body: Body, requestKey: string): Promise<PointAdjustResult> {
  const type = body.type === 'GRANT' ? 'ADMIN_GRANT' : 'ADMIN_DEDUCT';
  const amount = body.type === 'GRANT' ? body.amount : -body.amount;
  try {
    return await deps.db.transaction(async (tx) => {
      const member = await lockMember(tx, memberId);
      if (!member || member.status === 'DELETED') throw fail('MEMBER_NOT_FOUND');
      const existing = await repo.findLedgerRowByRequestKey(tx, requestKey);
      if (existing) return replayOf(existing, memberId, type, amount);
      if (member.point + amount < 0) throw fail('ADMIN_POINTS_INSUFFICIENT', { balance: member.point });
      await changePoints(tx, { memberId, type, amount, memo: body.reason, actorMemberId: actor.actorMemberId, requestKey });
      const row = (await repo.findLedgerRowByRequestKey(tx, requestKey))!;
      await insertAuditLog(tx, {
        ...actor,
        kind: body.type === 'GRANT' ? 'points.grant' : 'points.deduct',
        targetType: 'member',
        targetId: memberId,
        summary: `회원 #${memberId} 적립금 ${POINT_TYPE_LABELS[type]} ${body.amount.toLocaleString('ko-KR')}원: ${body.reason}`,
        before: { point: member.point },
        after: { point: row.balanceAfter, ledgerId: row.id, amount },
      });
      return resultOf(row, false);
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const existing = await repo.findLedgerRowByRequestKey(deps.db, requestKey);
    if (!existing) throw err;
    return replayOf(existing, memberId, type, amount);
  }
}

type AdminLedgerRow = Awaited<ReturnType<typeof repo.listAdminPointLedgerRows>>['rows'][number];
const ledgerOut = ({ memberId: _m, ...r }: AdminLedgerRow) => ({ ...r, createdAt: iso(r.createdAt) });

async function assertMember(deps: AppDeps, memberId: number) {
  if ((await repo.findMemberPointOrNull(deps.db, { memberId })) === null) throw fail('MEMBER_NOT_FOUND');
}

/** 콘솔의 적립금 원장: 최신 순, 누른 운영자까지 */
export async function listAdminPointLedger(deps: AppDeps, memberId: number, q: PageQuery): Promise<AdminPointLedgerPage> {
  await assertMember(deps, memberId);
  const { rows, total } = await repo.listAdminPointLedgerRows(deps.db, { memberId, limit: q.size, offset: (q.page - 1) * q.size });
  return { items: rows.map(ledgerOut), page: q.page, size: q.size, total };
}

/** 원장 CSV 의 열: 금액은 부호 있는 숫자 그대로(차감 -300 도 합계를 낼 수 있게) */
export const POINT_LEDGER_CSV_COLUMNS: CsvColumn<AdminLedgerRow>[] = [
  { header: '번호', value: (r) => r.id },
  { header: '일시(서울)', value: (r) => seoulDateTime(r.createdAt) },
  { header: '종류', value: (r) => POINT_TYPE_LABELS[r.type] },
  { header: '금액', value: (r) => r.amount },
  { header: '잔액', value: (r) => r.balanceAfter },
  { header: '구매 번호', value: (r) => r.purchaseId },
  { header: '후기 번호', value: (r) => r.reviewId },
  { header: '사유', value: (r) => r.memo },
  { header: '처리 운영자', value: (r) => r.actorMemberId },
];

/** 회원 한 명의 원장 전부(최신 순, 한도까지). 없는 회원은 404 */
export async function exportAdminPointLedger(deps: AppDeps, memberId: number) {
  await assertMember(deps, memberId);
  return readForExport(async (limit) => (await repo.listAdminPointLedgerRows(deps.db, { memberId, limit, offset: 0 })).rows);
}
