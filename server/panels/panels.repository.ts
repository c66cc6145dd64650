import { and, asc, count, eq, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { panels, panelServices, productTypes, products, snsChannels } from '../db/schema';
import type { PanelRecord, PanelServiceInfo } from '../providers/fulfilment/types';
import { escapeLike } from '../lib/sql';

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

export type PanelValues = {
  name: string;
  kind: 'SIMULATOR' | 'API_V2';
  apiUrl: string | null;
  apiKey: string | null;
  isActive: boolean;
  lowBalanceThreshold: string | null;
};

// 표 하나만 읽는 select 에서는 drizzle 이 열 이름에서 표 이름을 빼므로, 하위 질의는 표 이름을 적어 둔다
const serviceCount = sql<number>`(select count(*)::int from panel_services ps where ps.panel_id = "panels"."id" and ps.is_available)`;
const productCount = sql<number>`(select count(*)::int from products p where p.panel_id = "panels"."id" and p.deleted_at is null)`;

const adminPanelColumns = {
  id: panels.id,
  name: panels.name,
  kind: panels.kind,
  apiUrl: panels.apiUrl,
  apiKey: panels.apiKey,
  isActive: panels.isActive,
  lowBalanceThreshold: panels.lowBalanceThreshold,
  balance: panels.balance,
  currency: panels.currency,
  balanceCheckedAt: panels.balanceCheckedAt,
  servicesSyncedAt: panels.servicesSyncedAt,
  serviceCount,
  productCount,
  createdAt: panels.createdAt,
};
export type AdminPanelRow = Awaited<ReturnType<typeof listPanels>>[number];

export function listPanels(db: Db) {
  return db.select(adminPanelColumns).from(panels).orderBy(asc(panels.id));
}

export async function findAdminPanel(db: Db, id: number) {
  const rows = await db.select(adminPanelColumns).from(panels).where(eq(panels.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function insertPanel(db: Db, values: PanelValues, now: Date) {
  const [row] = await db.insert(panels).values({ ...values, createdAt: now, updatedAt: now }).returning({ id: panels.id });
  return row!.id;
}

export async function updatePanel(db: Db, id: number, values: Partial<PanelValues>, now: Date) {
  const rows = await db.update(panels).set({ ...values, updatedAt: now }).where(eq(panels.id, id)).returning({ id: panels.id });
  return rows.length > 0;
}

export async function setPanelBalance(db: Db, id: number, b: { balance: string; currency: string | null }, now: Date) {
  await db.update(panels).set({ balance: b.balance, currency: b.currency, balanceCheckedAt: now, updatedAt: now }).where(eq(panels.id, id));
}

/** 패널의 서비스 번호 → 지금 제공 중인지 */
export async function listPanelServiceAvailability(db: Db, panelId: number): Promise<Map<string, boolean>> {
  const rows = await db
    .select({ serviceId: panelServices.serviceId, isAvailable: panelServices.isAvailable })
    .from(panelServices)
    .where(eq(panelServices.panelId, panelId));
  return new Map(rows.map((r) => [r.serviceId, r.isAvailable]));
}

const cut = (s: string | null, n: number) => (s === null ? null : s.slice(0, n));

/** 패널의 서비스 목록을 그대로 덮어쓴다(있으면 고치고 없으면 넣는다). 500개씩 */
export async function upsertPanelServices(db: Db, panelId: number, list: PanelServiceInfo[], now: Date) {
  for (let i = 0; i < list.length; i += 500) {
    const values = list.slice(i, i + 500).map((s) => ({
      panelId,
      serviceId: s.serviceId,
      name: s.name.slice(0, 300),
      type: cut(s.type, 60),
      category: cut(s.category, 300),
      rate: cut(s.rate, 32),
      min: s.min,
      max: s.max,
      refill: s.refill,
      cancel: s.cancel,
      isAvailable: true,
      syncedAt: now,
    }));
    await db
      .insert(panelServices)
      .values(values)
      .onConflictDoUpdate({
        target: [panelServices.panelId, panelServices.serviceId],
        set: {
          name: sql`excluded.name`,
          type: sql`excluded.type`,
          category: sql`excluded.category`,
          rate: sql`excluded.rate`,
          min: sql`excluded.min`,
          max: sql`excluded.max`,
          refill: sql`excluded.refill`,
          cancel: sql`excluded.cancel`,
          isAvailable: true,
          syncedAt: now,
        },
      });
  }
}

/** 동기화 첫 단계: 모두 제공 중지로 두고, 이번 응답에 있는 것만 upsert 가 다시 켠다 */
export async function markPanelServicesUnavailable(db: Db, panelId: number) {
  await db.update(panelServices).set({ isAvailable: false }).where(eq(panelServices.panelId, panelId));
}

export async function setServicesSyncedAt(db: Db, panelId: number, now: Date) {
  await db.update(panels).set({ servicesSyncedAt: now, updatedAt: now }).where(eq(panels.id, panelId));
}


export type PanelServiceFilter = { q?: string; available?: boolean };

function serviceWhere(panelId: number, f: PanelServiceFilter): SQL | undefined {
  const like = f.q ? `%${escapeLike(f.q)}%` : null;
  return and(
    eq(panelServices.panelId, panelId),
    f.available === undefined ? undefined : eq(panelServices.isAvailable, f.available),
    like ? or(ilike(panelServices.serviceId, like), ilike(panelServices.name, like), ilike(panelServices.category, like)) : undefined,
  );
}

export function listPanelServices(db: Db, panelId: number, f: PanelServiceFilter, page: { limit: number; offset: number }) {
  return db
    .select({
      serviceId: panelServices.serviceId,
      name: panelServices.name,
      type: panelServices.type,
      category: panelServices.category,
      rate: panelServices.rate,
      min: panelServices.min,
      max: panelServices.max,
      refill: panelServices.refill,
      cancel: panelServices.cancel,
      isAvailable: panelServices.isAvailable,
      syncedAt: panelServices.syncedAt,
    })
    .from(panelServices)
    .where(serviceWhere(panelId, f))
    // 번호가 숫자인 패널이 대부분이라 길이 먼저: '2' 가 '10' 앞에 온다
    .orderBy(asc(sql`length(${panelServices.serviceId})`), asc(panelServices.serviceId))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countPanelServices(db: Db, panelId: number, f: PanelServiceFilter) {
  const rows = await db.select({ n: count() }).from(panelServices).where(serviceWhere(panelId, f));
  return rows[0]?.n ?? 0;
}

/** 지우지 않은 모든 상품과 그 연결(패널·패널 서비스). 연결이 없거나 서비스가 없으면 그 칸은 null */
export function listProductMappings(db: Db, productId?: number) {
  return db
    .select({
      productId: products.id,
      productName: products.name,
      channelName: snsChannels.name,
      productTypeName: productTypes.name,
      kind: products.kind,
      status: products.status,
      minQuantity: products.minQuantity,
      maxQuantity: products.maxQuantity,
      panelId: products.panelId,
      panelName: panels.name,
      panelServiceId: products.panelServiceId,
      serviceName: panelServices.name,
      serviceRate: panelServices.rate,
      serviceMin: panelServices.min,
      serviceMax: panelServices.max,
      serviceAvailable: panelServices.isAvailable,
    })
    .from(products)
    .innerJoin(snsChannels, eq(snsChannels.id, products.channelId))
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .leftJoin(panels, eq(panels.id, products.panelId))
    .leftJoin(panelServices, and(eq(panelServices.panelId, products.panelId), eq(panelServices.serviceId, products.panelServiceId)))
    .where(and(isNull(products.deletedAt), productId === undefined ? undefined : eq(products.id, productId)))
    .orderBy(asc(snsChannels.displayOrder), asc(productTypes.displayOrder), asc(products.displayOrder), asc(products.id));
}
export type ProductMappingRow = Awaited<ReturnType<typeof listProductMappings>>[number];

export async function productExists(db: Db, productId: number) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)))
    .limit(1);
  return rows.length > 0;
}

export async function setProductPanelService(db: Db, productId: number, panelId: number | null, panelServiceId: string | null, now: Date) {
  await db.update(products).set({ panelId, panelServiceId, updatedAt: now }).where(eq(products.id, productId));
}

/** 패널 잔액은 10분에 한 번만 묻는다 */
export const BALANCE_CHECK_MS = 10 * 60 * 1000;

/** 조건부 갱신으로 이번 잔액 확인을 맡는다: 여러 일꾼 중 하나만 패널에 묻는다 */
export async function claimBalanceCheck(db: Db, p: { panelId: number; now: Date }) {
  const rows = await db
    .update(panels)
    .set({ balanceCheckedAt: p.now })
    .where(
      and(
        eq(panels.id, p.panelId),
        or(isNull(panels.balanceCheckedAt), lt(panels.balanceCheckedAt, new Date(p.now.getTime() - BALANCE_CHECK_MS))),
      ),
    )
    .returning({ id: panels.id });
  return rows.length === 1;
}

/** 일꾼이 맡은 확인의 답(확인 시각은 claimBalanceCheck 가 이미 적었다) */
export async function recordCheckedBalance(db: Db, p: { panelId: number; balance: string; currency: string | null }) {
  await db
    .update(panels)
    .set({ balance: p.balance.slice(0, 32), currency: p.currency?.slice(0, 8) ?? null })
    .where(eq(panels.id, p.panelId));
}
