import { and, asc, count, eq, ilike, inArray, isNull, max, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import type { AccountType, ProductKind, ProductStatus } from '../../lib/schemas/catalogue';
import type { AdminProduct } from '../../lib/schemas/admin-catalogue';
import { publicProductColumns } from './catalogue.repository';
import { escapeLike } from '../lib/sql';

const adminProductColumns = {
  ...publicProductColumns,
  panelId: products.panelId,
  panelServiceId: products.panelServiceId,
  shortfallAction: products.shortfallAction,
  shortfallPanelId: products.shortfallPanelId,
  shortfallPanelServiceId: products.shortfallPanelServiceId,
};

export type ProductValues = Omit<AdminProduct, 'id' | 'displayOrder'>;

export type AdminProductFilter = {
  channelId?: number;
  productTypeId?: number;
  kind?: ProductKind;
  accountType?: AccountType;
  status?: ProductStatus;
  q?: string;
};


function adminWhere(f: AdminProductFilter): SQL | undefined {
  return and(
    isNull(products.deletedAt),
    f.channelId ? eq(products.channelId, f.channelId) : undefined,
    f.productTypeId ? eq(products.productTypeId, f.productTypeId) : undefined,
    f.kind ? eq(products.kind, f.kind) : undefined,
    f.accountType ? eq(products.accountType, f.accountType) : undefined,
    f.status ? eq(products.status, f.status) : undefined,
    f.q ? ilike(products.name, `%${escapeLike(f.q)}%`) : undefined,
  );
}

export function listAdminProducts(db: Db, f: AdminProductFilter, page: { limit: number; offset: number }) {
  return db
    .select(adminProductColumns)
    .from(products)
    .where(adminWhere(f))
    .orderBy(asc(products.channelId), asc(products.productTypeId), asc(products.displayOrder), asc(products.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAdminProducts(db: Db, f: AdminProductFilter) {
  const rows = await db.select({ n: count() }).from(products).where(adminWhere(f));
  return rows[0]?.n ?? 0;
}

/** 지운(deletedAt) 상품은 관리자에게도 없는 것으로 본다 */
export async function findAdminProductById(db: Db, id: number) {
  const rows = await db
    .select(adminProductColumns)
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

export function findProductParentsIn(db: Db, ids: number[]) {
  return db
    .select({ id: products.id, channelId: products.channelId, productTypeId: products.productTypeId })
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.deletedAt)));
}

export async function nextProductDisplayOrder(db: Db, productTypeId: number) {
  const rows = await db
    .select({ last: max(products.displayOrder) })
    .from(products)
    .where(eq(products.productTypeId, productTypeId));
  return (rows[0]?.last ?? 0) + 1;
}

export async function insertProduct(db: Db, values: ProductValues & { displayOrder: number }) {
  const rows = await db.insert(products).values(values).returning(adminProductColumns);
  return rows[0]!;
}

export async function updateProduct(db: Db, id: number, patch: Partial<ProductValues>, now: Date) {
  const rows = await db
    .update(products)
    .set({ ...patch, updatedAt: now })
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .returning(adminProductColumns);
  return rows[0] ?? null;
}

export async function softDeleteProduct(db: Db, id: number, now: Date) {
  const rows = await db
    .update(products)
    .set({ deletedAt: now, updatedAt: now, isPopular: false })
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .returning({ id: products.id });
  return rows.length > 0;
}

export function setProductDisplayOrder(db: Db, id: number, displayOrder: number, now: Date) {
  return db.update(products).set({ displayOrder, updatedAt: now }).where(eq(products.id, id));
}
