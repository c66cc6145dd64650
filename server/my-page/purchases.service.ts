import type { MyPurchasesQuery, PurchaseDetail } from '../../lib/schemas/purchase-views';
import type { Db } from '../db/client';
import { fail } from '../lib/errors';
import { purchaseDetailOf, purchaseSummariesOf } from '../purchases/checkout.service';
import type { ShopAccount } from '../purchases/purchase-views.service';
import * as repo from '../purchases/purchases.repository';

/** 서울 날짜(YYYY-MM-DD)의 자정을 UTC 시각으로 */
const seoulMidnight = (date: string) => new Date(`${date}T00:00:00+09:00`);
const nextDay = (d: Date) => new Date(d.getTime() + 24 * 60 * 60 * 1000);

/** 내 구매 내역: 주문서는 빼고, 기간은 서울 날짜로 양끝 포함 */
export async function listMyPurchases(db: Db, shop: ShopAccount, memberId: number, q: MyPurchasesQuery) {
  const { rows, total } = await repo.listPurchasesOfMember(db, {
    memberId,
    status: q.status,
    from: q.from ? seoulMidnight(q.from) : undefined,
    to: q.to ? nextDay(seoulMidnight(q.to)) : undefined,
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  return { items: await purchaseSummariesOf(db, shop, rows), page: q.page, size: q.size, total };
}

export async function getMyPurchaseOrThrow(db: Db, shop: ShopAccount, memberId: number, purchaseId: number): Promise<PurchaseDetail> {
  const purchase = await repo.findPurchaseOfMember(db, { memberId, purchaseId });
  if (!purchase || purchase.status === 'ORDER_FORM') throw fail('PURCHASE_NOT_FOUND');
  return purchaseDetailOf(db, shop, purchase);
}
