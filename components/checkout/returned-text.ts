import { formatWon } from '@/lib/format';
import type { CardFailResult } from '@/lib/schemas/payments';

/**
 * 결제를 풀며 실제로 돌려준 것만 말한다: 쿠폰만 썼으면 쿠폰만, 적립금만 썼으면 그 금액만. 아무것도 없으면 null
 * (이번 요청이 풀지 않았으면 api 가 0·false 로 답한다: 앞서 풀린 주문을 다시 열어도 돌려줬다고 두 번 말하지 않는다)
 */
export function returnedText(r: Pick<CardFailResult, 'couponRestored' | 'restoredPoint'>): string | null {
  const parts = [r.couponRestored ? '쿠폰' : null, r.restoredPoint > 0 ? `적립금 ${formatWon(r.restoredPoint)}` : null].filter(Boolean);
  return parts.length ? `${parts.join('과 ')}을 돌려드렸습니다.` : null;
}
