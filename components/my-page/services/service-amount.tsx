import { formatWon } from '@/lib/format';
import type { MyService } from '@/lib/schemas/services';

/** 낸 돈. 정가와 다르면(수량 할인·쿠폰) 정가와 할인을 함께: "9,000원 (정가 11,000원, 할인 2,000원)" */
export function serviceAmountText(s: Pick<MyService, 'paidAmount' | 'listPrice'>): string {
  if (s.listPrice <= s.paidAmount) return formatWon(s.paidAmount);
  return `${formatWon(s.paidAmount)} (정가 ${formatWon(s.listPrice)}, 할인 ${formatWon(s.listPrice - s.paidAmount)})`;
}
