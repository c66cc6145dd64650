import { randomInt } from 'node:crypto';
import type { OrderBuyNow, OrderForm, RetryPurchaseResponse } from '../../lib/schemas/checkout';
import type { PayTo } from '../../lib/schemas/payments';
import type { PurchaseDetail, PurchaseSummary } from '../../lib/schemas/purchase-views';
import { paymentMethodLabel, purchaseStatusLabel } from '../../lib/schemas/purchases';
import * as carts from '../carts/carts.repository';
import { priceLine, type PricedLine } from '../carts/order-lines';
import { countUsableCoupons, listCouponsForPurchase } from '../coupons/coupons.service';
import type { Db } from '../db/client';
import type { AuthContext } from '../lib/context';
import { fail } from '../lib/errors';
import { pointBalanceOf } from '../points/points.service';
import { findCashReceiptView } from '../cash-receipts/cash-receipts.service';
import { listCashRefundViews } from '../refunds/refunds.service';
import { isLeftAtGateway, isRetryable, payToByPurchase, type ShopAccount } from './purchase-views.service';
import * as repo from './purchases.repository';
import { isoOrNull } from '../lib/time';
import { findMemberName } from './virtual-accounts.repository';

const ALPHANUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const seoulDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });

/** 결제대행사 orderId 로도 쓰는 주문번호: GM + 서울 날짜 + 임의 10자 */
export function newOrderNo(now: Date): string {
  const suffix = Array.from({ length: 10 }, () => ALPHANUM[randomInt(ALPHANUM.length)]).join('');
  return `GM${seoulDate.format(now).replaceAll('-', '')}${suffix}`;
}

export function orderNameOf(lines: { productName: string }[]): string {
  const first = lines[0]?.productName ?? '';
  return lines.length > 1 ? `${first} 외 ${lines.length - 1}건` : first;
}

/** 목록 한 줄. 입금할 곳(payTo)은 payToByPurchase 로 미리 찾아 넘긴다 */
export function toPurchaseSummary(p: repo.PurchaseRow, payTo: PayTo | null = null): PurchaseSummary {
  return {
    id: p.id,
    orderNo: p.orderNo,
    status: p.status,
    statusLabel: purchaseStatusLabel(p.status, p.method ?? null),
    method: p.method ?? null,
    easyPayProvider: p.easyPayProvider ?? null,
    methodLabel: paymentMethodLabel(p.method ?? null, p.easyPayProvider ?? null),
    orderName: p.orderName,
    totalAmount: p.totalAmount,
    createdAt: p.createdAt.toISOString(),
    paidAt: isoOrNull(p.paidAt),
    payTo,
    retryable: isRetryable(p.status) || isLeftAtGateway(p.status, p.method ?? null),
    cancelable: isLeftAtGateway(p.status, p.method ?? null),
  };
}

export async function purchaseSummariesOf(db: Db, shop: ShopAccount, rows: repo.PurchaseRow[]): Promise<PurchaseSummary[]> {
  const payTo = await payToByPurchase(db, shop, rows);
  return rows.map((r) => toPurchaseSummary(r, payTo.get(r.id) ?? null));
}

/** 구매 상세: 요약 + 금액 내역 + 줄 + 만들어진 서비스 + 입금할 곳·현금영수증·현금 환불 */
export async function purchaseDetailOf(db: Db, shop: ShopAccount | null, p: repo.PurchaseRow): Promise<PurchaseDetail> {
  const [lines, services, payTo, cashReceipt, cashRefunds] = await Promise.all([
    repo.findPurchaseLines(db, { purchaseId: p.id }),
    repo.findServiceRefsOfPurchase(db, { purchaseId: p.id }),
    payToByPurchase(db, shop, [p]),
    findCashReceiptView(db, p.id).then((r) => r?.view ?? null),
    listCashRefundViews(db, p.id),
  ]);
  return {
    ...toPurchaseSummary(p, payTo.get(p.id) ?? null),
    subtotal: p.subtotal,
    quantityDiscount: p.quantityDiscount,
    couponDiscount: p.couponDiscount,
    pointUsed: p.pointUsed,
    memberCouponId: p.memberCouponId ?? null,
    depositorName: p.depositorName ?? null,
    depositDeadline: isoOrNull(p.depositDeadline),
    source: p.source === 'BUY_NOW' ? 'BUY_NOW' : 'CART',
    cashReceipt,
    cashRefunds,
    lines: lines.map((l) => ({
      id: l.id,
      productId: l.productId,
      productName: l.productName,
      productKind: l.productKind,
      targetKey: l.targetKey,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      days: l.days,
      discountRate: l.discountRate,
      subtotal: l.subtotal,
      discount: l.discount,
      total: l.total,
    })),
    services,
  };
}

type OrderLine = PricedLine & { cartItemId: number | null };

