import type { ErrorDef } from './types';

// 공통: 인증·권한·검증·본문, 목록 내보내기
export const COMMON_ERRORS = {
  // ── 공통 ──
  UNAUTHORIZED: { status: 401, message: '로그인이 필요합니다.' },
  FORBIDDEN: { status: 403, message: '접근 권한이 없습니다.' },
  NOT_FOUND: { status: 404, message: '요청한 정보를 찾을 수 없습니다.' },
  ROUTE_NOT_FOUND: { status: 404, message: '요청한 주소를 찾을 수 없습니다.', code: 'NOT_FOUND' },
  NOT_YOUR_RESOURCE: { status: 403, message: '본인의 정보만 볼 수 있습니다.' },
  VALIDATION_FAILED: { status: 400, message: '요청 값이 올바르지 않습니다.', detail: true },
  MALFORMED_BODY: { status: 400, message: '요청 본문을 읽을 수 없습니다. 형식을 확인해주세요.' },
  BAD_REQUEST: { status: 400, message: '잘못된 요청입니다.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: '요청 본문이 너무 큽니다.' },
  INTERNAL_ERROR: { status: 500, message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.' },

  // ── 운영 지표(GET /metrics) ──
  METRICS_TOKEN_REQUIRED: { status: 401, message: '지표를 보려면 올바른 지표 토큰(METRICS_TOKEN)이 필요합니다.' },
  METRICS_NOT_CONFIGURED: { status: 403, message: '운영 환경에서는 METRICS_TOKEN 을 설정해야 지표를 볼 수 있습니다.' },

  // ── 목록 내보내기(CSV) ──
  CSV_EXPORT_TOO_LARGE: { status: 400, message: '내보낼 줄이 50,000건을 넘습니다. 기간이나 조건을 좁혀 다시 내보내주세요.' },
} as const satisfies Record<string, ErrorDef>;
