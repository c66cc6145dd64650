import {
  CategoriesResponseSchema,
  CategoryChannelSchema,
  ProductDetailSchema,
  ProductListContextSchema,
  ProductSchema,
  type AccountType,
  type ProductKind,
} from '../schemas/catalogue';
import { PAGE_SIZE_MAX, pageOf } from '../schemas/common';
import { productTag } from '../cache-tags';
import { apiGet } from './server-fetch';

const tags = ['catalogue' as const];

export const ProductListSchema = pageOf(ProductSchema).extend(ProductListContextSchema.shape);

// GET /v1/orders/categories – 보이는 채널 모두와 그 상품 유형 (전체 서비스 화면)
export function getCategories() {
  return apiGet('/orders/categories', CategoriesResponseSchema, { tags });
}

// GET /v1/orders/categories/{snsChannelId} – 채널 하나와 그 상품 유형
export function getChannel(channelId: number) {
  return apiGet(`/orders/categories/${channelId}`, CategoryChannelSchema, { tags });
}

// GET /v1/orders/{snsChannelId}/{productTypeId} 와 .../daily/{productTypeId} – 한 유형의 단건·데일리 상품
export function listProducts(channelId: number, productTypeId: number, kind: ProductKind, accountType?: AccountType) {
  const path = kind === 'DAILY' ? `/orders/${channelId}/daily/${productTypeId}` : `/orders/${channelId}/${productTypeId}`;
  // 한 유형의 상품은 손에 꼽을 만큼이라 한 페이지에 모두 싣는다
  return apiGet(path, ProductListSchema, { tags, query: { accountType, size: PAGE_SIZE_MAX } });
}

// GET /v1/orders/products/{productId} – 상품 페이지
export function getProduct(productId: number) {
  return apiGet(`/orders/products/${productId}`, ProductDetailSchema, { tags: ['products', productTag(productId)] });
}