/** 주문서(ORDER_FORM) 만들기: 줄의 금액만 적는다. 쿠폰·적립금은 결제 준비에서 적용한다 */
async function createOrderForm(db: Db, auth: AuthContext, source: 'CART' | 'BUY_NOW', lines: OrderLine[], now: Date): Promise<OrderForm> {
  const subtotal = lines.reduce((sum, l) => sum + l.quote.subtotal, 0);
  const quantityDiscount = lines.reduce((sum, l) => sum + l.quote.discount, 0);
  const rows = lines.map((l) => ({
    productId: l.product.id,
    cartItemId: l.cartItemId,
    productName: l.product.name,
    productKind: l.product.kind,
    targetKey: l.targetKey,
    unitPrice: l.product.unitPrice,
    quantity: l.quantity,
    days: l.days,
    discountRate: l.quote.discountRate,
    subtotal: l.quote.subtotal,
    discount: l.quote.discount,
    total: l.quote.total,
  }));
  const { purchase } = await db.transaction((tx) =>
    repo.insertPurchaseWithLines(tx, {
      purchase: {
        memberId: auth.memberId,
        orderNo: newOrderNo(now),
        status: 'ORDER_FORM',
        source,
        orderName: orderNameOf(rows),
        subtotal,
        quantityDiscount,
        totalAmount: subtotal - quantityDiscount,
        createdAt: now,
        updatedAt: now,
      },
      lines: rows,
      actorRole: auth.role === 'ADMIN' ? 'ADMIN' : 'MEMBER',
    }),
  );
  const [detail, pointBalance, availableCouponCount, memberName] = await Promise.all([
    // 주문서에는 아직 입금할 곳이 없다
    purchaseDetailOf(db, null, purchase),
    pointBalanceOf(db, auth.memberId),
    countUsableCoupons(db, { memberId: auth.memberId, now }),
    findMemberName(db, { memberId: auth.memberId }),
  ]);
  return { ...detail, pointBalance, availableCouponCount, previousChoice: null, memberName: memberName?.trim() || null };
}

/** 장바구니에서: 모두 본인 항목이어야 하고(아니면 404), 모두 주문할 수 있어야 한다 */
export async function orderFormFromCart(db: Db, auth: AuthContext, cartItemIds: number[], now: Date): Promise<OrderForm> {
  const ids = [...new Set(cartItemIds)];
  const rows = await carts.listCartItemsOfMember(db, { memberId: auth.memberId, ids });
  if (rows.length !== ids.length) throw fail('CART_ITEM_NOT_FOUND');
  const byId = new Map(rows.map((r) => [r.item.id, r]));
  const lines = ids.map((id) => {
    const { item, product } = byId.get(id)!;
    return { ...priceLine(product, auth.role, item), cartItemId: item.id };
  });
  return createOrderForm(db, auth, 'CART', lines, now);
}

/** 바로 구매: 상품 하나, 대상은 상품의 targetKind 로 정규화 */
export async function orderFormBuyNow(db: Db, auth: AuthContext, body: OrderBuyNow, now: Date): Promise<OrderForm> {
  const product = await carts.findOrderProduct(db, body.productId);
  return createOrderForm(db, auth, 'BUY_NOW', [{ ...priceLine(product, auth.role, body), cartItemId: null }], now);
}

/**
 * 다시 결제하기: 실패·취소·만료된 내 구매와 같은 줄(같은 상품·대상·수량·기간, 같은 출처)로 새 주문서를 만든다.
 * 금액은 주문서를 만들 때처럼 지금 가격으로 다시 매긴다. 장바구니 줄이 아직 있으면 이어 붙여 결제 때 함께 빠지게 한다.
 */
export async function retryPurchase(db: Db, auth: AuthContext, purchaseId: number, now: Date): Promise<RetryPurchaseResponse> {
  const purchase = await repo.findPurchaseOfMember(db, { memberId: auth.memberId, purchaseId });
  if (!purchase) throw fail('PURCHASE_NOT_FOUND');
  if (!isRetryable(purchase.status)) {
    throw fail('PURCHASE_NOT_RETRYABLE', { status: purchase.status });
  }
  const old = await repo.findPurchaseLines(db, { purchaseId });
  const cartIds = old.map((l) => l.cartItemId).filter((id): id is number => id !== null);
  const stillInCart = new Set((cartIds.length ? await carts.listCartItemsOfMember(db, { memberId: auth.memberId, ids: cartIds }) : []).map((r) => r.item.id));
  const lines: OrderLine[] = [];
  for (const l of old) {
    const product = await carts.findOrderProduct(db, l.productId);
    const priced = priceLine(product, auth.role, { targetKey: l.targetKey, quantity: l.quantity, days: l.days });
    lines.push({ ...priced, cartItemId: l.cartItemId !== null && stillInCart.has(l.cartItemId) ? l.cartItemId : null });
  }
  const form = await createOrderForm(db, auth, purchase.source === 'BUY_NOW' ? 'BUY_NOW' : 'CART', lines, now);
  // 지난번에 고른 쿠폰·적립금을 결제 화면이 다시 골라 두게 알려 준다(쓸 수 있는지는 결제 화면의 쿠폰 목록·잔액이 다시 본다)
  const previousChoice = purchase.memberCouponId !== null || purchase.pointUsed > 0 ? { memberCouponId: purchase.memberCouponId, point: purchase.pointUsed } : null;
  return { purchaseId: form.id, orderNo: form.orderNo, orderForm: { ...form, previousChoice } };
}

/** 결제 전 구매(주문서·입금 대기)에 쓸 수 있는 내 쿠폰과 할인액 */
export async function couponsForPurchase(db: Db, auth: AuthContext, purchaseId: number, now: Date) {
  const purchase = await repo.findPurchaseOfMember(db, { memberId: auth.memberId, purchaseId });
  if (!purchase || (purchase.status !== 'ORDER_FORM' && purchase.status !== 'WAITING_PAYMENT')) {
    throw fail('PURCHASE_INFO_NOT_FOUND');
  }
  return { items: await listCouponsForPurchase(db, { memberId: auth.memberId, purchaseId, now }) };
}
