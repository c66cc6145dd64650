import type { PageQuery } from '../../lib/schemas/common';

export type Page<T> = { items: T[]; page: number; size: number; total: number };

export const offsetOf = (q: PageQuery) => (q.page - 1) * q.size;

export const pageOf = <T>(items: T[], total: number, q: PageQuery): Page<T> => ({ items, page: q.page, size: q.size, total });

/** DB 의 timestamptz 를 응답의 ISO 문자열로 */
export const iso = (d: Date) => d.toISOString();
export const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** 요청의 ISO 문자열(또는 null)을 DB 값으로. undefined 는 '바꾸지 않음' 그대로 둔다 */
export function toDate(value: string | null | undefined): Date | null | undefined {
  if (value === undefined) return undefined;
  return value === null ? null : new Date(value);
}
