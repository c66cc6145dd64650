import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members, services, tasks } from '../db/schema';

// 회원 알림의 문구를 채우는 데 드는 것만 읽는다. 쓰기는 없다(services 는 services.repository 만 쓴다)

/** 알림 문구의 재료: 서비스가 적어 둔 상품 이름·대상과 회원 이름 */
export async function findServiceForNotice(db: Db, serviceId: number) {
  const rows = await db
    .select({
      id: services.id,
      memberId: services.memberId,
      productName: services.productName,
      targetKey: services.targetKey,
      startsOn: services.startsOn,
      endsOn: services.endsOn,
      memberName: members.name,
    })
    .from(services)
    .innerJoin(members, eq(members.id, services.memberId))
    .where(eq(services.id, serviceId))
    .limit(1);
  return rows[0] ?? null;
}

/** 서비스 행을 잠근다: 동시에 끝난 재충전 작업 둘이 서로의 끝을 보지 못한 채 지나가지 않게 */
export async function lockServiceRow(db: Db, serviceId: number) {
  await db.select({ id: services.id }).from(services).where(eq(services.id, serviceId)).for('update');
}

export async function findTaskForNotice(db: Db, taskId: number) {
  const rows = await db
    .select({ id: tasks.id, kind: tasks.kind, serviceId: tasks.serviceId, phase: tasks.phase, createdAt: tasks.createdAt })
    .from(tasks)
    .where(eq(tasks.id, taskId))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * 한 번의 재충전 요청으로 만든 작업들. 요청은 원래 주문마다 작업을 하나씩 같은 시각(createdAt)에 만든다
 * (refills.service 의 createRefills): 그래서 서비스와 만든 시각이 같은 재충전 작업이 한 요청이다.
 */
export function listRefillTasksOfRequest(db: Db, p: { serviceId: number; createdAt: Date }) {
  return db
    .select({ id: tasks.id, status: tasks.status, phase: tasks.phase })
    .from(tasks)
    .where(and(eq(tasks.serviceId, p.serviceId), eq(tasks.kind, 'REFILL'), eq(tasks.createdAt, p.createdAt)))
    .orderBy(asc(tasks.id));
}
