import { formatCount } from '../../lib/format';
import { TASK_STATUS } from '../../lib/schemas/fulfilment';
import type { ShortfallStatus } from '../../lib/schemas/shortfalls';
import type { AuditActor } from '../audit-logs/actor';
import type { Db } from '../db/client';
import type { AppDeps } from '../lib/context';
import { ApiError, fail } from '../lib/errors';
import { recordTx } from '../lib/sql';
import { findPurchaseForUpdate } from '../purchases/admin-purchases.repository';
import { refundableOf } from '../purchases/refund-apply.service';
import { refundPurchase, type RefundLink } from '../purchases/refunds.service';
import { findRefundById } from '../refunds/refunds.repository';
import { refreshServiceStatus } from '../services/service-rollup';
import { resolveAlerts } from '../tasks/alerts.repository';
import { insertTaskEvent } from '../tasks/tasks.repository';
import { raiseAlert } from '../tasks/alerts.service';
import { refundRouteOf } from './shortfall-open.service';
import * as repo from './shortfalls.repository';

/** 일꾼 한 바퀴에 처리하는 수. 잡은 것에는 이만큼 임대를 건다(결제사 한 번의 호출보다 넉넉히) */
export const SHORTFALL_BATCH = 20;
const LEASE_MS = 2 * 60 * 1000;

export const SYSTEM_ACTOR: AuditActor = { actorMemberId: null, actorRole: 'SYSTEM', requestId: null };

const subjectOf = (s: repo.ShortfallRow) => `purchase:${s.purchaseId}:shortfall:${s.id}`;
const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 300);

/** 처리가 끝나면 확인 경보를 같은 트랜잭션에서 닫는다 */
const closeAlert = (tx: Db, s: repo.ShortfallRow, now: Date) => resolveAlerts(tx, { kind: 'SHORTFALL_REVIEW', subjectKeys: [subjectOf(s)], now });

/** 일꾼이 처리하지 못한 것(패널 서비스 없음, 결제사 거절): 운영자 확인으로 넘기고 경보 */
async function toReview(deps: AppDeps, s: repo.ShortfallRow, reason: string) {
  const now = deps.now();
  await recordTx(deps.db, async (tx) => {
    const row = await repo.updateShortfallIf(tx, {
      id: s.id,
      from: ['OPEN', 'REVIEW', 'REFUNDING'],
      // 거절된 환불(FAILED)은 잊는다: 운영자가 고르면 새 환불로 처리한다
      set: { status: 'REVIEW', refundId: null, lastError: reason.slice(0, 300), leaseUntil: null, updatedAt: now },
    });
    if (!row) return;
    await raiseAlert(tx, deps, { kind: 'SHORTFALL_REVIEW', subjectKey: subjectOf(s), message: `서비스 #${s.serviceId}의 미진행 ${formatCount(s.missing)}개를 저절로 처리하지 못했습니다: ${reason}`, now });
  });
}

/**
 * 남은 수량을 다시 보낸다: 한 트랜잭션에서 미진행 줄을 RESENT 로(조건부), 같은 link 로 READY 주문 작업 하나, 서비스 재계산
 * (진행 중으로 돌아가고, 다 채우면 완료 알림이 간다). 보내기는 이행 일꾼이 맡는다.
 */
async function resend(deps: AppDeps, s: repo.ShortfallRow, actor: AuditActor) {
  const now = deps.now();
  const src = await repo.findResendSource(deps.db, s.serviceId);
  if (!src?.panelId || !src.panelServiceId || !src.link) {
    if (actor.actorMemberId !== null) throw fail('SHORTFALL_RESEND_UNAVAILABLE');
    return toReview(deps, s, '다시 보낼 패널 서비스가 없습니다.');
  }
  await recordTx(deps.db, async (tx) => {
    const taskId = await repo.insertResendTask(tx, {
      kind: 'ORDER',
      source: actor.actorMemberId === null ? 'STORE' : 'ADMIN',
      serviceId: s.serviceId,
      memberId: src.memberId,
      productId: src.productId,
      productName: src.productName,
      panelId: src.panelId,
      panelServiceId: src.panelServiceId,
      targetKey: src.link!,
      quantity: s.missing,
      status: TASK_STATUS.WAITING,
      phase: 'READY',
      nextAttemptAt: now,
      refillDays: src.refillDays,
      createdByMemberId: actor.actorMemberId,
      memo: `미진행 ${s.missing}개 다시 보내기`,
      createdAt: now,
      updatedAt: now,
    });
    const row = await repo.updateShortfallIf(tx, {
      id: s.id,
      from: ['OPEN', 'REVIEW'],
      set: { status: 'RESENT', resendTaskId: taskId, leaseUntil: null, resolvedAt: now, resolvedBy: actor.actorMemberId, lastError: null, updatedAt: now },
    });
    // 그사이 다른 일꾼·운영자가 처리했다: 작업도 되돌린다
    if (!row) throw fail('SHORTFALL_ALREADY_SETTLED');
    await insertTaskEvent(tx, { taskId, type: 'ADMIN', request: { action: 'shortfall-resend', shortfallId: s.id }, message: `부분 완료로 남은 ${s.missing}개를 다시 보냅니다.`, actorMemberId: actor.actorMemberId, now });
    await refreshServiceStatus(deps, tx, s.serviceId, now);
    await closeAlert(tx, s, now);
  });
}

