const won = new Intl.NumberFormat('ko-KR');
const count = new Intl.NumberFormat('ko-KR');
const seoulDate = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });

/** 금액 표기: 9,000원 */
export function formatWon(amount: number): string {
  return `${won.format(amount)}원`;
}

/** 개수 표기: 1,000 */
export function formatCount(value: number): string {
  return count.format(value);
}

/** 날짜는 언제나 서울 기준: 2026. 01. 05. → 2026.01.05 */
export function formatDate(value: string | Date): string {
  const parts = seoulDate.formatToParts(new Date(value));
  const pick = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${pick('year')}.${pick('month')}.${pick('day')}`;
}

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000; // 서울은 서머타임이 없어 언제나 UTC+9
const DAY_MS = 24 * 60 * 60 * 1000;

/** 서울 시각으로 그날이 끝나는 순간(다음 날 0시)의 epoch ms */
export function endOfSeoulDay(nowMs: number): number {
  const seoulMidnight = Math.floor((nowMs + SEOUL_OFFSET_MS) / DAY_MS) * DAY_MS;
  return seoulMidnight + DAY_MS - SEOUL_OFFSET_MS;
}
