import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { productTypes, products, snsChannels } from '../db/schema';
import { publicProductColumns } from '../catalogue/catalogue.repository';

/** 검색할 채널: 스토어프론트에 보이는 것만, 노출 순서대로 */
export function listSearchableChannels(db: Db) {
  return db
    .select({ id: snsChannels.id, slug: snsChannels.slug, name: snsChannels.name, subtitle: snsChannels.subtitle, iconUrl: snsChannels.iconUrl })
    .from(snsChannels)
    .where(eq(snsChannels.isVisible, true))
    .orderBy(asc(snsChannels.displayOrder), asc(snsChannels.id));
}

/** 검색할 상품 유형: 유형과 그 채널이 둘 다 보일 때, 채널·유형 노출 순서대로 */
export function listSearchableProductTypes(db: Db) {
  return db
    .select({
      id: productTypes.id,
      slug: productTypes.slug,
      name: productTypes.name,
      subtitle: productTypes.subtitle,
      iconUrl: productTypes.iconUrl,
      channel: { id: snsChannels.id, slug: snsChannels.slug, name: snsChannels.name },
    })
    .from(productTypes)
    .innerJoin(snsChannels, eq(snsChannels.id, productTypes.channelId))
    .where(and(eq(productTypes.isVisible, true), eq(snsChannels.isVisible, true)))
    .orderBy(asc(snsChannels.displayOrder), asc(productTypes.displayOrder), asc(productTypes.id));
}

/** 검색할 상품: 판매 중(SALEABLE)이고 채널·유형이 보이는 것. 상품 페이지와 같은 모양(채널·유형 이름 포함) */
export function listSearchableProducts(db: Db) {
  return db
    .select({
      ...publicProductColumns,
      channel: { id: snsChannels.id, slug: snsChannels.slug, name: snsChannels.name },
      productType: { id: productTypes.id, slug: productTypes.slug, name: productTypes.name },
    })
    .from(products)
    .innerJoin(snsChannels, eq(snsChannels.id, products.channelId))
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .where(
      and(
        eq(products.status, 'SALEABLE'),
        isNull(products.deletedAt),
        eq(snsChannels.isVisible, true),
        eq(productTypes.isVisible, true),
      ),
    )
    .orderBy(asc(snsChannels.displayOrder), asc(productTypes.displayOrder), asc(products.displayOrder), asc(products.id));
}
