import type { ServiceStatus } from '../../lib/schemas/purchases';
import type { Db } from '../db/client';
import { kstDate } from '../lib/time';
import { listRollupTasksOfService, lockServiceForRollup } from './service-runs.repository';
import { updateServiceRollup } from './services.repository';
import { noticeServiceChange, type NoticeDeps } from './service-notices';
import { TASK_STATUS } from '../../lib/schemas/fulfilment';
import { openShortfall } from '../shortfalls/shortfall-open.service';

export type RollupTask = {
  kind: string;
  status: number;
  phase: string;
  sentAt: Date | null;
  startCount: number | null;
  remains: number | null;
  quantity: number;
  runDate: string | null;
};

/** 서비스의 주문 규모: 단건은 수량, 일일 상품은 하루 수량 × 일수 */
export type RollupService = { productKind: string; quantity: number; days: number };

export const orderedQuantityOf = (s: RollupService) => (s.productKind === 'DAILY' ? s.quantity * Math.max(1, s.days) : s.quantity);

/** 작업 하나가 채운 수량: 남은 수량을 알면 수량 − 남은 수량, 모르면 완료(2)는 전부, 나머지는 0 */
export function deliveredOfTask(t: Pick<RollupTask, 'status' | 'quantity' | 'remains'>): number {
  if (t.remains !== null) return Math.max(0, t.quantity - t.remains);
  return t.status === TASK_STATUS.DONE ? t.quantity : 0;
}

/**
 * 채운 수량. 일일 상품은 날마다 하루 수량까지만 센다(어느 날 더 채워도 빠진 날을 메우지 않는다);
 * 운영자가 따로 보낸 주문 작업(ORDER)은 빠진 만큼을 메운다. 전체는 주문 총량을 넘지 않는다.
 */
export function deliveredQuantity(svc: RollupService, list: RollupTask[]): number {
  const ordered = orderedQuantityOf(svc);
  let total = 0;
  if (svc.productKind === 'DAILY') {
    const perDay = new Map<string, number>();
    for (const t of list) {
      if (t.kind === 'DAILY' && t.runDate) perDay.set(t.runDate, (perDay.get(t.runDate) ?? 0) + deliveredOfTask(t));
      else total += deliveredOfTask(t);
    }
    for (const n of perDay.values()) total += Math.min(n, svc.quantity);
  } else {
    for (const t of list) total += deliveredOfTask(t);
  }
  return Math.min(total, ordered);
}

/**
 * 작업들로 본 서비스 상태. 채운 수량(끝난 작업의 수량 − 남은 수량)을 주문 수량과 견준다:
 * - 끝난 작업으로 주문 수량을 다 채웠으면(일일 상품은 마지막 날이 지난 뒤) COMPLETED. 실패·취소된 작업을
 *   운영자가 다시 보낸 작업이 메웠으면 그 실패·취소는 상태에 남지 않는다.
 * - 아니면 끝나지 않은 작업이 있거나 일일 기간이 남았으면 WAITING/IN_PROGRESS.
 * - 모두 끝났는데 덜 채웠으면 PARTIAL(조금이라도 채움), 모두 취소면 CANCELED, 아니면 FAILED.
 * 작업이 없는 단건이면 null(그대로 둔다).
 */
export function statusFromTasks(svc: RollupService, list: RollupTask[], daily: { ended: boolean } | null): ServiceStatus | null {
  const ordered = orderedQuantityOf(svc);
  const finished = list.filter((t) => t.phase === 'FINISHED');
  const delivered = deliveredQuantity(svc, finished);
  const periodOver = daily ? daily.ended : true;
  if (periodOver && finished.length > 0 && delivered >= ordered) return 'COMPLETED';

  const allFinished = finished.length === list.length && periodOver;
  if (!allFinished) {
    const started = list.some((t) => t.phase === 'SENT' || t.phase === 'FINISHED' || t.sentAt !== null);
    return started ? 'IN_PROGRESS' : 'WAITING';
  }
  if (list.length === 0) return daily ? 'FAILED' : null;
  if (delivered > 0) return 'PARTIAL';
  return list.every((t) => t.status === TASK_STATUS.CANCELED) ? 'CANCELED' : 'FAILED';
}

