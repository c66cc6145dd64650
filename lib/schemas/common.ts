import { z } from 'zod';
import { FIELD_MESSAGES } from './errors';

/** 모든 실패 응답의 한 가지 모양 — 서버와 클라이언트가 같은 정의를 쓴다. */
export const ErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  meta: z.record(z.string(), z.unknown()).nullable(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const UNKNOWN_ERROR: ErrorBody = { code: 'unknown', message: '알 수 없는 에러', meta: null };

/** DB 의 정수 열(int4)이 받는 가장 큰 값: 입력의 숫자는 이 범위를 넘을 수 없다(api 의 검증 훅이 모든 입력에 건다) */
export const DB_INT_MAX = 2_147_483_647;

/** 경로의 숫자 id: 양의 정수만 받는다. */
export const IdSchema = z.coerce
  .number({ error: FIELD_MESSAGES.idRequired })
  .int({ error: FIELD_MESSAGES.idRequired })
  .positive({ error: FIELD_MESSAGES.idRequired })
  .max(DB_INT_MAX, { error: FIELD_MESSAGES.idRequired });

export const MemberIdParamSchema = z.object({ memberId: IdSchema });

const isRealDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/**
 * 날짜(YYYY-MM-DD) 스키마. 형식이 틀리거나 없는 날짜면 거기서 멈춘다(abort): 멈추지 않으면 기간을 견주는 객체 검사가
 * 'test' 같은 값으로 날짜 계산을 하다 던져 400 대신 500 이 된다
 */
export function dateStringSchema(formatMessage: string, unrealMessage: string = formatMessage) {
  return z
    .string({ error: formatMessage })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: formatMessage, abort: true })
    .refine(isRealDate, { error: unrealMessage, abort: true });
}

/** 목록 필터의 날짜(서울 기준 YYYY-MM-DD). 있는 날짜만 받는다: 관리자 목록은 형식과 없는 날짜를 나눠 알린다 */
export const SeoulDateSchema = dateStringSchema('날짜는 YYYY-MM-DD 형식이어야 합니다.', '없는 날짜입니다.');

/** 회원 화면 목록의 기간 날짜: 틀리면 한 가지 안내 */
export const DateFieldSchema = dateStringSchema(FIELD_MESSAGES.dateFormat);

/**
 * 기간 조건의 순서: 두 끝이 다 있으면 from ≤ to, 틀리면 from 을 짚어 목록의 문구 하나로 알린다.
 * 기간으로 찾는 모든 목록 조건이 `.refine(...periodOrder)` 로 이 한 검사를 쓴다
 */
export const periodOrder: [(q: { from?: string; to?: string }) => boolean, { error: string; path: string[] }] = [
  (q) => !q.from || !q.to || q.from <= q.to,
  { error: FIELD_MESSAGES.periodReversed, path: ['from'] },
];

export const PAGE_SIZE_MAX = 100;
/** 목록의 page·size 문구: 자기 목록 조건을 따로 짜는 스키마(문의, 메일함)도 같은 글을 쓴다 */
export const PAGE_MESSAGES = {
  page: '페이지는 1 이상이어야 합니다.',
  sizeMin: '페이지 크기는 1 이상이어야 합니다.',
  sizeMax: `페이지 크기는 ${PAGE_SIZE_MAX} 이하여야 합니다.`,
} as const;
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, { error: PAGE_MESSAGES.page }).default(1),
  size: z.coerce
    .number()
    .int()
    .min(1, { error: PAGE_MESSAGES.sizeMin })
    .max(PAGE_SIZE_MAX, { error: PAGE_MESSAGES.sizeMax })
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
