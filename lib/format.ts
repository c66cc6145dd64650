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

/**
 * 휴대폰 번호 표기: 저장은 숫자만(01012345678), 보여 줄 때는 입력받은 모양 그대로 010-1234-5678.
 * 휴대폰 번호 꼴이 아니면(가린 번호, 외부 주문의 다른 표기) 손대지 않는다. 없으면 '-'
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '-';
  const digits = value.replace(/[\s-]/g, '');
  const m = /^(01\d)(\d{3,4})(\d{4})$/.exec(digits);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : value;
}
