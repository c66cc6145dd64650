const won = new Intl.NumberFormat('ko-KR');

/** 금액 표기: 9,000원. lib/format.ts 가 생기면 그쪽으로 옮긴다(CONVENTIONS.md 의 자리). */
export function formatWon(amount: number): string {
  return `${won.format(amount)}원`;
}
