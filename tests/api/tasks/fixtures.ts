import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { operatorAlerts, panels, panelServices, taskEvents, tasks } from '../../../server/db/schema';
import type { CancelResult, PanelClient } from '../../../server/providers/fulfilment/types';
import { PanelError } from '../../../server/providers/fulfilment/types';
import type { TestApp } from '../../helpers/test-app';

/**
 * 가짜 패널: 취소 응답만 시험이 정한다. 나머지 호출은 이 시험들에서 불리면 안 된다.
 * 운영자 조치는 일꾼 없이 HTTP 로만 시험하므로 작업 행은 DB 에 직접 넣는다(일꾼이 만든 모양 그대로).
 */
export function fakePanel() {
  const calls: string[][] = [];
  let answer: (orderIds: string[]) => CancelResult[] = (ids) => ids.map((orderId) => ({ orderId, ok: true, error: null }));
  const unused = () => {
    throw new Error('이 시험에서 부르지 않는 패널 호출');
  };
  const client: PanelClient = {
    services: unused,
    add: unused,
    status: unused,
    statuses: unused,
    refill: unused,
    refillStatus: unused,
    balance: unused,
    cancel: async (orderIds) => {
      calls.push(orderIds);
      return answer(orderIds);
    },
  };
  return {
    client,
    calls,
    accept: () => {
      answer = (ids) => ids.map((orderId) => ({ orderId, ok: true, error: null }));
    },
    refuse: (error: string) => {
      answer = (ids) => ids.map((orderId) => ({ orderId, ok: false, error }));
    },
    fail: (error: PanelError) => {
      answer = () => {
        throw error;
      };
    },
  };
}

export async function insertPanel(t: TestApp, values: Partial<typeof panels.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(panels)
    .values({ name: `테스트 패널 ${randomBytes(2).toString('hex')}`, kind: 'API_V2', apiUrl: 'http://127.0.0.1:9/api/v2', apiKey: 'k', ...values })
    .returning();
  return row!;
}

export async function insertPanelService(t: TestApp, values: Partial<typeof panelServices.$inferInsert> & { panelId: number; serviceId: string }) {
  const [row] = await t.db.insert(panelServices).values({ name: '팔로워 서비스', min: 10, max: 5_000, ...values }).returning();
  return row!;
}

export async function insertTask(t: TestApp, values: Partial<typeof tasks.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(tasks)
    .values({
      kind: 'ORDER',
      source: 'STORE',
      productName: '테스트 한국인 팔로워',
      targetKey: `growth_${randomBytes(3).toString('hex')}`,
      quantity: 100,
      createdAt: t.clock.now(),
      ...values,
    })
    .returning();
  return row!;
}

export const taskRow = async (t: TestApp, id: number) => (await t.db.select().from(tasks).where(eq(tasks.id, id)))[0]!;
export const eventsOf = (t: TestApp, id: number) => t.db.select().from(taskEvents).where(eq(taskEvents.taskId, id)).orderBy(taskEvents.id);

export async function insertAlert(t: TestApp, values: Partial<typeof operatorAlerts.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(operatorAlerts)
    .values({ kind: 'TASK_NEEDS_ATTENTION', subjectKey: `task:${randomBytes(3).toString('hex')}`, message: '확인이 필요한 작업', createdAt: t.clock.now(), ...values })
    .returning();
  return row!;
}

export { PanelError };
