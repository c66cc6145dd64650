import { and, asc, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { productTypes, products, snsChannels } from '../db/schema';
import type { AccountType, ProductKind, ProductStatus } from '../../lib/schemas/catalogue';

const channelColumns = {
  id: snsChannels.id,
  slug: snsChannels.slug,
  name: snsChannels.name,
  subtitle: snsChannels.subtitle,
  iconUrl: snsChannels.iconUrl,
  displayOrder: snsChannels.displayOrder,
};

const productTypeColumns = {
  id: productTypes.id,
  slug: productTypes.slug,
  name: productTypes.name,
  subtitle: productTypes.subtitle,
  iconUrl: productTypes.iconUrl,
  displayOrder: productTypes.displayOrder,
};

/** 공개 응답에 싣는 상품 열. 패널 정보(panelId, panelServiceId)는 일부러 뺀다 */
export const publicProductColumns = {
  id: products.id,
  channelId: products.channelId,
  productTypeId: products.productTypeId,
  kind: products.kind,
  accountType: products.accountType,
  name: products.name,
  description: products.description,
  minQuantity: products.minQuantity,
  maxQuantity: products.maxQuantity,
  defaultQuantity: products.defaultQuantity,
  unitPrice: products.unitPrice,
  discountTiers: products.discountTiers,
  targetKind: products.targetKind,
  refillDays: products.refillDays,
  minDays: products.minDays,
  maxDays: products.maxDays,
  status: products.status,
  isPopular: products.isPopular,
  displayOrder: products.displayOrder,
};

const refColumns = {
  channel: { id: snsChannels.id, slug: snsChannels.slug, name: snsChannels.name },
  productType: { id: productTypes.id, slug: productTypes.slug, name: productTypes.name },
};

export function listVisibleChannels(db: Db) {
  return db
    .select(channelColumns)
    .from(snsChannels)
    .where(eq(snsChannels.isVisible, true))
    .orderBy(asc(snsChannels.displayOrder), asc(snsChannels.id));
}

export async function findVisibleChannelById(db: Db, id: number) {
  const rows = await db
    .select(channelColumns)
    .from(snsChannels)
    .where(and(eq(snsChannels.id, id), eq(snsChannels.isVisible, true)))
    .limit(1);
  return rows[0] ?? null;
}

export function listVisibleProductTypesOfChannels(db: Db, channelIds: number[]) {
  if (channelIds.length === 0) return Promise.resolve([]);
  return db
    .select({ ...productTypeColumns, channelId: productTypes.channelId })
    .from(productTypes)
    .where(and(inArray(productTypes.channelId, channelIds), eq(productTypes.isVisible, true)))
    .orderBy(asc(productTypes.displayOrder), asc(productTypes.id));
}

/** 채널과 유형이 둘 다 보이고, 유형이 그 채널의 것일 때만 한 줄 */
export async function findVisibleProductTypeOfChannel(db: Db, channelId: number, productTypeId: number) {
  const rows = await db
    .select({ channel: refColumns.channel, productType: productTypeColumns })
    .from(productTypes)
    .innerJoin(snsChannels, eq(snsChannels.id, productTypes.channelId))
    .where(
      and(
        eq(productTypes.id, productTypeId),
        eq(productTypes.channelId, channelId),
        eq(productTypes.isVisible, true),
        eq(snsChannels.isVisible, true),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export type ListedProductFilter = {
  channelId: number;
  productTypeId: number;
  kind: ProductKind;
  accountType?: AccountType;
  statuses: ProductStatus[];
};

function listedWhere(f: ListedProductFilter): SQL | undefined {
  return and(
    eq(products.channelId, f.channelId),
    eq(products.productTypeId, f.productTypeId),
    eq(products.kind, f.kind),
    f.accountType ? eq(products.accountType, f.accountType) : undefined,
    inArray(products.status, f.statuses),
    isNull(products.deletedAt),
  );
}

export function listListedProducts(db: Db, f: ListedProductFilter, page: { limit: number; offset: number }) {
  return db
    .select(publicProductColumns)
    .from(products)
    .where(listedWhere(f))
    .orderBy(asc(products.displayOrder), asc(products.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countListedProducts(db: Db, f: ListedProductFilter) {
  const rows = await db.select({ n: count() }).from(products).where(listedWhere(f));
  return rows[0]?.n ?? 0;
}

function storefrontJoin(db: Db) {
  return db
    .select({ ...publicProductColumns, ...refColumns })
    .from(products)
    .innerJoin(snsChannels, eq(snsChannels.id, products.channelId))
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId));
}

const onStorefront = (statuses: ProductStatus[]) =>
  and(inArray(products.status, statuses), isNull(products.deletedAt), eq(snsChannels.isVisible, true), eq(productTypes.isVisible, true));

export async function findStorefrontProductById(db: Db, id: number, statuses: ProductStatus[]) {
  const rows = await storefrontJoin(db)
    .where(and(eq(products.id, id), onStorefront(statuses)))
    .limit(1);
  return rows[0] ?? null;
}

export function listPopularStorefrontProducts(db: Db, limit: number) {
  return storefrontJoin(db)
    .where(and(eq(products.isPopular, true), onStorefront(['SALEABLE'])))
    .orderBy(
      asc(snsChannels.displayOrder),
      asc(productTypes.displayOrder),
      asc(products.displayOrder),
      asc(products.id),
    )
    .limit(limit);
}
