import { ErrorBodySchema, UNKNOWN_ERROR } from '../schemas/common';

/** 웹에서 보는 실패 하나: 서버 봉투 {code, message, meta} + HTTP 상태(네트워크 오류면 null). */
export class ApiError extends Error {
  readonly status: number | null;
  readonly code: string;
  readonly meta: Record<string, unknown> | null;

  constructor(status: number | null, code: string, message: string, meta: Record<string, unknown> | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.meta = meta;
  }

  /** 봉투가 아닌 본문(HTML 502, 빈 본문)은 모두 'unknown' 으로 모은다. */
  static fromResponse(status: number | null, body: unknown): ApiError {
    const parsed = ErrorBodySchema.safeParse(normalizeMeta(body));
    const envelope = parsed.success ? parsed.data : UNKNOWN_ERROR;
    return new ApiError(status, envelope.code, envelope.message, envelope.meta);
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** meta 를 빠뜨린 봉투도 받아 준다: 서버는 늘 보내지만 프록시·게이트웨이는 아닐 수 있다. */
function normalizeMeta(body: unknown): unknown {
  if (body && typeof body === 'object' && !Array.isArray(body) && !('meta' in body)) {
    return { ...body, meta: null };
  }
  return body;
}
