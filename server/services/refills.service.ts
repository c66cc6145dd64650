import type { RefillResult } from '../../lib/schemas/services';
import type { Db } from '../db/client';
import { type ApiError, fail } from '../lib/errors';
import { lockService } from './services.repository';
import * as repo from './refills.repository';
import { insertRefillTask } from '../tasks/tasks.repository';
import { DAY_MS } from '../lib/time';
import { TASK_STATUS } from '../../lib/schemas/fulfilment';
import type { AppDeps } from '../lib/context';
import { noticeRefillAccepted } from './service-notices';


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

/** 재충전을 받지 않는 까닭(409): api 의 응답과 화면의 버튼(canRefill)이 같은 판단을 쓴다 */
export type RefillRefusal = ApiError;

/**
 * 재충전 판단의 재료. 스토어 서비스와 인스타터 작업이 같은 규칙을 쓰도록 모양을 맞춘다.
 * isDone 은 "주문 수량을 다 채우고 끝났다": 서비스는 COMPLETED, 인스타터 작업은 완료(2)이면서 남은 수량 0.
 * 일부만 채운 주문(PARTIAL, 패널의 Partial)은 재충전이 아니라 운영자의 다시 보내기·환불로 처리한다.
 */
export type RefillState = {
  isDone: boolean;
  /** 끝나지 않았을 때의 오류: 서비스와 인스타터 작업의 문장이 다르다 */
  notDone: 'REFILL_NOT_COMPLETED' | 'REFILL_TASK_NOT_COMPLETED';
  refillDays: number;
  completedAt: Date | null;
  hasOpenRefill: boolean;
  /** 패널이 재충전할 수 있는 원래 주문(패널 주문 번호가 있고 그 패널 서비스가 재충전을 받는다)이 있다 */
  hasRefillableOrder: boolean;
};

/**
 * 규칙(docs/domain.md, Fulfilment): 다 채워 끝난 것만, 재충전 기간이 있는 상품만, 기간 안에만, 열린 재충전은 하나만,
 * 그리고 패널이 재충전할 수 있는 원래 주문이 있을 때만. 받으면 null.
 */
export function refillRefusal(s: RefillState, now: Date): RefillRefusal | null {
  if (!s.isDone) return fail(s.notDone);
  if (s.refillDays <= 0) return fail('REFILL_NOT_SUPPORTED');
  const deadline = refillDeadlineOf(s.completedAt, s.refillDays);
  if (!deadline || now.getTime() > deadline.getTime()) {
    const meta = { refillDeadline: deadline?.toISOString() ?? null };
    return deadline ? fail('REFILL_PERIOD_OVER_UNTIL', meta, { until: formatSeoul(deadline) }) : fail('REFILL_PERIOD_OVER', meta);
  }
  if (s.hasOpenRefill) return fail('REFILL_ALREADY_OPEN');
  if (!s.hasRefillableOrder) return fail('REFILL_NOTHING');
  return null;
}

/**
 * 재충전 = 원래 패널 주문마다 패널의 refill 하나(작업 종류 REFILL, 원래 작업에 이어 붙음).
 * 완료된 주문은 주문 − 달성이 0 이고, 그 뒤에 줄어든 만큼은 상위 패널이 시작 수치와 견주어 다시 채운다.
 * 그래서 재충전 작업의 수량은 0(= 줄어든 만큼, 패널이 잰다)이고 새 주문(add)을 보내지 않는다.
 * 호출한 쪽이 같은 트랜잭션에서 서비스(또는 원래 작업) 행을 잠근 뒤 부른다: 두 요청이 동시에 와도 한 번만 만든다.
 */
async function createRefills(
  tx: Db,
  state: RefillState,
  parents: repo.RefillParentTask[],
  ctx: { now: Date; createdByMemberId: number | null },
): Promise<{ result: RefillResult; firstRefillTaskId: number }> {
  const refusal = refillRefusal({ ...state, hasRefillableOrder: state.hasRefillableOrder && parents.length > 0 }, ctx.now);
  if (refusal) throw refusal;
  const ids: number[] = [];
  let last: RefillResult | null = null;
  for (const parent of parents) {
    const refillTaskId = await insertRefillTask(tx, { parent, quantity: 0, createdByMemberId: ctx.createdByMemberId, now: ctx.now });
    ids.push(refillTaskId);
    last = { refillTaskId, parentTaskId: parent.id, quantity: 0 };
  }
  return { result: last!, firstRefillTaskId: ids[0]! };
}

/**
 * 스토어 서비스의 재충전: 서비스 행을 잠그고 판단한다. 남의 서비스면 403.
 * 원래 주문이 여럿이면(일일 상품의 날마다, 운영자가 나눠 보낸 주문) 주문마다 재충전을 건다.
 * 받았다는 알림(재충전 접수)을 같은 트랜잭션에서 넣는다.
 */
export function requestServiceRefill(deps: Pick<AppDeps, 'db' | 'config' | 'now'>, p: { memberId: number; serviceId: number; now: Date }): Promise<RefillResult> {
  return deps.db.transaction(async (tx) => {
    const svc = await lockService(tx, p.serviceId);
    if (!svc) throw fail('SERVICE_NOT_FOUND');
    if (svc.memberId !== p.memberId) throw fail('SERVICE_OF_OTHER_MEMBER');
    const parents = await repo.listRefillableOrderTasksOfService(tx, svc.id);
    const created = await createRefills(
      tx,
      {
        isDone: svc.status === 'COMPLETED',
        notDone: 'REFILL_NOT_COMPLETED',
        refillDays: svc.refillDays,
        completedAt: svc.completedAt,
        hasOpenRefill: await repo.hasOpenRefillOfService(tx, svc.id),
        hasRefillableOrder: parents.length > 0,
      },
      parents,
      { now: p.now, createdByMemberId: p.memberId },
    );
    await noticeRefillAccepted(deps, tx, { serviceId: svc.id, firstRefillTaskId: created.firstRefillTaskId });
    return created.result;
  });
}

/** 인스타터 주문 작업의 재충전 판단 재료(조회 화면과 요청이 같이 쓴다) */
export function instarterRefillState(
  task: { status: number; remains: number | null; refillDays: number | null; finishedAt: Date | null },
  p: { hasOpenRefill: boolean; hasRefillableOrder: boolean },
): RefillState {
  return {
    isDone: task.status === TASK_STATUS.DONE && (task.remains ?? 0) === 0,
    notDone: 'REFILL_TASK_NOT_COMPLETED',
    refillDays: task.refillDays ?? 0,
    completedAt: task.finishedAt,
    ...p,
  };
}

/** 인스타터 작업의 재충전: 원래 작업 행을 잠그고 판단한다 */
export function requestTaskRefill(
  db: Db,
  p: { taskId: number; now: Date; authorize: (task: repo.RefillParentTask) => void },
): Promise<RefillResult> {
  return db.transaction(async (tx) => {
    const task = await repo.findTaskForRefill(tx, p.taskId, true);
    if (!task) throw fail('INSTARTER_TASK_NOT_FOUND');
    p.authorize(task);
    const refillable = await repo.isRefillableOrderTask(tx, task.id);
    const state = instarterRefillState(task, {
      hasOpenRefill: await repo.hasOpenRefillOfTask(tx, task.id),
      hasRefillableOrder: refillable,
    });
    return (await createRefills(tx, state, refillable ? [task] : [], { now: p.now, createdByMemberId: null })).result;
  });
}
