import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { panelServices, panels, purchases, tasks } from '../../../server/db/schema';
import type { TaskKind, TaskSource, TaskStatus } from '../../../lib/schemas/fulfilment';
import type { EasyPayProvider, PaymentMethod } from '../../../lib/schemas/purchases';
import type { TestApp } from '../../helpers/test-app';

/** 패널 하나와 1,000개당 요율이 있는 패널 서비스 하나(요금을 모르는 작업의 원가를 어림할 때 쓴다) */
export async function pricedPanel(t: TestApp, rate: string, currency = 'USD') {
  const [panel] = await t.db
    .insert(panels)
    .values({ name: `매출 패널 ${randomBytes(2).toString('hex')}`, kind: 'SIMULATOR', currency })
    .returning({ id: panels.id });
  const serviceId = `S${randomBytes(3).toString('hex')}`;
  await t.db.insert(panelServices).values({ panelId: panel!.id, serviceId, name: '한국인 팔로워', rate });
  return { panelId: panel!.id, panelServiceId: serviceId };
}

type SentTask = {
  sentAt: Date;
  quantity?: number;
  charge?: string | null;
  currency?: string | null;
  kind?: TaskKind;
  source?: TaskSource;
  status?: TaskStatus;
  panelId?: number;
  panelServiceId?: string;
};

/** 패널에 보낸 작업 하나(이행 일꾼 없이 DB 에 바로): 보낸 시각과 패널이 알려 준 요금 */
export async function sentTask(t: TestApp, o: SentTask) {
  const [row] = await t.db
    .insert(tasks)
    .values({
      kind: o.kind ?? 'ORDER',
      source: o.source ?? 'STORE',
      productName: '테스트 한국인 팔로워',
      targetKey: `growth_${randomBytes(3).toString('hex')}`,
      quantity: o.quantity ?? 100,
      status: o.status ?? 2,
      phase: 'FINISHED',
      panelId: o.panelId ?? null,
      panelServiceId: o.panelServiceId ?? null,
      panelOrderId: randomBytes(4).toString('hex'),
      charge: o.charge ?? null,
      currency: o.currency ?? null,
      sentAt: o.sentAt,
      createdAt: o.sentAt,
    })
    .returning({ id: tasks.id });
  return row!.id;
}

/** 결제 수단을 바꿔 둔다(도우미의 결제는 카드라서): 간편결제별 집계를 볼 때 */
export async function setPaymentMethod(t: TestApp, purchaseId: number, method: PaymentMethod, easyPayProvider: EasyPayProvider | null = null) {
  await t.db.update(purchases).set({ method, easyPayProvider }).where(eq(purchases.id, purchaseId));
}
