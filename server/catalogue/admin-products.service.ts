import type { z } from 'zod';
import { productRuleIssues, type AdminProduct, type ProductCreateBodySchema, type ProductPatchBodySchema } from '../../lib/schemas/admin-catalogue';
import { withProductDays } from '../../lib/schemas/catalogue-rules';
import type { PageQuery } from '../../lib/schemas/common';
import type { Db } from '../db/client';
import type { AppDeps } from '../lib/context';
import { fail, fieldFail } from '../lib/errors';
import { findChannelById } from './admin-channels.repository';
import { assertReorderable, rulesError } from './admin-errors';
import { findProductTypeById } from './admin-product-types.repository';
import * as repo from './admin-products.repository';
import { offsetOf } from '../lib/paging';
import { auditedCrud } from '../audit-logs/audited-crud';

const productNotFound = () => fail('PRODUCT_NOT_FOUND');

/** 상품의 유형은 상품의 채널에 속해야 한다: 아니면 목록과 주문에서 채널과 유형이 어긋난다 */
async function assertParents(db: Db, channelId: number, productTypeId: number) {
  if (!(await findChannelById(db, channelId))) throw fieldFail('CHANNEL_UNKNOWN', 'channelId');
  const type = await findProductTypeById(db, productTypeId);
  if (!type) throw fieldFail('PRODUCT_TYPE_UNKNOWN', 'productTypeId');
  if (type.channelId !== channelId) throw fieldFail('PRODUCT_TYPE_OF_OTHER_CHANNEL', 'productTypeId');
}

export async function listProducts(deps: AppDeps, query: PageQuery & repo.AdminProductFilter) {
  const { page, size, ...filter } = query;
  const [items, total] = await Promise.all([
    repo.listAdminProducts(deps.db, filter, { limit: size, offset: offsetOf({ page, size }) }),
    repo.countAdminProducts(deps.db, filter),
  ]);
  return { items, page, size, total };
}

export async function getProductOrThrow(deps: AppDeps, id: number): Promise<AdminProduct> {
  const product = await repo.findAdminProductById(deps.db, id);
  if (!product) throw productNotFound();
  return product;
}

export async function createProduct(deps: AppDeps, body: z.output<typeof ProductCreateBodySchema>): Promise<AdminProduct> {
  await assertParents(deps.db, body.channelId, body.productTypeId);
  const displayOrder = await repo.nextProductDisplayOrder(deps.db, body.productTypeId);
  return repo.insertProduct(deps.db, { ...withProductDays(body), displayOrder });
}

/** 부분 수정: 기존 값과 합친 결과로 수량·기간·할인 규칙을 다시 본다 */
export async function updateProduct(deps: AppDeps, id: number, patch: z.output<typeof ProductPatchBodySchema>): Promise<AdminProduct> {
  const current = await getProductOrThrow(deps, id);
  const merged = withProductDays({ ...current, ...patch });
  const issues = productRuleIssues(merged);
  if (issues.length > 0) throw rulesError(issues);
  if (patch.channelId !== undefined || patch.productTypeId !== undefined) {
    await assertParents(deps.db, merged.channelId, merged.productTypeId);
  }
  const updated = await repo.updateProduct(deps.db, id, { ...patch, minDays: merged.minDays, maxDays: merged.maxDays }, deps.now());
  if (!updated) throw productNotFound();
  return updated;
}

/** 지난 주문이 상품을 가리키므로 지우지 않고 deletedAt 만 적는다 */
export async function deleteProduct(deps: AppDeps, id: number) {
  if (!(await repo.softDeleteProduct(deps.db, id, deps.now()))) throw productNotFound();
}

export async function reorderProducts(deps: AppDeps, ids: number[]) {
  const rows = await repo.findProductParentsIn(deps.db, ids);
  assertReorderable(ids, rows, (r) => `${r.channelId}/${r.productTypeId}`);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) await repo.setProductDisplayOrder(tx, id, index + 1, now);
  });
}

/** 라우트가 부르는 쓰기: 위 함수들에 작업 기록(같은 트랜잭션)을 붙인 것 */
export const productWrites = auditedCrud('products', '상품', (p) => p.name, { create: createProduct, get: getProductOrThrow, update: updateProduct, remove: deleteProduct, reorder: reorderProducts });
