import type { AccountType, CategoriesResponse, CategoryChannel, ProductDetail, ProductKind, ProductStatus } from '../../lib/schemas/catalogue';
import type { PageQuery } from '../../lib/schemas/common';
import type { Db } from '../db/client';
import { fail } from '../lib/errors';
import * as repo from './catalogue.repository';
import { offsetOf } from '../lib/paging';

/** 누가 보느냐에 따라 보이는 판매 상태. NOTSALE 과 지운 상품은 누구에게도 보이지 않는다 */
export const visibleStatuses = (isAdmin: boolean): ProductStatus[] => (isAdmin ? ['SALEABLE', 'ADMIN_ORDER'] : ['SALEABLE']);

const channelNotFound = () => fail('CHANNEL_NOT_FOUND');
const productTypeNotFound = () => fail('PRODUCT_TYPE_NOT_FOUND');
const productNotFound = () => fail('PRODUCT_NOT_FOUND');

export async function listCategories(db: Db): Promise<CategoriesResponse> {
  const channels = await repo.listVisibleChannels(db);
  const types = await repo.listVisibleProductTypesOfChannels(
    db,
    channels.map((ch) => ch.id),
  );
  return {
    channels: channels.map((ch) => ({
      ...ch,
      productTypes: types.filter((t) => t.channelId === ch.id).map(({ channelId: _channelId, ...t }) => t),
    })),
  };
}

export async function getCategoryOrThrow(db: Db, channelId: number): Promise<CategoryChannel> {
  const channel = await repo.findVisibleChannelById(db, channelId);
  if (!channel) throw channelNotFound();
  const types = await repo.listVisibleProductTypesOfChannels(db, [channel.id]);
  return { ...channel, productTypes: types.map(({ channelId: _channelId, ...t }) => t) };
}

export type ProductListParams = PageQuery & {
  channelId: number;
  productTypeId: number;
  kind: ProductKind;
  accountType?: AccountType;
  isAdmin: boolean;
};

export async function listProductsOfType(db: Db, p: ProductListParams) {
  const context = await repo.findVisibleProductTypeOfChannel(db, p.channelId, p.productTypeId);
  if (!context) {
    throw (await repo.findVisibleChannelById(db, p.channelId)) ? productTypeNotFound() : channelNotFound();
  }
  const filter = { ...p, statuses: visibleStatuses(p.isAdmin) };
  const [items, total] = await Promise.all([
    repo.listListedProducts(db, filter, { limit: p.size, offset: offsetOf(p) }),
    repo.countListedProducts(db, filter),
  ]);
  return { ...context, items, page: p.page, size: p.size, total };
}

export async function getProductOrThrow(db: Db, productId: number, isAdmin: boolean): Promise<ProductDetail> {
  const product = await repo.findStorefrontProductById(db, productId, visibleStatuses(isAdmin));
  if (!product) throw productNotFound();
  return product;
}

/** 메인 화면 캐러셀: 판매 중인 인기 상품 (메인 화면 라우트도 이 함수를 부른다) */
export function listPopularProducts(db: Db, limit: number): Promise<ProductDetail[]> {
  return repo.listPopularStorefrontProducts(db, limit);
}
