import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { panels, panelServices, tasks } from '../../../server/db/schema';
import type { TestApp } from '../../helpers/test-app';

/** 패널 하나와 그 서비스 하나(재충전 지원 여부를 고른다) */
export async function panelWithService(t: TestApp, o: { refill: boolean; serviceId?: string }) {
  const [panel] = await t.db.insert(panels).values({ name: `테스트 패널 ${randomBytes(2).toString('hex')}`, kind: 'SIMULATOR' }).returning({ id: panels.id });
  const serviceId = o.serviceId ?? '1001';
  await t.db.insert(panelServices).values({ panelId: panel!.id, serviceId, name: '테스트 서비스', refill: o.refill, cancel: false });
  return { panelId: panel!.id, panelServiceId: serviceId };
}

type TaskInsert = typeof tasks.$inferInsert;

/** 작업을 DB 에 바로 넣는다(이행 일꾼 없이 끝난 작업이 필요할 때). 기본은 끝난 ORDER */
export async function insertTask(t: TestApp, o: Partial<TaskInsert> & { serviceId?: number | null }) {
  const now = t.clock.now();
  const [row] = await t.db
    .insert(tasks)
    .values({
      kind: 'ORDER',
      source: 'STORE',
      productName: '테스트 한국인 팔로워',
      targetKey: 'growth_test',
      quantity: 100,
      status: 2,
      phase: 'FINISHED',
      startCount: 1_000,
      remains: 0,
      panelOrderId: o.panelId ? `po-${randomBytes(6).toString('hex')}` : null,
      sentAt: now,
      finishedAt: now,
      createdAt: now,
      ...o,
    })
    .returning();
  return row!;
}

export async function tasksOfService(t: TestApp, serviceId: number) {
  return t.db.select().from(tasks).where(eq(tasks.serviceId, serviceId)).orderBy(tasks.id);
}
