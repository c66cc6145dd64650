import { z } from 'zod';

/**
 * 콘솔 목록들이 함께 쓰는 쿼리 조각: 정렬(sort·order)과 CSV 내보내기의 한도.
 * 목록마다 정렬할 수 있는 열은 제 스키마에서 sortQuery([...]) 로 밝힌다.
 */

export const SORT_ORDERS = ['asc', 'desc'] as const;
export const SortOrderSchema = z.enum(SORT_ORDERS, { error: '정렬 방향은 asc 또는 desc 여야 합니다.' });
export type SortOrder = z.infer<typeof SortOrderSchema>;

/** sort=<열 이름>&order=asc|desc. 둘 다 없으면 목록마다 정한 기본 순서(대개 최신순) */
export function sortQuery<const F extends readonly [string, ...string[]]>(fields: F) {
  return {
    sort: z.enum(fields, { error: '정렬할 수 없는 항목입니다.' }).optional(),
    order: SortOrderSchema.optional(),
  };
}

/** 한 번에 내보내는 최대 줄 수: 넘으면 조건을 좁히라고 알린다(메모리와 응답 시간을 지키려고) */
export const CSV_EXPORT_MAX_ROWS = 50_000;
