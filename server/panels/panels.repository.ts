import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { panels, panelServices } from '../db/schema';
import type { PanelRecord } from '../providers/fulfilment/types';

export type PanelRow = PanelRecord & { name: string; isActive: boolean; lowBalanceThreshold: string | null };

const panelColumns = {
  id: panels.id,
  kind: panels.kind,
  apiUrl: panels.apiUrl,
  apiKey: panels.apiKey,
  name: panels.name,
  isActive: panels.isActive,
  lowBalanceThreshold: panels.lowBalanceThreshold,
};

/** 패널 한 줄(클라이언트를 만들 수 있는 모양). 없으면 null */
export async function findPanelRecord(db: Db, panelId: number): Promise<PanelRow | null> {
  const rows = await db.select(panelColumns).from(panels).where(eq(panels.id, panelId)).limit(1);
  return rows[0] ?? null;
}

export function listActivePanels(db: Db): Promise<PanelRow[]> {
  return db.select(panelColumns).from(panels).where(eq(panels.isActive, true)).orderBy(asc(panels.id));
}

/** 패널의 서비스 하나(동기화된 것). 재충전·취소 지원 여부와 수량 한도 */
export async function findPanelService(db: Db, panelId: number, serviceId: string) {
  const rows = await db
    .select({
      serviceId: panelServices.serviceId,
      name: panelServices.name,
      refill: panelServices.refill,
      cancel: panelServices.cancel,
      min: panelServices.min,
      max: panelServices.max,
      rate: panelServices.rate,
      isAvailable: panelServices.isAvailable,
    })
    .from(panelServices)
    .where(and(eq(panelServices.panelId, panelId), eq(panelServices.serviceId, serviceId)))
    .limit(1);
  return rows[0] ?? null;
}
