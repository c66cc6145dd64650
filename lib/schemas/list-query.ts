import { z } from 'zod';

/**
 * 콘솔 목록들이 함께 쓰는 쿼리 조각: 정렬(sort)과 CSV 내보내기의 한도.
 * 정렬은 한 칸: sort=createdAt 은 오름차순, sort=-createdAt 은 내림차순. 없으면 목록마다 정한 기본 순서.
 * (1:1 문의의 order=queue|newest 처럼 목록이 이미 쓰는 이름과 부딪히지 않게 한 칸으로 둔다)
 */

export type SortOrder = 'asc' | 'desc';
export type SortValue<F extends string> = F | `-${F}`;

/** 목록 스키마에 펼쳐 넣는다: PageQuerySchema.extend({ ...sortQuery(['createdAt', 'totalAmount']) }) */
export function sortQuery<const F extends readonly [string, ...string[]]>(fields: F) {
  const values = [...fields, ...fields.map((f) => `-${f}`)] as [SortValue<F[number]>, ...SortValue<F[number]>[]];
  return { sort: z.enum(values, { error: '정렬할 수 없는 항목입니다.' }).optional() };
}

/** 'sort' 값을 열과 방향으로 */
export function parseSort<F extends string = string>(sort: string | undefined): { field: F; order: SortOrder } | undefined {
  if (!sort) return undefined;
  return sort.startsWith('-') ? { field: sort.slice(1) as F, order: 'desc' } : { field: sort as F, order: 'asc' };
}

/** 열과 방향을 'sort' 값으로 */
export const sortValue = (field: string, order: SortOrder) => (order === 'desc' ? `-${field}` : field);

/** 한 번에 내보내는 최대 줄 수: 넘으면 조건을 좁히라고 알린다(메모리와 응답 시간을 지키려고) */
export const CSV_EXPORT_MAX_ROWS = 50_000;
