import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ServiceStatus } from '../../lib/schemas/purchases';
import type { Db } from '../db/client';
import { services, tasks } from '../db/schema';
import { kstDate } from '../lib/kst';

type RollupTask = { status: number; phase: string; sentAt: Date | null; startCount: number | null; remains: number | null };

/**
 * 작업들로 본 서비스 상태: 끝나지 않았으면 WAITING/IN_PROGRESS, 끝났으면 결과. 작업이 없는 단건이면 null(그대로 둔다).
 * 완료와 실패·취소가 섞이면 일부만 전달된 것이므로 PARTIAL 이다.
 */
export function statusFromTasks(list: RollupTask[], daily: { ended: boolean } | null): ServiceStatus | null {
  const allFinished = list.every((t) => t.phase === 'FINISHED') && (daily ? daily.ended : true);
  if (!allFinished) {
    const started = list.some((t) => t.phase === 'SENT' || t.phase === 'FINISHED' || t.sentAt !== null);
    return started ? 'IN_PROGRESS' : 'WAITING';
  }
  if (list.length === 0) return daily ? 'FAILED' : null;
  const done = list.filter((t) => t.status === 2);
  if (done.length === 0) return list.every((t) => t.status === -2) ? 'CANCELED' : 'FAILED';
  if (done.length < list.length || done.some((t) => (t.remains ?? 0) > 0)) return 'PARTIAL';
  return 'COMPLETED';
}

/**
 * 서비스의 작업들로 서비스 상태·시작 수치·남은 수량을 다시 계산해 적는다(같은 트랜잭션 tx 안에서).
 * 작업 상태가 바뀌는 곳(일꾼, 관리자 조치)이 모두 이것을 부른다.
 * 주문·일일 작업만 센다: 재충전(REFILL) 작업은 끝난 서비스의 상태를 바꾸지 않는다.
 * 일일 상품은 마지막 날(KST)이 지나야 끝난다. 작업이 없는 단건 서비스는 그대로 둔다.
 */
export async function refreshServiceStatus(tx: Db, serviceId: number, now: Date): Promise<void> {
  const [svc] = await tx
    .select({
      status: services.status,
      productKind: services.productKind,
      endsOn: services.endsOn,
      startCount: services.startCount,
      remains: services.remains,
      startedAt: services.startedAt,
      completedAt: services.completedAt,
    })
    .from(services)
    .where(eq(services.id, serviceId))
    .limit(1)
    .for('update');
  if (!svc) return;
  const list = await tx
    .select({ status: tasks.status, phase: tasks.phase, sentAt: tasks.sentAt, startCount: tasks.startCount, remains: tasks.remains })
    .from(tasks)
    .where(and(eq(tasks.serviceId, serviceId), inArray(tasks.kind, ['ORDER', 'DAILY'])))
    .orderBy(asc(tasks.id));

  const daily = svc.productKind === 'DAILY' ? { ended: svc.endsOn !== null && kstDate(now) > svc.endsOn } : null;
  const status = statusFromTasks(list, daily) ?? svc.status;
  const startCount = list.find((t) => t.startCount !== null)?.startCount ?? null;
  const withRemains = list.filter((t) => t.remains !== null);
  const remains = withRemains.length > 0 ? withRemains.reduce((sum, t) => sum + t.remains!, 0) : svc.remains;
  const finished = status === 'COMPLETED' || status === 'PARTIAL';
  const next = {
    status,
    startCount: startCount ?? svc.startCount,
    remains,
    startedAt: svc.startedAt ?? (status !== 'WAITING' && list.some((t) => t.sentAt !== null) ? now : null),
    completedAt: finished ? (svc.completedAt ?? now) : svc.completedAt,
  };
  const same =
    next.status === svc.status &&
    next.startCount === svc.startCount &&
    next.remains === svc.remains &&
    next.startedAt === svc.startedAt &&
    next.completedAt === svc.completedAt;
  if (same) return;
  await tx
    .update(services)
    .set({ ...next, updatedAt: now })
    .where(eq(services.id, serviceId));
}
