import { asc, count, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { productTypes, products } from '../db/schema';

const productTypeColumns = {
  id: productTypes.id,
  channelId: productTypes.channelId,
  slug: productTypes.slug,
  name: productTypes.name,
  subtitle: productTypes.subtitle,
  iconUrl: productTypes.iconUrl,
  displayOrder: productTypes.displayOrder,
  isVisible: productTypes.isVisible,
};

export type ProductTypeValues = { slug: string; name: string; subtitle: string; iconUrl: string | null; isVisible: boolean };

export function listAllProductTypes(db: Db, channelId?: number) {
  return db
    .select(productTypeColumns)
    .from(productTypes)
    .where(channelId ? eq(productTypes.channelId, channelId) : undefined)
    .orderBy(asc(productTypes.channelId), asc(productTypes.displayOrder), asc(productTypes.id));
}

export async function findProductTypeById(db: Db, id: number) {
  const rows = await db.select(productTypeColumns).from(productTypes).where(eq(productTypes.id, id)).limit(1);
  return rows[0] ?? null;
}

export function findProductTypeParentsIn(db: Db, ids: number[]) {
  return db.select({ id: productTypes.id, channelId: productTypes.channelId }).from(productTypes).where(inArray(productTypes.id, ids));
}

export async function nextProductTypeDisplayOrder(db: Db, channelId: number) {
  const rows = await db
    .select({ last: max(productTypes.displayOrder) })
    .from(productTypes)
    .where(eq(productTypes.channelId, channelId));
  return (rows[0]?.last ?? 0) + 1;
}

export async function insertProductType(db: Db, values: ProductTypeValues & { channelId: number; displayOrder: number }) {
  const rows = await db.insert(productTypes).values(values).returning(productTypeColumns);
  return rows[0]!;
}

export async function updateProductType(db: Db, id: number, patch: Partial<ProductTypeValues>, now: Date) {
  const rows = await db
    .update(productTypes)
    .set({ ...patch, updatedAt: now })
    .where(eq(productTypes.id, id))
    .returning(productTypeColumns);
  return rows[0] ?? null;
}

/** 지운 상품도 센다: 지난 주문이 가리키므로 유형을 지울 수 없다 */
export async function countProductsOfProductType(db: Db, productTypeId: number) {
  const rows = await db.select({ n: count() }).from(products).where(eq(products.productTypeId, productTypeId));
  return rows[0]?.n ?? 0;
}

export function deleteProductType(db: Db, id: number) {
  return db.delete(productTypes).where(eq(productTypes.id, id));
}

export function setProductTypeDisplayOrder(db: Db, id: number, displayOrder: number, now: Date) {
  return db.update(productTypes).set({ displayOrder, updatedAt: now }).where(eq(productTypes.id, id));
}
