import { z } from 'zod';

/** 모든 실패 응답의 한 가지 모양 — 서버와 클라이언트가 같은 정의를 쓴다. */
export const ErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  meta: z.record(z.string(), z.unknown()).nullable(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const UNKNOWN_ERROR: ErrorBody = { code: 'unknown', message: '알 수 없는 에러', meta: null };

/** 경로의 숫자 id: 양의 정수만 받는다. */
export const IdSchema = z.coerce
  .number({ error: '숫자 id가 필요합니다.' })
  .int({ error: '숫자 id가 필요합니다.' })
  .positive({ error: '숫자 id가 필요합니다.' })
  .max(2_147_483_647, { error: '숫자 id가 필요합니다.' });

export const MemberIdParamSchema = z.object({ memberId: IdSchema });

export const PAGE_SIZE_MAX = 100;
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, { error: '페이지는 1 이상이어야 합니다.' }).default(1),
  size: z.coerce
    .number()
    .int()
    .min(1, { error: '페이지 크기는 1 이상이어야 합니다.' })
    .max(PAGE_SIZE_MAX, { error: `페이지 크기는 ${PAGE_SIZE_MAX} 이하여야 합니다.` })
    .default(20),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
  });
}
