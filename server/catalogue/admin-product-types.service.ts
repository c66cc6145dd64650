import type { z } from 'zod';
import type { ProductType } from '../../lib/schemas/catalogue';
import type { ProductTypeCreateBodySchema, ProductTypePatchBodySchema } from '../../lib/schemas/admin-catalogue';
import type { AppDeps } from '../lib/context';
import { fail, fieldFail } from '../lib/errors';
import { findChannelById } from './admin-channels.repository';
import * as repo from './admin-product-types.repository';
import { assertReorderable, orSlugTaken } from './admin-errors';
import { auditedCrud } from '../audit-logs/audited-crud';

const productTypeNotFound = () => fail('PRODUCT_TYPE_NOT_FOUND');

export async function listProductTypes(deps: AppDeps, channelId?: number): Promise<{ items: ProductType[] }> {
  return { items: await repo.listAllProductTypes(deps.db, channelId) };
}

export async function getProductTypeOrThrow(deps: AppDeps, id: number): Promise<ProductType> {
  const type = await repo.findProductTypeById(deps.db, id);
  if (!type) throw productTypeNotFound();
  return type;
}

export async function createProductType(deps: AppDeps, body: z.output<typeof ProductTypeCreateBodySchema>): Promise<ProductType> {
  if (!(await findChannelById(deps.db, body.channelId))) throw fieldFail('CHANNEL_UNKNOWN', 'channelId');
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
    throw fail('PRODUCT_TYPE_IN_USE', { productCount }, { productCount });
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
