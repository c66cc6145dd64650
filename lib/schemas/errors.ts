/**
 * 오류 목록: api 가 돌려주는 모든 실패의 코드, HTTP 상태, 한국어 메시지가 여기 한 곳에 선다.
 * 서버는 fail(이름) 으로 던지고, 웹은 같은 메시지를 여기서 가져다 보여 준다.
 * 이름이 곧 code 이고, 같은 code 가 상황마다 다른 메시지를 가질 때만 code 를 따로 적는다.
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502 | 503;
export type ErrorDef = { readonly status: ErrorStatus; readonly message: string; readonly code?: string };

export const ERRORS = {
  // ── 공통 ──
  UNAUTHORIZED: { status: 401, message: '로그인이 필요합니다.' },
  FORBIDDEN: { status: 403, message: '접근 권한이 없습니다.' },
  NOT_FOUND: { status: 404, message: '요청한 정보를 찾을 수 없습니다.' },

  // ── 운영자·권한·2단계 인증 ──
  ADMIN_ONLY: { status: 403, message: '관리자만 사용할 수 있습니다.' },
  ADMIN_ROLE_FORBIDDEN: { status: 403, message: '이 작업을 할 수 있는 권한이 없습니다.' },
  MFA_REQUIRED: { status: 403, message: '2단계 인증을 마쳐야 콘솔을 사용할 수 있습니다.' },
  MFA_CODE_INVALID: { status: 400, message: '인증 코드가 맞지 않습니다. 앱의 새 코드를 입력해주세요.' },
  MFA_RECOVERY_CODE_INVALID: { status: 400, message: '복구 코드가 맞지 않거나 이미 사용되었습니다.' },
  MFA_TOO_MANY_ATTEMPTS: { status: 429, message: '인증 코드를 여러 번 틀렸습니다. 잠시 후 다시 시도해주세요.' },
  MFA_NOT_ENROLLED: { status: 409, message: '2단계 인증을 먼저 등록해주세요.' },
  MFA_ALREADY_ENROLLED: { status: 409, message: '이미 2단계 인증을 등록했습니다. 다시 등록하려면 대표 운영자에게 초기화를 요청해주세요.' },
  OPERATOR_NOT_FOUND: { status: 404, message: '운영자를 찾을 수 없습니다.' },
  OPERATOR_MEMBER_NOT_FOUND: { status: 404, message: '이 이메일로 가입한 회원이 없습니다.' },
  OPERATOR_ALREADY_EXISTS: { status: 409, message: '이미 운영자인 계정입니다.' },
  OPERATOR_SELF_CHANGE: { status: 409, message: '내 계정의 등급·권한은 바꿀 수 없습니다. 다른 대표 운영자에게 요청해주세요.' },
  OPERATOR_LAST_OWNER: { status: 409, message: '대표 운영자가 한 명은 있어야 합니다.' },

  // ── 회원 관리(콘솔) ──

  // ── 포인트(콘솔) ──

  // ── 쿠폰 ──

  // ── 매출 ──

  // ── 작업 기록 ──
} as const satisfies Record<string, ErrorDef>;

export type ErrorName = keyof typeof ERRORS;

/** 이름의 응답 code(따로 적지 않았으면 이름 그대로) */
export const errorCode = (name: ErrorName): string => (ERRORS[name] as ErrorDef).code ?? name;
/** 이름의 한국어 메시지 — 웹이 같은 문장을 보여 줄 때 */
export const errorMessage = (name: ErrorName): string => ERRORS[name].message;
