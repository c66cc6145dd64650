import { describe, expect, it } from 'vitest';
import { checkQuantity, discountRateFor, quantityMessage, quotePrice } from '../../../lib/schemas/catalogue';

const tiers = [
  { minQuantity: 1_000, rate: 5 },
  { minQuantity: 5_000, rate: 10 },
];

describe('discountRateFor – 수량 할인율', () => {
  it('기준 수량에 못 미치면 0%, 이상이면 그 구간, 가장 큰 구간 하나만', () => {
    expect(discountRateFor(tiers, 999)).toBe(0);
    expect(discountRateFor(tiers, 1_000)).toBe(5);
    expect(discountRateFor(tiers, 4_999)).toBe(5);
    expect(discountRateFor(tiers, 5_000)).toBe(10);
    expect(discountRateFor(tiers, 1_000_000)).toBe(10);
    expect(discountRateFor([], 1_000_000)).toBe(0);
  });

  it('구간 순서가 섞여 있어도 해당하는 가장 큰 할인율', () => {
    expect(discountRateFor([...tiers].reverse(), 6_000)).toBe(10);
  });
});

describe('quotePrice – 주문 폼과 서버가 같이 쓰는 가격 계산', () => {
  it('단가 × 수량, 할인은 원 단위 내림', () => {
    expect(quotePrice({ unitPrice: 55, discountTiers: tiers }, 1_000)).toEqual({ subtotal: 55_000, discountRate: 5, discount: 2_750, total: 52_250 });
    expect(quotePrice({ unitPrice: 3, discountTiers: tiers }, 1_001)).toEqual({ subtotal: 3_003, discountRate: 5, discount: 150, total: 2_853 });
    expect(quotePrice({ unitPrice: 12, discountTiers: [] }, 500)).toEqual({ subtotal: 6_000, discountRate: 0, discount: 0, total: 6_000 });
  });

  it('데일리 상품은 기간을 곱하고, 할인 구간은 하루 수량으로 정한다', () => {
    expect(quotePrice({ unitPrice: 12, discountTiers: tiers }, 100, 30)).toEqual({ subtotal: 36_000, discountRate: 0, discount: 0, total: 36_000 });
    expect(quotePrice({ unitPrice: 10, discountTiers: tiers }, 1_000, 7).total).toBe(66_500);
  });
});

describe('checkQuantity – 수량 범위', () => {
  const product = { minQuantity: 100, maxQuantity: 50_000 };
  it('범위 안의 정수만 통과, 밖이면 한국어 안내', () => {
    expect(checkQuantity(product, 100)).toBeNull();
    expect(checkQuantity(product, 50_000)).toBeNull();
    expect(checkQuantity(product, 99)).toBe('수량은 100개 이상 50,000개 이하로 입력해주세요.');
    expect(checkQuantity(product, 50_001)).toBe(quantityMessage(product));
    expect(checkQuantity(product, 150.5)).toBe(quantityMessage(product));
  });
});
