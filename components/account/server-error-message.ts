import { isApiError } from '@/lib/api/http';
import { UNKNOWN_ERROR } from '@/lib/schemas/common';

/** 서버 봉투의 message 를 그대로 보여 준다. ApiError 가 아닌 것(버그)은 알 수 없는 에러로. */
export function serverErrorMessage(error: unknown): string {
  return isApiError(error) ? error.message : UNKNOWN_ERROR.message;
}
