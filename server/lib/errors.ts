import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERRORS, errorCode, type ErrorName } from '../../lib/schemas/errors';

export type ErrorMeta = Record<string, unknown> | null;

/** 모든 실패는 이 한 가지 오류로 던지고, 앱의 onError 가 {code, message, meta} 로 바꾼다. */
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

export const unauthorized = (message = '로그인이 필요합니다.', code = 'UNAUTHORIZED') =>
  new ApiError(code, 401, message);
export const forbidden = (message = '접근 권한이 없습니다.', code = 'FORBIDDEN') => new ApiError(code, 403, message);
export const notFound = (message = '요청한 정보를 찾을 수 없습니다.', code = 'NOT_FOUND') =>
  new ApiError(code, 404, message);

/** 오류 목록(lib/schemas/errors.ts)의 이름 하나로 던질 오류를 만든다: throw fail('MEMBER_NOT_FOUND') */
export function fail(name: ErrorName, meta: ErrorMeta = null): ApiError {
  return new ApiError(errorCode(name), ERRORS[name].status, ERRORS[name].message, meta);
}
