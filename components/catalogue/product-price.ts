import { quotePrice } from '@/lib/schemas/catalogue-rules';
import type { Product } from '@/lib/schemas/catalogue';
import { formatWon } from '@/lib/format';

type Priced = Pick<Product, 'kind' | 'unitPrice' | 'discountTiers' | 'minQuantity' | 'minDays'>;

/** 카드의 큰 글씨: 1개(명·회)당 가격. 데일리는 하루 기준 */
export function unitPriceLabel(p: Priced): string {
  return p.kind === 'DAILY' ? `하루 1개당 ${formatWon(p.unitPrice)}` : `1개당 ${formatWon(p.unitPrice)}`;
}

/** 가장 작은 주문(최소 수량, 최소 기간)의 금액 */
export function fromPriceLabel(p: Priced): string {
  return `${formatWon(quotePrice(p, p.minQuantity, p.minDays).total)}부터`;
}
