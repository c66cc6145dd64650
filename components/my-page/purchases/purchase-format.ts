import type { ServiceStatus } from '@/lib/schemas/purchases';

/** 구매 화면(마이페이지·관리자)이 함께 쓰는 표기. 금액은 lib/format 의 formatWon */

export const SERVICE_STATUS_LABELS: Record<ServiceStatus, string> = {
  WAITING: '시작 전',
  IN_PROGRESS: '진행 중',
  COMPLETED: '완료',
  PARTIAL: '부분 완료',
  FAILED: '실패',
  CANCELED: '취소',
};

const seoulDateTime = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 서울 시각: 2026.01.05 23:59 */
export function formatSeoulDateTime(iso: string): string {
  const parts = seoulDateTime.formatToParts(new Date(iso));
  const pick = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${pick('year')}.${pick('month')}.${pick('day')} ${pick('hour')}:${pick('minute')}`;
}

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000; // 서울은 서머타임이 없다

/** 서울 기준 오늘(YYYY-MM-DD) */
export function seoulToday(nowMs: number = Date.now()): string {
  return new Date(nowMs + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** YYYY-MM-DD 에서 n 달 전. 없는 날(3월 31일의 한 달 전)은 그 달 말일로 */
export function monthsBefore(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}
