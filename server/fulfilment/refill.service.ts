import { SERVICE_MESSAGES as M, type RefillResult } from '../../lib/schemas/services';
import type { Db } from '../db/client';
import { ApiError } from '../lib/errors';
import { findPanelService } from './panels.repository';
import * as repo from './my-services.repository';
import { refreshServiceStatus } from './service-rollup';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 재충전 마감: 완료 시각 + 재충전 기간(일). 기간이 없거나 아직 완료 전이면 null */
export function refillDeadlineOf(completedAt: Date | null, refillDays: number | null): Date | null {
  if (!completedAt || !refillDays || refillDays <= 0) return null;
  return new Date(completedAt.getTime() + refillDays * DAY_MS);
}

const seoulDateTime = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
function formatSeoul(at: Date): string {
  const parts = seoulDateTime.formatToParts(at);
  const pick = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${pick('year')}.${pick('month')}.${pick('day')} ${pick('hour')}:${pick('minute')}`;
}

const refused = (code: string, message: string, meta: Record<string, unknown> | null = null) => new ApiError(code, 409, message, meta);

/**
 * 재충전 한 건의 판단 재료. 스토어 서비스와 인스타터 작업이 같은 규칙을 쓰도록 모양을 맞춘다.
 * ordered − achieved 가 재충전 수량이다.
 */
export type RefillCandidate = {
  isDone: boolean;
  notDoneMessage: string;
  refillDays: number;
  completedAt: Date | null;
  ordered: number;
  achieved: number;
  hasOpenRefill: boolean;
  /** 재충전이 이어 붙을 원래 작업(마지막으로 끝난 주문 작업) */
  parent: repo.RefillParentTask | null;
};

/**
 * 규칙(DOMAIN.md "Fulfilment"): 완료된 것만, 재충전 기간이 있는 상품만, 기간 안에만, 열린 재충전은 하나만.
 * 호출한 쪽이 같은 트랜잭션에서 서비스(또는 원래 작업) 행을 잠근 뒤 부른다: 두 요청이 동시에 와도 한 건만 생긴다.
 */
export async function createRefill(
  tx: Db,
  c: RefillCandidate,
  ctx: { now: Date; createdByMemberId: number | null },
): Promise<RefillResult> {
  if (!c.isDone) throw refused('REFILL_NOT_COMPLETED', c.notDoneMessage);
  if (c.refillDays <= 0) throw refused('REFILL_NOT_SUPPORTED', M.noRefillPeriod);
  const deadline = refillDeadlineOf(c.completedAt, c.refillDays);
  if (!deadline || ctx.now.getTime() > deadline.getTime()) {
    const until = deadline ? ` (${formatSeoul(deadline)}까지)` : '';
    throw refused('REFILL_PERIOD_OVER', `${M.refillPeriodOver}${until}`, { refillDeadline: deadline?.toISOString() ?? null });
  }
  if (c.hasOpenRefill) throw refused('REFILL_ALREADY_OPEN', M.refillOpen);
  const parent = c.parent;
  if (!parent) throw refused('REFILL_NOTHING', M.nothingToRefill);

  const quantity = Math.max(0, c.ordered - c.achieved);
  // 빠진 수량을 모를 때(0)는 원래 주문에 패널의 refill 을 건다: 줄어든 만큼은 상위 패널이 잰다.
  // 패널 서비스가 재충전을 못 하거나 원래 패널 주문이 없으면 보낼 것이 없다.
  if (quantity === 0) {
    if (parent.panelId == null || parent.panelOrderId == null) throw refused('REFILL_NOTHING', M.nothingToRefill);
    const panelService = parent.panelServiceId ? await findPanelService(tx, parent.panelId, parent.panelServiceId) : null;
    if (panelService && !panelService.refill) throw refused('REFILL_NOTHING', M.nothingToRefill);
  }

  const refillTaskId = await repo.insertRefillTask(tx, { parent, quantity, createdByMemberId: ctx.createdByMemberId, now: ctx.now });
  if (parent.serviceId != null) await refreshServiceStatus(tx, parent.serviceId, ctx.now);
  return { refillTaskId, parentTaskId: parent.id, quantity };
}

/** 스토어 서비스의 재충전: 서비스 행을 잠그고 판단한다. 남의 서비스면 403 */
export function requestServiceRefill(db: Db, p: { memberId: number; serviceId: number; now: Date }): Promise<RefillResult> {
  return db.transaction(async (tx) => {
    const svc = await repo.lockService(tx, p.serviceId);
    if (!svc) throw new ApiError('SERVICE_NOT_FOUND', 404, M.serviceNotFound);
    if (svc.memberId !== p.memberId) throw new ApiError('NOT_YOUR_RESOURCE', 403, M.notYours);
    const done = await repo.listDoneOrderTasksOfService(tx, svc.id);
    const achieved = done.reduce((sum, t) => sum + Math.max(0, t.quantity - (t.remains ?? 0)), 0);
    // 원래 주문 작업: 마지막으로 끝난 ORDER, 일일 상품이면 마지막 DAILY
    const last = done.filter((t) => t.kind === 'ORDER').at(-1) ?? done.at(-1);
    const parent = last ? await repo.findTaskForRefill(tx, last.id) : null;
    return createRefill(
      tx,
      {
        isDone: svc.status === 'COMPLETED',
        notDoneMessage: M.notCompleted,
        refillDays: svc.refillDays,
        completedAt: svc.completedAt,
        ordered: svc.productKind === 'DAILY' ? svc.quantity * svc.days : svc.quantity,
        achieved,
        hasOpenRefill: await repo.hasOpenRefillOfService(tx, svc.id),
        parent,
      },
      { now: p.now, createdByMemberId: p.memberId },
    );
  });
}

/** 인스타터 작업의 재충전: 원래 작업 행을 잠그고 판단한다 */
export function requestTaskRefill(
  db: Db,
  p: { taskId: number; now: Date; authorize: (task: repo.RefillParentTask) => void },
): Promise<RefillResult> {
  return db.transaction(async (tx) => {
    const task = await repo.findTaskForRefill(tx, p.taskId, true);
    if (!task) throw new ApiError('TASK_NOT_FOUND', 404, M.instarterNotFound);
    p.authorize(task);
    return createRefill(
      tx,
      {
        isDone: task.status === 2,
        notDoneMessage: M.taskNotDone,
        refillDays: task.refillDays ?? 0,
        completedAt: task.finishedAt,
        ordered: task.quantity,
        achieved: Math.max(0, task.quantity - (task.remains ?? 0)),
        hasOpenRefill: await repo.hasOpenRefillOfTask(tx, task.id),
        parent: task,
      },
      { now: p.now, createdByMemberId: null },
    );
  });
}
