import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERRORS, errorCode, errorMessage, type DetailErrorName, type ErrorDef, type ErrorName, type ErrorSlots, type ErrorVars } from '../../lib/schemas/errors';

export type ErrorMeta = Record<string, unknown> | null;

/** 모든 실패는 이 한 가지 오류로 던지고, 앱의 onError 가 {code, message, meta} 로 바꾼다. 만드는 곳은 fail 하나다 */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: ContentfulStatusCode,
    message: string,
    readonly meta: ErrorMeta = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * fail 의 나머지 인자: {자리}가 있는 이름은 채울 값(vars)이 꼭 있어야 하고,
 * detail 이름만 문장을 넘길 수 있다(빈 문장이면 목록의 기본 문장).
 */
type FailArgs<N extends ErrorName> = [ErrorSlots<N>] extends [never]
  ? N extends DetailErrorName
    ? [meta?: ErrorMeta, message?: string | null]
    : [meta?: ErrorMeta]
  : [meta: ErrorMeta, vars: ErrorVars<N>];

/** 오류 목록(lib/schemas/errors/)의 이름 하나로 던질 오류를 만든다: throw fail('MEMBER_NOT_FOUND') */
export function fail<N extends ErrorName>(name: N, ...[meta = null, extra]: FailArgs<N>): ApiError {
  const def = ERRORS[name];
  const message =
    typeof extra === 'object' && extra !== null
      ? (errorMessage as (n: ErrorName, v: Record<string, string | number>) => string)(name, extra)
      : extra || def.message;
  return new ApiError(errorCode(name), def.status, message, meta);
}

/** 라우터의 zod 검증 실패와 같은 모양({target, fields})으로, 서비스가 찾은 입력 오류를 한 필드에 붙여 던진다 */
export function fieldFail<N extends Exclude<ErrorName, DetailErrorName>>(
  name: [ErrorSlots<N>] extends [never] ? N : never,
  field: string,
  extra: Record<string, unknown> = {},
): ApiError {
  const def: ErrorDef = ERRORS[name];
  return new ApiError(errorCode(name), def.status, def.message, { target: 'json', fields: { [field]: def.message }, ...extra });
}
