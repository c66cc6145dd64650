import type { z } from 'zod';
import type { ProductType } from '../../lib/schemas/catalogue';
import type { ProductTypeCreateBodySchema, ProductTypePatchBodySchema } from '../../lib/schemas/admin-catalogue';
import type { AppDeps } from '../lib/context';
import { ApiError, notFound } from '../lib/errors';
import { findChannelById } from './admin-channels.repository';
import * as repo from './admin-product-types.repository';
import { assertReorderable, fieldError, orSlugTaken } from './admin-errors';
import { auditedCrud } from '../audit-logs/audited-crud';

const productTypeNotFound = () => notFound('상품 유형을 찾을 수 없습니다.', 'PRODUCT_TYPE_NOT_FOUND');

export async function listProductTypes(deps: AppDeps, channelId?: number): Promise<{ items: ProductType[] }> {
  return { items: await repo.listAllProductTypes(deps.db, channelId) };
}

export async function getProductTypeOrThrow(deps: AppDeps, id: number): Promise<ProductType> {
  const type = await repo.findProductTypeById(deps.db, id);
  if (!type) throw productTypeNotFound();
  return type;
}

export async function createProductType(deps: AppDeps, body: z.output<typeof ProductTypeCreateBodySchema>): Promise<ProductType> {
  if (!(await findChannelById(deps.db, body.channelId))) throw fieldError('channelId', '존재하지 않는 채널입니다.');
  const displayOrder = await repo.nextProductTypeDisplayOrder(deps.db, body.channelId);
  return orSlugTaken(repo.insertProductType(deps.db, { ...body, displayOrder }));
}

export async function updateProductType(
  deps: AppDeps,
  id: number,
  patch: z.output<typeof ProductTypePatchBodySchema>,
): Promise<ProductType> {
  const type = await orSlugTaken(repo.updateProductType(deps.db, id, patch, deps.now()));
  if (!type) throw productTypeNotFound();
  return type;
}

export async function deleteProductType(deps: AppDeps, id: number) {
  await getProductTypeOrThrow(deps, id);
  const productCount = await repo.countProductsOfProductType(deps.db, id);
  if (productCount > 0) {
    throw new ApiError(
      'PRODUCT_TYPE_IN_USE',
      409,
      `이 상품 유형에 상품이 ${productCount}개 있어 삭제할 수 없습니다. 지난 주문이 가리키므로 숨김(노출 끄기)을 이용해주세요.`,
      { productCount },
    );
  }
  await repo.deleteProductType(deps.db, id);
}

export async function reorderProductTypes(deps: AppDeps, ids: number[]) {
  const rows = await repo.findProductTypeParentsIn(deps.db, ids);
  assertReorderable(ids, rows, (r) => String(r.channelId));
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) await repo.setProductTypeDisplayOrder(tx, id, index + 1, now);
  });
}

/** 라우트가 부르는 쓰기: 위 함수들에 작업 기록(같은 트랜잭션)을 붙인 것 */
export const productTypeWrites = auditedCrud('product-types', '상품 유형', (t) => t.name, { create: createProductType, get: getProductTypeOrThrow, update: updateProductType, remove: deleteProductType, reorder: reorderProductTypes });
