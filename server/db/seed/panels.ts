import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { panels, products } from '../schema';
import { SIMULATOR_SERVICES } from '../../providers/fulfilment/simulator-services';
import { upsertPanelServices } from '../../panels/panels.repository';

export const SIMULATOR_PANEL_NAME = '내장 시뮬레이터';

/**
 * 여러 번 돌려도 같은 결과: 이미 있으면 건너뛴다.
 * 내장 시뮬레이터 패널을 만들고, 패널이 비어 있는 데모 상품을 거기에 잇고, 서비스 목록을 채운다.
 */
export async function seedPanels(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await tx
      .select({ id: panels.id })
      .from(panels)
      .where(and(eq(panels.kind, 'SIMULATOR'), eq(panels.name, SIMULATOR_PANEL_NAME)))
      .orderBy(panels.id)
      .limit(1);
    let panelId = found[0]?.id;
    if (panelId === undefined) {
      const [row] = await tx
        .insert(panels)
        .values({ name: SIMULATOR_PANEL_NAME, kind: 'SIMULATOR', isActive: true, lowBalanceThreshold: '50.00', createdAt: now, updatedAt: now })
        .returning({ id: panels.id });
      panelId = row!.id;
    }
    await upsertPanelServices(tx, panelId, SIMULATOR_SERVICES, now);
    await tx.update(panels).set({ servicesSyncedAt: now }).where(eq(panels.id, panelId));
    await tx.update(products).set({ panelId }).where(isNull(products.panelId));
  });
}
