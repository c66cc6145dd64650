export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** DB 의 timestamptz 를 응답의 ISO 문자열로 */
export const iso = (d: Date) => d.toISOString();
export const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** 요청의 ISO 문자열(또는 null)을 DB 값으로. undefined 는 '바꾸지 않음' 그대로 둔다 */
export function toDate(value: string | null | undefined): Date | null | undefined {
  if (value === undefined) return undefined;
  return value === null ? null : new Date(value);
}

// 한국 표준시(UTC+9, 일광절약시간 없음)의 날짜 계산. DB 에는 UTC 로 두고 날짜만 KST 로 센다
export const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** 그 순간의 KST 날짜 'YYYY-MM-DD' */
export function kstDate(at: Date): string {
  return new Date(at.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
}

/** 그 순간의 KST 시(0~23) */
export function kstHour(at: Date): number {
  return new Date(at.getTime() + KST_OFFSET_MS).getUTCHours();
}

/** 'YYYY-MM-DD' 에 days 일을 더한 날짜 */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** KST 날짜의 0시(서울 자정)를 UTC 순간으로 */
export function kstStartOf(day: string): Date {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() - KST_OFFSET_MS);
}

/** 목록의 기간 필터: 서울 날짜로 양끝을 포함하는 기간을 UTC 반열린 구간 [since, until) 으로 */
export function kstDayRange(from: string | undefined, to: string | undefined): { since?: Date; until?: Date } {
  return { since: from ? kstStartOf(from) : undefined, until: to ? kstStartOf(addDays(to, 1)) : undefined };
}
