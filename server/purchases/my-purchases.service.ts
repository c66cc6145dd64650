import type { MyPurchasesQuery, PurchaseDetail } from '../../lib/schemas/purchase-views';
import type { Db } from '../db/client';
import { fail } from '../lib/errors';
import { offsetOf } from '../lib/paging';
import { kstDayRange } from '../lib/time';
import { purchaseDetailOf, purchaseSummariesOf } from './checkout.service';
import type { ShopAccount } from './purchase-views.service';
import * as repo from './purchases.repository';

/** 내 구매 내역: 주문서는 빼고, 기간은 서울 날짜로 양끝 포함 */
export async function listMyPurchases(db: Db, shop: ShopAccount, memberId: number, q: MyPurchasesQuery) {
  const { since, until } = kstDayRange(q.from, q.to);
  const { rows, total } = await repo.listPurchasesOfMember(db, {
    memberId,
    status: q.status,
    from: since,
    to: until,
    limit: q.size,
    offset: offsetOf(q),
  });
  return { items: await purchaseSummariesOf(db, shop, rows), page: q.page, size: q.size, total };
}

export async function getMyPurchaseOrThrow(db: Db, shop: ShopAccount, memberId: number, purchaseId: number): Promise<PurchaseDetail> {
  const purchase = await repo.findPurchaseOfMember(db, { memberId, purchaseId });
  if (!purchase || purchase.status === 'ORDER_FORM') throw fail('PURCHASE_NOT_FOUND');
  return purchaseDetailOf(db, shop, purchase);
}