const FINISHED_STATUSES: readonly ServiceStatus[] = ['COMPLETED', 'PARTIAL'];

/**
 * 서비스의 작업들로 서비스 상태·시작 수치·남은 수량을 다시 계산해 적는다(같은 트랜잭션 tx 안에서).
 * 작업 상태가 바뀌는 곳(일꾼, 관리자 조치)이 모두 이것을 부른다.
 * - 주문·일일 작업만 센다: 재충전(REFILL) 작업은 끝난 서비스의 상태를 바꾸지 않는다.
 * - 남은 수량은 주문 총량 − 채운 수량(진행 중인 작업이 알려 준 만큼 포함): 진행률이 여기서 나온다.
 * - 취소(CANCELED)된 서비스(환불)는 다른 상태로 되돌리지 않는다.
 * - 완료 시각은 끝난 상태(완료·부분 완료)에 들어설 때 적고, 다시 진행 중이 되면 지운다: 재충전 기간은 마지막 완료부터.
 * - 시작·완료·부분 완료에 들어서면 같은 트랜잭션에서 회원 알림을 넣는다(service-notices). notify 가 null 이면
 *   넣지 않는다: 일어난 일이 아니라 만들어 넣은 자료(데모 시드)일 때만.
 */
export async function refreshServiceStatus(notify: NoticeDeps | null, tx: Db, serviceId: number, now: Date): Promise<void> {
  const svc = await lockServiceForRollup(tx, serviceId);
  if (!svc) return;
  const list: RollupTask[] = await listRollupTasksOfService(tx, serviceId);

  const daily = svc.productKind === 'DAILY' ? { ended: svc.endsOn !== null && kstDate(now) > svc.endsOn } : null;
  const computed = statusFromTasks(svc, list, daily) ?? svc.status;
  const status = svc.status === 'CANCELED' ? 'CANCELED' : computed;
  const startCount = list.find((t) => t.startCount !== null)?.startCount ?? null;
  const reported = list.some((t) => t.remains !== null || t.phase === 'FINISHED');
  const remains = reported ? Math.max(0, orderedQuantityOf(svc) - deliveredQuantity(svc, list)) : svc.remains;
  const finished = FINISHED_STATUSES.includes(status);
  const wasFinished = FINISHED_STATUSES.includes(svc.status);
  const next = {
    status,
    startCount: startCount ?? svc.startCount,
    remains,
    startedAt: svc.startedAt ?? (status !== 'WAITING' && list.some((t) => t.sentAt !== null) ? now : null),
    completedAt:
      status === 'CANCELED' || status === 'FAILED' ? svc.completedAt : finished ? (wasFinished ? (svc.completedAt ?? now) : now) : null,
  };
  const same =
    next.status === svc.status &&
    next.startCount === svc.startCount &&
    next.remains === svc.remains &&
    next.startedAt?.getTime() === svc.startedAt?.getTime() &&
    next.completedAt?.getTime() === svc.completedAt?.getTime();
  if (same) return;
  await updateServiceRollup(tx, { serviceId, ...next, now });
  if (!notify) return;
  const ordered = orderedQuantityOf(svc);
  const delivered = deliveredQuantity(svc, list.filter((t) => t.phase === 'FINISHED'));
  // 패널이 덜 채우거나 취소해 끝났으면 빠진 몫을 같은 트랜잭션에서 적는다(server/shortfalls): 일꾼이 처리하고, 알림은 그 처리를 말한다
  const shortfall =
    (status === 'PARTIAL' || (status === 'CANCELED' && svc.status !== 'CANCELED')) && status !== svc.status
      ? await openShortfall(notify, tx, { serviceId, ordered, delivered, now })
      : null;
  await noticeServiceChange(notify, tx, {
    serviceId,
    productKind: svc.productKind,
    before: { status: svc.status, startedAt: svc.startedAt },
    after: { status: next.status, startedAt: next.startedAt },
    ordered,
    delivered,
    shortfall,
  });
}
