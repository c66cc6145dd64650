import type { AddCartItem, CartItem, CartList, UpdateCartItem } from '../../lib/schemas/carts';
import { quotePrice } from '../../lib/schemas/catalogue';
import type { AuthContext } from '../lib/context';
import type { Db } from '../db/client';
import { fail } from '../lib/errors';
import * as repo from './carts.repository';
import { assertQuantity, isOrderable, priceLine, resolveDays } from './order-lines';

const CART_ITEM_NOT_FOUND = () => fail('CART_ITEM_NOT_FOUND');

function toCartItem(row: repo.CartItemRow, role: AuthContext['role']): CartItem {
  const { item, product } = row;
  const quote = quotePrice(product, item.quantity, item.days);
  return {
    id: item.id,
    productId: product.id,
    productName: product.name,
    productKind: product.kind,
    accountType: product.accountType,
    targetKey: item.targetKey,
    quantity: item.quantity,
    days: item.days,
    unitPrice: product.unitPrice,
    discountRate: quote.discountRate,
    total: quote.total,
    available: isOrderable(product, role),
  };
}

export async function getCartItemOrThrow(db: Db, auth: AuthContext, id: number): Promise<CartItem> {
  const row = await repo.findCartItemOfMember(db, { memberId: auth.memberId, id });
  if (!row) throw CART_ITEM_NOT_FOUND();
  return toCartItem(row, auth.role);
}

export async function listCart(db: Db, auth: AuthContext): Promise<CartList> {
  const rows = await repo.listCartItemsOfMember(db, { memberId: auth.memberId });
  const cartItemList = rows.map((r) => toCartItem(r, auth.role));
  return { cartItemList, count: cartItemList.length };
}

/** 같은 상품·대상·기간이 이미 있으면 수량을 합친다. 합이 최대 수량을 넘으면 400 */
export async function addCartItem(db: Db, auth: AuthContext, body: AddCartItem, now: Date): Promise<CartItem> {
  const product = await repo.findOrderProduct(db, body.productId);
  const line = priceLine(product, auth.role, body);
  const id = await repo.upsertCartItem(db, {
    memberId: auth.memberId,
    productId: line.product.id,
    targetKey: line.targetKey,
    quantity: line.quantity,
    days: line.days,
    maxQuantity: line.product.maxQuantity,
    now,
  });
  if (id === null) {
    const max = line.product.maxQuantity.toLocaleString('ko-KR');
    throw fail('CART_QUANTITY_EXCEEDED', { field: 'quantity', maxQuantity: line.product.maxQuantity }, { max });
  }
  return getCartItemOrThrow(db, auth, id);
}

export async function updateCartItem(db: Db, auth: AuthContext, id: number, body: UpdateCartItem, now: Date): Promise<CartItem> {
  const row = await repo.findCartItemOfMember(db, { memberId: auth.memberId, id });
  if (!row) throw CART_ITEM_NOT_FOUND();
  const quantity = body.quantity ?? row.item.quantity;
  const days = body.days === undefined ? row.item.days : resolveDays(row.product, body.days);
  assertQuantity(row.product, quantity);
  if (days !== row.item.days) {
    const same = await repo.findSameLine(db, { memberId: auth.memberId, productId: row.product.id, targetKey: row.item.targetKey, days });
    if (same) throw fail('CART_ITEM_DUPLICATED');
  }
  if (!(await repo.updateCartItem(db, { memberId: auth.memberId, id, quantity, days, now }))) throw CART_ITEM_NOT_FOUND();
  return getCartItemOrThrow(db, auth, id);
}

export async function deleteCartItems(db: Db, auth: AuthContext, ids: number[]) {
  await repo.deleteCartItemsOfMember(db, { memberId: auth.memberId, ids });
}
