/**
 * ko-KR 의 숫자 표기(세 자리마다 쉼표, 소수는 셋째 자리까지 반올림)를 Intl 없이 만든다.
 * 검증 문구(여기 lib/schemas)와 화면 표기(lib/format.ts 의 formatCount, 아래 formatWon)가 같은 함수를 쓴다.
 * Intl 포맷터는 처음 만들 때 느린 휴대폰에서 수십~백여 ms 가 한 덩어리로 들어 첫 화면 JS 에서 뺐다(docs/decisions.md).
 */
export function groupDigits(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Math.round(Math.abs(value) * 1000) / 1000;
  const [int, frac] = String(rounded).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 && rounded !== 0 ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`;
}

/** 금액 표기: 9,000원. 화면(lib/format.ts 가 내보낸다)·검증 문구·서버 문구가 이 한 정의를 쓴다: lib/schemas 는 lib/format 을 가져올 수 없어 여기 둔다 */
export function formatWon(amount: number): string {
  return `${groupDigits(amount)}원`;
}
