import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartItems, products } from '../db/schema';

/** 주문에 필요한 상품 열. 지운(deletedAt) 상품도 읽어 "판매 중 아님" 으로 답한다 */
const orderProductColumns = {
  id: products.id,
  name: products.name,
  kind: products.kind,
  accountType: products.accountType,
  status: products.status,
  deletedAt: products.deletedAt,
  minQuantity: products.minQuantity,
  maxQuantity: products.maxQuantity,
  unitPrice: products.unitPrice,
  discountTiers: products.discountTiers,
  targetKind: products.targetKind,
  minDays: products.minDays,
  maxDays: products.maxDays,
};

export type OrderProduct = NonNullable<Awaited<ReturnType<typeof findOrderProduct>>>;

export async function findOrderProduct(db: Db, id: number) {
  const rows = await db.select(orderProductColumns).from(products).where(and(eq(products.id, id), isNull(products.deletedAt)));
  return rows[0] ?? null;
}

const cartItemColumns = {
  id: cartItems.id,
  memberId: cartItems.memberId,
  productId: cartItems.productId,
  targetKey: cartItems.targetKey,
  quantity: cartItems.quantity,
  days: cartItems.days,
};

export type CartItemRow = Awaited<ReturnType<typeof listCartItemsOfMember>>[number];

/** 장바구니 항목과 그 상품(지금 가격·상태) */
export function listCartItemsOfMember(db: Db, p: { memberId: number; ids?: number[] }) {
  const where = p.ids
    ? and(eq(cartItems.memberId, p.memberId), inArray(cartItems.id, p.ids))
    : eq(cartItems.memberId, p.memberId);
  return db
    .select({ item: cartItemColumns, product: orderProductColumns })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(where)
    .orderBy(asc(cartItems.id));
}

export async function findCartItemOfMember(db: Db, p: { memberId: number; id: number }) {
  const rows = await listCartItemsOfMember(db, { memberId: p.memberId, ids: [p.id] });
  return rows[0] ?? null;
}

/**
 * 같은 상품·대상·기간이면 수량을 더한다. 합이 maxQuantity 를 넘으면 갱신하지 않고 null.
 * 한 문장이라 동시에 두 번 담아도 유일 인덱스와 어긋나지 않는다.
 */
export async function upsertCartItem(
  db: Db,
  p: { memberId: number; productId: number; targetKey: string; quantity: number; days: number; maxQuantity: number; now: Date },
) {
  const rows = await db
    .insert(cartItems)
    .values({
      memberId: p.memberId,
      productId: p.productId,
      targetKey: p.targetKey,
      quantity: p.quantity,
      days: p.days,
      createdAt: p.now,
      updatedAt: p.now,
    })
    .onConflictDoUpdate({
      target: [cartItems.memberId, cartItems.productId, cartItems.targetKey, cartItems.days],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: p.now },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${p.maxQuantity}`,
    })
    .returning({ id: cartItems.id });
  return rows[0]?.id ?? null;
}

export async function findSameLine(db: Db, p: { memberId: number; productId: number; targetKey: string; days: number }) {
  const rows = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.memberId, p.memberId),
        eq(cartItems.productId, p.productId),
        eq(cartItems.targetKey, p.targetKey),
        eq(cartItems.days, p.days),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function updateCartItem(db: Db, p: { memberId: number; id: number; quantity: number; days: number; now: Date }) {
  const rows = await db
    .update(cartItems)
    .set({ quantity: p.quantity, days: p.days, updatedAt: p.now })
    .where(and(eq(cartItems.id, p.id), eq(cartItems.memberId, p.memberId)))
    .returning({ id: cartItems.id });
  return rows.length === 1;
}

/** 본인 것만 지운다: 남의 id·없는 id 는 조용히 건너뛴다 */
export function deleteCartItemsOfMember(db: Db, p: { memberId: number; ids: number[] }) {
  return db.delete(cartItems).where(and(eq(cartItems.memberId, p.memberId), inArray(cartItems.id, p.ids)));
}

export function deleteCartOf(db: Db, memberId: number) {
  return db.delete(cartItems).where(eq(cartItems.memberId, memberId));
}
