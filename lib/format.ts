import { formatWon, groupDigits } from './schemas/number-text';

// Intl.NumberFormat·DateTimeFormat 은 쓰지 않는다: 이 모듈은 거의 모든 스토어 화면의 첫 JS 에 실리는데,
// 모듈을 읽을 때 ko-KR 포맷터 셋을 만드는 데만 느린 휴대폰(CPU 4배 느림)에서 90~170ms 가 한 덩어리로 들었다(npm run bench).
// 원 단위 금액·개수의 천 단위 쉼표와 서울 날짜는 산수로 똑같이 만들 수 있다(tests/web/storefront/format.test.ts 가 Intl 과 맞춰 본다)

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000; // 서울은 서머타임이 없어 언제나 UTC+9
const DAY_MS = 24 * 60 * 60 * 1000;

/** 금액 표기: 9,000원 (정의는 검증 문구도 쓰도록 lib/schemas/number-text 에 있다) */
export { formatWon };

/** 개수 표기: 1,000 */
export function formatCount(value: number): string {
  return groupDigits(value);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 날짜는 언제나 서울 기준: 2026.01.05 */
export function formatDate(value: string | Date): string {
  const seoul = new Date(new Date(value).getTime() + SEOUL_OFFSET_MS);
  return `${seoul.getUTCFullYear()}.${pad2(seoul.getUTCMonth() + 1)}.${pad2(seoul.getUTCDate())}`;
}

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
