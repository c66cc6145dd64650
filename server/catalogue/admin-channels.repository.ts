import { asc, count, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { productTypes, products, snsChannels } from '../db/schema';

const channelColumns = {
  id: snsChannels.id,
  slug: snsChannels.slug,
  name: snsChannels.name,
  subtitle: snsChannels.subtitle,
  iconUrl: snsChannels.iconUrl,
  displayOrder: snsChannels.displayOrder,
  isVisible: snsChannels.isVisible,
};

export type ChannelValues = { slug: string; name: string; subtitle: string; iconUrl: string | null; isVisible: boolean };

export function listAllChannels(db: Db) {
  return db.select(channelColumns).from(snsChannels).orderBy(asc(snsChannels.displayOrder), asc(snsChannels.id));
}

export async function findChannelById(db: Db, id: number) {
  const rows = await db.select(channelColumns).from(snsChannels).where(eq(snsChannels.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findChannelIdsIn(db: Db, ids: number[]) {
  const rows = await db.select({ id: snsChannels.id }).from(snsChannels).where(inArray(snsChannels.id, ids));
  return rows.map((r) => r.id);
}

export async function nextChannelDisplayOrder(db: Db) {
  const rows = await db.select({ last: max(snsChannels.displayOrder) }).from(snsChannels);
  return (rows[0]?.last ?? 0) + 1;
}

export async function insertChannel(db: Db, values: ChannelValues & { displayOrder: number }) {
  const rows = await db.insert(snsChannels).values(values).returning(channelColumns);
  return rows[0]!;
}

export async function updateChannel(db: Db, id: number, patch: Partial<ChannelValues>, now: Date) {
  const rows = await db
    .update(snsChannels)
    .set({ ...patch, updatedAt: now })
    .where(eq(snsChannels.id, id))
    .returning(channelColumns);
  return rows[0] ?? null;
}

/** 지운 상품도 센다: 지난 주문이 가리키므로 채널을 지울 수 없다 */
export async function countProductsOfChannel(db: Db, channelId: number) {
  const rows = await db.select({ n: count() }).from(products).where(eq(products.channelId, channelId));
  return rows[0]?.n ?? 0;
}

export function deleteProductTypesOfChannel(db: Db, channelId: number) {
  return db.delete(productTypes).where(eq(productTypes.channelId, channelId));
}

export function deleteChannel(db: Db, id: number) {
  return db.delete(snsChannels).where(eq(snsChannels.id, id));
}

export function setChannelDisplayOrder(db: Db, id: number, displayOrder: number, now: Date) {
  return db.update(snsChannels).set({ displayOrder, updatedAt: now }).where(eq(snsChannels.id, id));
}

/** 시드가 빈 DB 인지 볼 때 */
export async function findAnyChannelId(db: Db) {
  const rows = await db.select({ id: snsChannels.id }).from(snsChannels).limit(1);
  return rows[0]?.id ?? null;
}
