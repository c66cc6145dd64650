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
  MEMBER_NOT_FOUND: { status: 404, message: '회원 정보를 찾을 수 없습니다.' },
  MEMBER_STOPPED: { status: 403, message: '이용이 정지된 계정입니다. 고객센터로 문의해주세요.' },
  MEMBER_DELETED: { status: 409, message: '탈퇴한 회원은 상태를 바꿀 수 없습니다.' },
  OPERATOR_STOP_FORBIDDEN: { status: 403, message: '운영자 계정은 이용 정지할 수 없습니다. 운영자 관리에서 권한을 먼저 회수해주세요.' },

  // ── 포인트(콘솔) ──
  IDEMPOTENCY_KEY_REQUIRED: { status: 400, message: '요청 키(Idempotency-Key)가 없거나 형식이 올바르지 않습니다. 화면을 새로 고친 뒤 다시 시도해주세요.' },
  IDEMPOTENCY_KEY_REUSED: { status: 409, message: '이미 다른 내용으로 처리된 요청 키입니다. 화면을 새로 고친 뒤 다시 시도해주세요.' },
  ADMIN_POINTS_INSUFFICIENT: { status: 409, code: 'INSUFFICIENT_POINTS', message: '회원의 적립금보다 많이 차감할 수 없습니다.' },

  // ── 쿠폰 ──
  COUPON_NOT_FOUND: { status: 404, message: '쿠폰을 찾을 수 없습니다.' },
  COUPON_ARCHIVED: { status: 409, message: '보관한 쿠폰은 고치거나 발급할 수 없습니다.' },
  COUPON_DISCOUNT_LOCKED: { status: 409, message: '이미 발급한 쿠폰은 할인 방식과 할인 금액을 바꿀 수 없습니다. 새 쿠폰을 만들어주세요.' },
  COUPON_WELCOME_EXISTS: { status: 409, message: '가입 환영 쿠폰은 하나만 둘 수 있습니다. 지금 쓰는 환영 쿠폰을 보관한 뒤 다시 시도해주세요.' },
  COUPON_SCOPE_TARGET_NOT_FOUND: { status: 400, message: '쿠폰을 쓸 채널·상품 유형·상품을 찾을 수 없습니다. 다시 골라주세요.' },
  COUPON_ISSUE_REJECTED: { status: 409, message: '발급할 수 없는 회원이 있어 아무에게도 발급하지 않았습니다. 목록을 확인해주세요.' },
  COUPON_ISSUE_NO_MEMBERS: { status: 400, message: '조건에 맞는 회원이 없습니다.' },
  COUPON_ISSUE_TOO_MANY: { status: 400, message: '한 번에 1,000명까지 발급할 수 있습니다. 조건을 좁혀주세요.' },
  COUPON_ISSUE_ENDED: { status: 409, message: '사용 기간이 끝난 쿠폰은 발급할 수 없습니다.' },
  COUPON_ISSUE_KEY_REUSED: { status: 409, message: '같은 요청 키가 다른 쿠폰 발급에 이미 쓰였습니다. 새로 시도해주세요.' },
  MEMBER_COUPON_NOT_FOUND: { status: 404, message: '발급한 쿠폰을 찾을 수 없습니다.' },
  MEMBER_COUPON_NOT_REVOCABLE: { status: 409, message: '사용했거나 결제 중인 쿠폰, 이미 회수한 쿠폰은 회수할 수 없습니다.' },

  // ── 매출 ──

  // ── 작업 기록 ──

  // ── 목록 내보내기(CSV) ──
  CSV_EXPORT_TOO_LARGE: { status: 400, message: '내보낼 줄이 50,000건을 넘습니다. 기간이나 조건을 좁혀 다시 내보내주세요.' },
} as const satisfies Record<string, ErrorDef>;

export type ErrorName = keyof typeof ERRORS;

/** 이름의 응답 code(따로 적지 않았으면 이름 그대로) */
export const errorCode = (name: ErrorName): string => (ERRORS[name] as ErrorDef).code ?? name;
/** 이름의 한국어 메시지 — 웹이 같은 문장을 보여 줄 때 */
export const errorMessage = (name: ErrorName): string => ERRORS[name].message;