/**
 * 비례 환불. 구매 환불(refundPurchase)을 그대로 쓰고, 미진행 줄은 환불 줄을 적는 트랜잭션 안에서 바꾼다(link):
 * 적립금은 한 트랜잭션에 끝나고, 카드는 PENDING 환불과 REFUNDING 이 함께 커밋된 뒤 결제사를 부른다.
 * 그 사이에 멈추면 다음 일꾼이 같은 환불(같은 금액·같은 Idempotency-Key)로 이어 간다: 돈은 한 번만 돌아간다.
 */
async function refund(deps: AppDeps, s: repo.ShortfallRow, actor: AuditActor) {
  const now = deps.now();
  let body: { to: 'CARD' | 'POINT'; amount: number };
  const pending = s.refundId !== null ? await findRefundById(deps.db, { id: s.refundId }) : null;
  if (pending && pending.status === 'PENDING' && (pending.to === 'CARD' || pending.to === 'POINT')) {
    body = { to: pending.to, amount: pending.amount };
  } else {
    const p = await findPurchaseForUpdate(deps.db, { id: s.purchaseId });
    const amount = p ? Math.min(s.amount, refundableOf(p)) : 0;
    if (!p || amount <= 0) {
      await recordTx(deps.db, async (tx) => {
        const row = await repo.updateShortfallIf(tx, { id: s.id, from: ['OPEN', 'REVIEW'], set: { status: 'CLOSED', amount: 0, leaseUntil: null, resolvedAt: now, resolvedBy: actor.actorMemberId, updatedAt: now } });
        if (row) await closeAlert(tx, s, now);
      });
      return;
    }
    body = { to: refundRouteOf(s.action, p), amount };
  }
  const link: RefundLink = async (tx, r, done) => {
    const set = done
      ? { status: 'REFUNDED' as ShortfallStatus, refundId: r.id, amount: r.amount, leaseUntil: null, resolvedAt: deps.now(), resolvedBy: actor.actorMemberId, lastError: null, updatedAt: deps.now() }
      : { status: 'REFUNDING' as ShortfallStatus, refundId: r.id, amount: r.amount, updatedAt: deps.now() };
    const row = await repo.updateShortfallIf(tx, { id: s.id, from: ['OPEN', 'REVIEW', 'REFUNDING'], refundId: r.id, set });
    if (!row) throw fail('SHORTFALL_ALREADY_SETTLED');
    if (done) await closeAlert(tx, s, deps.now());
  };
  const reason = `부분 완료 미진행 ${formatCount(s.missing)}개 비례 환불`;
  try {
    await refundPurchase(deps, s.purchaseId, { ...body, reason }, actor, link);
  } catch (e) {
    // 답을 못 받음(502)·다른 환불이 진행 중: 그대로 두면 임대가 지난 뒤 같은 환불로 다시 잡힌다
    if (e instanceof ApiError && (e.status >= 500 || e.code === 'REFUND_IN_PROGRESS')) {
      await repo.updateShortfallIf(deps.db, { id: s.id, from: ['OPEN', 'REFUNDING', 'REVIEW'], set: { lastError: errorText(e), updatedAt: deps.now() } });
      throw e;
    }
    if (e instanceof ApiError && e.code === 'SHORTFALL_ALREADY_SETTLED') throw e;
    // 결제사 거절 등: 운영자 확인으로(운영자가 누른 것이면 그 오류도 돌려준다)
    await toReview(deps, s, errorText(e));
    if (actor.actorMemberId !== null) throw e;
  }
}

/** 하나를 처리한다(일꾼·운영자 공통) */
export function settleShortfall(deps: AppDeps, s: repo.ShortfallRow, actor: AuditActor): Promise<void> {
  return s.action === 'RESEND' ? resend(deps, s, actor) : refund(deps, s, actor);
}

/**
 * 일꾼 한 바퀴: 처리할 차례인 미진행 수량을 SKIP LOCKED 로 잡아 임대를 걸어 커밋하고, 하나씩 처리한다.
 * 여러 인스턴스가 함께 돌아도 한 줄은 한 일꾼만 잡고, 멈춘 일꾼의 몫은 임대가 지나면 다른 일꾼이 이어 간다.
 */
export async function settleDueShortfalls(deps: AppDeps, limit = SHORTFALL_BATCH): Promise<{ settled: number; failed: number }> {
  const now = deps.now();
  const claimed = await recordTx(deps.db, (tx) => repo.claimDueShortfalls(tx, { now, until: new Date(now.getTime() + LEASE_MS), limit }));
  let failed = 0;
  for (const s of claimed) {
    try {
      await settleShortfall(deps, s, SYSTEM_ACTOR);
    } catch (err) {
      failed += 1;
      deps.logger.warn({ err, shortfallId: s.id }, 'shortfall not settled yet');
    }
  }
  return { settled: claimed.length - failed, failed };
}
