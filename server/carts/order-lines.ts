import { checkQuantity, quotePrice, type PriceQuote } from '../../lib/schemas/catalogue';
import { withProductDays } from '../../lib/schemas/catalogue-rules';
import type { Role } from '../../lib/schemas/members';
import { normalizeTarget } from '../../lib/schemas/targets';
import { fail } from '../lib/errors';
import type { OrderProduct } from './carts.repository';

/** 판매 중(관리자는 관리자 주문 전용도)이고 지우지 않은 상품만 주문할 수 있다 */
export function isOrderable(p: Pick<OrderProduct, 'status' | 'deletedAt'>, role: Role): boolean {
  if (p.deletedAt) return false;
  return p.status === 'SALEABLE' || (p.status === 'ADMIN_ORDER' && role === 'ADMIN');
}

export function assertOrderable(p: OrderProduct | null, role: Role): asserts p is OrderProduct {
  if (!p) throw fail('PRODUCT_NOT_FOUND');
  if (!isOrderable(p, role)) throw fail('PRODUCT_NOT_SALEABLE', null, { name: p.name });
}

export function normalizeTargetOrThrow(p: OrderProduct, input: string): string {
  const result = normalizeTarget(p.targetKind, input);
  if (!result.ok) throw fail('INVALID_TARGET', { field: 'targetKey' }, result.message);
  return result.targetKey;
}

/** 단건은 1일, 데일리는 기간을 안 주면 최소 기간 */
export function resolveDays(p: OrderProduct, days: number | undefined): number {
  const { minDays, maxDays } = withProductDays(p);
  const value = days ?? minDays;
  if (value < minDays || value > maxDays) {
    const meta = { field: 'days', minDays, maxDays };
    throw p.kind === 'SINGLE' ? fail('SINGLE_PRODUCT_DAYS', meta) : fail('INVALID_DAYS', meta, { minDays, maxDays });
  }
  return value;
}

export function assertQuantity(p: OrderProduct, quantity: number) {
  const message = checkQuantity(p, quantity);
  if (message) {
    throw fail('INVALID_QUANTITY', { field: 'quantity', minQuantity: p.minQuantity, maxQuantity: p.maxQuantity }, message);
  }
}

export type PricedLine = {
  product: OrderProduct;
  targetKey: string;
  quantity: number;
  days: number;
  quote: PriceQuote;
};

/** 주문 줄 하나를 검사하고 값을 매긴다: 판매 상태, 대상, 수량, 기간 */
export function priceLine(
  product: OrderProduct | null,
  role: Role,
  input: { targetKey: string; quantity: number; days?: number },
): PricedLine {
  assertOrderable(product, role);
  const targetKey = normalizeTargetOrThrow(product, input.targetKey);
  assertQuantity(product, input.quantity);
  const days = resolveDays(product, input.days);
  return { product, targetKey, quantity: input.quantity, days, quote: quotePrice(product, input.quantity, days) };
}
