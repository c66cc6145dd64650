/**
 * 오류 목록: api 가 돌려주는 모든 실패의 코드, HTTP 상태, 한국어 메시지가 여기 한 곳에 선다.
 * 서버는 fail(이름) 으로 던지고, 웹은 같은 메시지를 여기서 가져다 보여 준다. 이 파일은 아무것도 import 하지 않는다
 * (다른 스키마 파일이 여기 문장을 가져다 쓰므로, 거꾸로 가져오면 순환이 된다).
 * - 이름이 곧 code 이고, 같은 code 가 상황마다 다른 메시지를 가질 때만 code 를 따로 적는다.
 * - 메시지의 {이름} 자리는 던질 때 값으로 채운다(fail 의 vars). 숫자·라벨이 바뀌어도 문장은 여기 하나로 둔다.
 * - detail: 문장을 다른 규칙(zod 검증, 대상 주소 규칙, 쿠폰 조건, 결제사·패널의 답)이 정하는 code.
 *   그 문장은 이미 그 규칙 곁에 한 번 서 있으므로 던질 때 넘기고, message 는 문장이 비었을 때의 기본값이다.
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502 | 503;
export type ErrorDef = { readonly status: ErrorStatus; readonly message: string; readonly code?: string; readonly detail?: true };

// 여러 code 가 함께 쓰는 문장
const SESSION_EXPIRED = '로그인이 만료되었습니다. 다시 로그인해주세요.';
const UNSUPPORTED_FILE = '지원되지 않는 파일 타입입니다.';
const INSTARTER_NOT_FOUND = '주문 정보를 찾을 수 없습니다. 주문번호와 연락처를 확인해주세요.';
const TOO_MANY_EMAIL_MAILS = '인증 메일은 1분에 한 번만 보낼 수 있습니다. 잠시 후 다시 시도해주세요.';

export const ERRORS = {
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
  COUPON_NOT_AVAILABLE: { status: 409, message: '이미 사용했거나 사용 중인 쿠폰입니다.' },
  COUPON_NOT_USABLE: { status: 400, message: '사용할 수 없는 쿠폰입니다.', detail: true },

  // ── 매출 ──

  // ── 작업 기록 ──

  // ── 목록 내보내기(CSV) ──
  CSV_EXPORT_TOO_LARGE: { status: 400, message: '내보낼 줄이 50,000건을 넘습니다. 기간이나 조건을 좁혀 다시 내보내주세요.' },
  // ── 로그인·세션 ──
  TOKEN_EXPIRED: { status: 401, message: SESSION_EXPIRED },
  TOKEN_INVALID: { status: 401, message: SESSION_EXPIRED },
  SESSION_REVOKED: { status: 401, message: SESSION_EXPIRED },
  REFRESH_TOKEN_INVALID: { status: 401, message: SESSION_EXPIRED },
  REFRESH_TOKEN_REUSED: { status: 401, message: SESSION_EXPIRED },
  INVALID_CREDENTIALS: { status: 401, message: '이메일 또는 비밀번호가 올바르지 않습니다.' },
  TOO_MANY_LOGIN_ATTEMPTS: { status: 429, message: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.' },
  MEMBER_STOPPED: { status: 403, message: '이용이 정지된 계정입니다. 고객센터로 문의해주세요.' },

  // ── 회원·내 정보 ──
  MEMBER_NOT_FOUND: { status: 404, message: '회원 정보를 찾을 수 없습니다.' },
  EMAIL_ALREADY_REGISTERED: { status: 409, message: '이미 가입된 이메일입니다.' },
  SAME_EMAIL: { status: 409, message: '지금 쓰고 있는 이메일입니다.' },
  EMAIL_CHANGE_NOT_YOURS: { status: 403, message: '이 링크를 요청한 회원으로 로그인해주세요.' },
  TOO_MANY_EMAIL_CHANGE_MAILS: { status: 429, message: TOO_MANY_EMAIL_MAILS },
  EMAIL_CHANGE_MAILS_TODAY_USED: { status: 429, message: '오늘은 인증 메일을 더 보낼 수 없습니다. 내일 다시 시도해주세요.', code: 'TOO_MANY_EMAIL_CHANGE_MAILS' },
  TOO_MANY_RESET_REQUESTS: { status: 429, message: '비밀번호 재설정 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' },
  LINK_EXPIRED: { status: 410, message: '링크가 만료되었거나 이미 사용되었습니다.' },
  MY_INFO_SESSION_REQUIRED: { status: 403, message: '비밀번호를 다시 확인해주세요.' },
  NO_PASSWORD: { status: 409, message: '소셜 로그인으로 가입한 회원은 비밀번호가 없습니다. 고객센터로 문의해주세요.' },
  TOO_MANY_PASSWORD_ATTEMPTS: { status: 429, message: '비밀번호 확인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.' },
  PASSWORD_MISMATCH: { status: 401, message: '비밀번호가 일치하지 않습니다.' },
  SERVICES_IN_PROGRESS: { status: 409, message: '진행 중인 서비스가 있어 탈퇴할 수 없습니다. 서비스가 끝난 뒤 다시 시도해주세요.' },
  PAYMENT_PENDING: { status: 409, message: '결제 대기 중인 주문이 있어 탈퇴할 수 없습니다. 주문이 끝나거나 취소된 뒤 다시 시도해주세요.' },

  // ── 이메일 인증(가입) ──
  EMAIL_NOT_VERIFIED: { status: 403, message: '이메일 인증을 마친 뒤 이용할 수 있습니다. 가입한 이메일로 보낸 인증 링크를 열어주세요.' },
  EMAIL_ALREADY_VERIFIED: { status: 409, message: '이미 인증을 마친 이메일입니다.' },
  TOO_MANY_VERIFICATION_MAILS: { status: 429, message: TOO_MANY_EMAIL_MAILS },
  VERIFICATION_MAILS_TODAY_USED: { status: 429, message: '오늘은 인증 메일을 더 보낼 수 없습니다. 내일 다시 시도해주세요.', code: 'TOO_MANY_VERIFICATION_MAILS' },

  // ── 카탈로그 ──
  CHANNEL_NOT_FOUND: { status: 404, message: '채널을 찾을 수 없습니다.' },
  PRODUCT_TYPE_NOT_FOUND: { status: 404, message: '상품 유형을 찾을 수 없습니다.' },
  PRODUCT_NOT_FOUND: { status: 404, message: '상품을 찾을 수 없습니다.' },
  PRODUCT_NOT_SALEABLE: { status: 400, message: '지금은 주문할 수 없는 상품입니다. ({name})' },
  CHANNEL_IN_USE: { status: 409, message: '이 채널에 상품이 {productCount}개 있어 삭제할 수 없습니다. 지난 주문이 가리키므로 숨김(노출 끄기)을 이용해주세요.' },
  PRODUCT_TYPE_IN_USE: { status: 409, message: '이 상품 유형에 상품이 {productCount}개 있어 삭제할 수 없습니다. 지난 주문이 가리키므로 숨김(노출 끄기)을 이용해주세요.' },
  SLUG_TAKEN: { status: 409, message: '이미 쓰고 있는 슬러그입니다. 다른 슬러그를 입력해주세요.' },
  CHANNEL_UNKNOWN: { status: 400, message: '존재하지 않는 채널입니다.', code: 'VALIDATION_FAILED' },
  PRODUCT_TYPE_UNKNOWN: { status: 400, message: '존재하지 않는 상품 유형입니다.', code: 'VALIDATION_FAILED' },
  PRODUCT_TYPE_OF_OTHER_CHANNEL: { status: 400, message: '선택한 상품 유형이 이 채널에 속하지 않습니다.', code: 'VALIDATION_FAILED' },
  REORDER_IDS_MISSING: { status: 400, message: '없는 id가 있습니다: {ids}', code: 'VALIDATION_FAILED' },
  REORDER_PARENTS_MIXED: { status: 400, message: '같은 채널(상품은 같은 상품 유형)에 속한 것끼리만 순서를 바꿀 수 있습니다.', code: 'VALIDATION_FAILED' },

  // ── 장바구니·주문 항목 ──
  CART_ITEM_NOT_FOUND: { status: 404, message: '장바구니 항목을 찾을 수 없습니다.' },
  CART_ITEM_DUPLICATED: { status: 409, message: '같은 상품·대상·기간의 항목이 이미 장바구니에 있습니다.' },
  CART_QUANTITY_EXCEEDED: { status: 400, message: '장바구니에 담긴 수량과 합쳐 최대 {max}개까지 담을 수 있습니다.' },
  INVALID_TARGET: { status: 400, message: '대상을 확인해주세요.', detail: true },
  INVALID_DAYS: { status: 400, message: '기간은 {minDays}일 이상 {maxDays}일 이하로 골라주세요.' },
  SINGLE_PRODUCT_DAYS: { status: 400, message: '단건 상품은 기간을 고를 수 없습니다.', code: 'INVALID_DAYS' },
  INVALID_QUANTITY: { status: 400, message: '수량을 확인해주세요.', detail: true },

  // ── 콘텐츠·이미지 ──
  NOTICE_NOT_FOUND: { status: 404, message: '공지사항을 찾을 수 없습니다.' },
  FAQ_NOT_FOUND: { status: 404, message: 'FAQ 를 찾을 수 없습니다.' },
  ARTICLE_NOT_FOUND: { status: 404, message: '아티클을 찾을 수 없습니다.' },
  BANNER_NOT_FOUND: { status: 404, message: '배너를 찾을 수 없습니다.' },
  POPUP_NOT_FOUND: { status: 404, message: '팝업을 찾을 수 없습니다.' },
  UPLOAD_NOT_FOUND: { status: 404, message: '파일을 찾을 수 없습니다.' },
  CONTENT_IDS_UNKNOWN: { status: 400, message: '존재하지 않는 id 가 있습니다.', code: 'VALIDATION_FAILED' },
  DISPLAY_WINDOW_INVALID: { status: 400, message: '노출 종료 시각은 시작 시각보다 뒤여야 합니다.', code: 'VALIDATION_FAILED' },
  IMAGE_REQUIRED: { status: 400, message: '업로드할 파일을 선택해주세요.' },
  IMAGE_TYPE_UNSUPPORTED: { status: 400, message: UNSUPPORTED_FILE },
  IMAGE_TOO_LARGE: { status: 413, message: '5MB 이상의 파일은 업로드할 수 없습니다.' },

  // ── 쿠폰·적립금(결제) ──
  INVALID_POINT_AMOUNT: { status: 400, message: '적립금 금액이 올바르지 않습니다.' },
  INSUFFICIENT_POINTS: { status: 409, message: '적립금이 부족합니다.' },
  POINT_EXCEEDS_AMOUNT: { status: 400, message: '적립금은 결제할 금액까지만 사용할 수 있습니다.' },
  USE_FULL_POINT: { status: 409, message: '결제할 금액이 없습니다. 적립금 전액 결제를 이용해주세요.' },

  // ── 주문·결제 ──
  PURCHASE_NOT_FOUND: { status: 404, message: '구매 내역을 찾을 수 없습니다.' },
  PURCHASE_INFO_NOT_FOUND: { status: 404, message: '구매 정보를 찾을 수 없습니다.', code: 'PURCHASE_NOT_FOUND' },
  ORDER_NOT_FOUND: { status: 404, message: '주문을 찾을 수 없습니다.', code: 'PURCHASE_NOT_FOUND' },
  PURCHASE_NOT_RETRYABLE: { status: 409, message: '결제에 실패했거나 취소·만료된 주문만 다시 결제할 수 있습니다.' },
  PURCHASE_NOT_PREPARED: { status: 409, message: '결제 준비가 되지 않은 주문입니다. 결제하기를 다시 눌러주세요.' },
  PURCHASE_ALREADY_PREPARED: { status: 409, message: '이미 다른 방법으로 결제를 진행 중인 주문입니다. 주문서를 다시 만들어주세요.' },
  PURCHASE_ALREADY_PAID: { status: 409, message: '이미 결제가 끝난 주문입니다.' },
  PURCHASE_EXPIRED: { status: 409, message: '결제 기한이 지난 주문입니다. 주문서를 다시 만들어주세요.' },
  PURCHASE_NOT_PAYABLE: { status: 409, message: '주문 상태가 바뀌어 결제를 취소했습니다. 주문서를 다시 만들어주세요.' },
  PURCHASE_PAYMENT_RELEASED: { status: 409, message: '결제에 실패했거나 취소된 주문입니다. 다시 결제해주세요.', code: 'PURCHASE_NOT_PAYABLE' },
  PAYMENT_IN_PROGRESS: { status: 409, message: '결제 승인을 확인하는 중입니다. 잠시 후 주문 내역에서 확인해주세요.' },
  AMOUNT_MISMATCH: { status: 400, message: '결제 금액이 주문 금액과 다릅니다.' },
  PAYMENT_REJECTED: { status: 400, message: '결제가 거절되었습니다.', detail: true },
  PAYMENT_REJECTED_CONFLICT: { status: 409, message: '결제가 거절되었습니다.', code: 'PAYMENT_REJECTED', detail: true },
  PAYMENT_GATEWAY_UNAVAILABLE: { status: 502, message: '결제사와 통신하지 못했습니다. 잠시 후 다시 시도해주세요.' },
  PAYMENT_GATEWAY_MISMATCH: { status: 502, message: '결제 승인 결과가 주문과 달라 결제를 취소했습니다. 다시 시도해주세요.' },
  VIRTUAL_ACCOUNT_MISMATCH: { status: 502, message: '발급된 가상계좌가 주문과 맞지 않습니다. 잠시 후 다시 시도해주세요.', code: 'PAYMENT_GATEWAY_MISMATCH' },
  VIRTUAL_ACCOUNT_REFUSED: { status: 409, message: '가상계좌를 발급받지 못한 주문입니다. 주문서를 다시 만들어 다른 방법으로 결제해주세요.' },
  CASH_RECEIPT_NO_AMOUNT: { status: 409, message: '현금영수증을 발급할 금액이 없습니다.' },

  // ── 주문 관리·환불(콘솔) ──
  ADMIN_PURCHASE_NOT_FOUND: { status: 404, message: '구매를 찾을 수 없습니다.', code: 'PURCHASE_NOT_FOUND' },
  INVALID_STATUS_TRANSITION: { status: 409, message: "'{from}' 상태의 구매는 '{to}'(으)로 바꿀 수 없습니다." },
  NOT_A_BANK_TRANSFER: { status: 409, message: '무통장입금 주문만 입금 확인할 수 있습니다. 카드 결제는 결제사 승인으로 완료됩니다.' },
  PURCHASE_NOT_REFUNDABLE: { status: 409, message: "'{status}' 상태의 구매는 환불할 수 없습니다." },
  REFUND_EXCEEDS_PAID: { status: 409, message: '환불할 수 있는 금액({refundable}원)보다 많습니다.' },
  NOTHING_TO_REFUND: { status: 409, message: '더 환불할 금액이 없습니다.' },
  CARD_REFUND_UNAVAILABLE: { status: 409, message: '카드로 결제한 구매만 카드로 환불할 수 있습니다. 적립금이나 계좌 환불을 이용해주세요.' },
  CASH_REFUND_UNAVAILABLE: { status: 409, message: '계좌 환불은 무통장입금·가상계좌 구매만 할 수 있습니다. 카드 취소나 적립금 환불을 이용해주세요.' },
  REFUND_CONFLICT: { status: 409, message: '다른 환불이 먼저 처리되었습니다. 새로고침 후 다시 확인해주세요.' },
  REFUND_IN_PROGRESS: { status: 409, message: '처리 중인 환불이 있습니다. 잠시 후 다시 확인해주세요.' },
  PAYMENT_NOT_FOUND: { status: 409, message: '결제사의 결제 정보를 찾을 수 없어 환불할 수 없습니다.' },
  REFUND_NOT_FOUND: { status: 404, message: '계좌 환불을 찾을 수 없습니다.' },
  REFUND_NOT_AWAITING_TRANSFER: { status: 409, message: "'{status}' 상태의 환불은 이체 완료로 표시할 수 없습니다." },
  TRANSFER_DATE_FUTURE: { status: 400, message: '이체일은 오늘보다 늦을 수 없습니다.', code: 'VALIDATION_FAILED' },

  // ── 서비스·재충전·인스타터 ──
  SERVICE_NOT_FOUND: { status: 404, message: '서비스를 찾을 수 없습니다.' },
  SERVICE_OF_OTHER_MEMBER: { status: 403, message: '본인의 서비스가 아닙니다.', code: 'NOT_YOUR_RESOURCE' },
  SERVICE_TARGET_INVALID: { status: 422, message: '대상을 확인해주세요.', code: 'INVALID_TARGET', detail: true },
  SERVICE_ALREADY_STARTED: { status: 409, message: '이미 작업이 시작되어 대상을 바꿀 수 없습니다.' },
  SERVICE_NOT_CHANGEABLE: { status: 409, message: '진행할 수 없는 서비스라 대상을 바꿀 수 없습니다.', code: 'SERVICE_ALREADY_STARTED' },
  REFILL_NOT_COMPLETED: { status: 409, message: '완료된 서비스만 재충전을 요청할 수 있습니다.' },
  REFILL_TASK_NOT_COMPLETED: { status: 409, message: '완료된 작업만 재충전을 요청할 수 있습니다.', code: 'REFILL_NOT_COMPLETED' },
  REFILL_NOT_SUPPORTED: { status: 409, message: '재충전을 지원하지 않는 상품입니다.' },
  REFILL_PERIOD_OVER: { status: 409, message: '재충전 요청 기간이 지났습니다.' },
  REFILL_PERIOD_OVER_UNTIL: { status: 409, message: '재충전 요청 기간이 지났습니다. ({until}까지)', code: 'REFILL_PERIOD_OVER' },
  REFILL_ALREADY_OPEN: { status: 409, message: '이미 진행 중인 재충전 요청이 있습니다.' },
  REFILL_NOTHING: { status: 409, message: '재충전할 수량이 없습니다.' },
  INSTARTER_ORDER_NOT_FOUND: { status: 404, message: INSTARTER_NOT_FOUND },
  INSTARTER_TASK_NOT_FOUND: { status: 404, message: INSTARTER_NOT_FOUND, code: 'TASK_NOT_FOUND' },
  TOO_MANY_LOOKUPS: { status: 429, message: '조회 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.' },

  // ── 작업·경보(콘솔) ──
  TASK_NOT_FOUND: { status: 404, message: '작업을 찾을 수 없습니다.' },
  ALERT_NOT_FOUND: { status: 404, message: '경보를 찾을 수 없습니다.' },
  TASK_MEMBER_NOT_FOUND: { status: 404, message: '회원을 찾을 수 없습니다.', code: 'MEMBER_NOT_FOUND' },
  MEMBER_MISMATCH: { status: 400, message: '서비스의 회원과 다른 회원을 지정할 수 없습니다.' },
  TASK_TARGET_REQUIRED: { status: 400, message: '대상(계정·주소)을 입력해주세요.', code: 'VALIDATION_FAILED' },
  QUANTITY_OUT_OF_RANGE: { status: 400, message: '수량은 {min} 이상 {max} 이하여야 합니다.' },
  REMAINS_OVER_QUANTITY: { status: 400, message: '남은 수량은 작업 수량({quantity})보다 클 수 없습니다.' },
  PRODUCT_NOT_MAPPED: { status: 409, message: '상품에 연결된 패널 서비스가 없습니다. 패널과 패널 서비스 번호를 직접 지정해주세요.' },
  PANEL_SERVICE_UNAVAILABLE: { status: 409, message: '패널이 더 이상 제공하지 않는 서비스입니다.' },
  TASK_ALREADY_FINISHED: { status: 409, message: "이미 '{status}' 상태인 작업입니다." },
  TASK_STATE_CHANGED: { status: 409, message: '그사이 작업 상태가 바뀌었습니다. 새로 고친 뒤 다시 시도해주세요.' },
  TASK_SENDING: { status: 409, message: '패널로 보내는 중이라 결과를 모르는 작업입니다. 패널에서 주문을 확인한 뒤 주문 번호를 적거나 다시 보내기를 해주세요.' },
  TASK_NOT_ON_PANEL: { status: 409, message: '패널 주문 번호나 패널이 없어 패널에 취소를 요청할 수 없습니다.' },
  PANEL_CANCEL_REFUSED: { status: 409, message: '패널이 취소를 거절했습니다: {reason}' },
  PANEL_UNREACHABLE: { status: 502, message: '패널에 취소를 요청하지 못했습니다(결과 모름): {reason}' },
  TASK_ALREADY_ON_PANEL: { status: 409, message: '이미 패널 주문 번호가 있는 작업은 다시 보낼 수 없습니다.' },
  TASK_NOT_RETRYABLE: { status: 409, message: '실패했거나 확인이 필요한 작업만 다시 보낼 수 있습니다.' },
  CONFIRM_NOT_SENT_REQUIRED: { status: 409, message: '보내는 중에 멈춘 작업입니다. 패널에 주문이 없는지 확인한 뒤 다시 보내주세요(두 번 주문될 수 있습니다).' },
  TASK_NOT_SENDING: { status: 409, message: '보내는 중에 멈춘 작업만 패널 주문 번호를 적을 수 있습니다.' },
  TASK_WITHOUT_PANEL: { status: 409, message: '패널이 정해지지 않은 작업입니다.' },
  PANEL_ORDER_DUPLICATE: { status: 409, message: '이 패널 주문 번호는 이미 다른 작업에 적혀 있습니다.' },

  // ── 패널(콘솔) ──
  PANEL_NOT_FOUND: { status: 404, message: '패널을 찾을 수 없습니다.' },
  PANEL_ERROR: { status: 502, message: '패널 응답 오류: {reason}' },
  PANEL_API_URL_REQUIRED: { status: 400, message: '패널 API v2 는 API 주소가 필요합니다.', code: 'VALIDATION_FAILED' },
  PANEL_API_KEY_REQUIRED: { status: 400, message: '패널 API v2 는 API 키가 필요합니다.', code: 'VALIDATION_FAILED' },
  MAPPING_PANEL_MISSING: { status: 422, message: '패널을 찾을 수 없습니다.', code: 'PANEL_MAPPING_INVALID' },
  MAPPING_SERVICE_MISSING: { status: 422, message: '이 패널에 없는 서비스 번호입니다. 서비스를 먼저 동기화해주세요.', code: 'PANEL_MAPPING_INVALID' },
  MAPPING_SERVICE_UNAVAILABLE: { status: 422, message: '패널에서 더 이상 제공하지 않는 서비스입니다.', code: 'PANEL_MAPPING_INVALID' },

  // ── 문의 ──
  QNA_NOT_FOUND: { status: 404, message: '문의를 찾을 수 없습니다.' },
  QNA_OF_OTHER_MEMBER: { status: 403, message: '본인의 문의만 등록할 수 있습니다.', code: 'NOT_YOUR_RESOURCE' },
  SERVICE_NOT_YOURS: { status: 403, message: '본인이 구매한 서비스만 선택할 수 있습니다.' },

  // ── 후기 ──
  REVIEW_NOT_FOUND: { status: 404, message: '후기를 찾을 수 없습니다.' },
  REVIEW_OF_OTHER_MEMBER: { status: 403, message: '본인의 후기만 작성할 수 있습니다.', code: 'NOT_YOUR_RESOURCE' },
  NOT_YOUR_SERVICE: { status: 403, message: '본인이 구매한 서비스에만 후기를 작성할 수 있습니다.' },
  SERVICE_NOT_COMPLETED: { status: 409, message: '완료된 서비스만 후기를 작성할 수 있습니다.' },
  PURCHASE_REFUNDED: { status: 409, message: '환불했거나 환불을 요청한 구매의 서비스는 후기를 작성할 수 없습니다.' },
  SERVICE_PRICE_TOO_LOW: { status: 409, message: '9,000원 이상 서비스만 후기를 작성할 수 있습니다.' },
  REVIEW_ALREADY_WRITTEN: { status: 409, message: '이미 후기를 작성한 서비스입니다.' },
  REVIEW_IMAGE_INVALID: { status: 400, message: '올린 사진을 찾을 수 없습니다. 사진을 다시 올려주세요.' },
  REVIEW_IMAGE_REQUIRED: { status: 400, message: '사진 파일을 선택해주세요.', code: 'IMAGE_REQUIRED' },
  REVIEW_IMAGE_TYPE_UNSUPPORTED: { status: 415, message: UNSUPPORTED_FILE, code: 'IMAGE_TYPE_UNSUPPORTED' },
  IMAGE_UPLOAD_LIMIT: { status: 429, message: '사진은 하루에 {max}장까지 올릴 수 있습니다. 내일 다시 시도해주세요.' },
  PHOTO_REWARD_ALREADY_GIVEN: { status: 409, message: '이미 사진 적립금을 지급한 후기입니다.' },
  REVIEW_HIDDEN: { status: 409, message: '숨긴 후기에는 사진 적립금을 지급할 수 없습니다.' },
  REVIEW_HAS_NO_PHOTO: { status: 409, message: '사진이 있는 후기에만 사진 적립금을 지급할 수 있습니다.' },

  // ── 메일(콘솔) ──
  MAIL_NOT_FOUND: { status: 404, message: '메일을 찾을 수 없습니다.' },
  MAIL_NOT_RESENDABLE: { status: 409, message: '보안을 위해 비밀번호 재설정·이메일 변경·이메일 인증 메일은 다시 보낼 수 없습니다. 회원이 다시 요청해야 합니다.' },
  MAIL_NOT_FAILED: { status: 409, message: '실패한 메일만 다시 보낼 수 있습니다.' },

  // ── 인스타그램 ──
  INSTAGRAM_USERNAME_INVALID: { status: 422, message: '인스타그램 아이디를 확인해주세요.', detail: true },
  INSTAGRAM_ACCOUNT_NOT_FOUND: { status: 404, message: '인스타그램 계정을 찾을 수 없습니다.' },
  INSTAGRAM_UNAVAILABLE: { status: 502, message: '인스타그램 정보를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.' },
  INSTAGRAM_IMAGE_HOST_NOT_ALLOWED: { status: 400, message: '허용되지 않은 이미지 주소입니다.' },
  INSTAGRAM_IMAGE_INVALID: { status: 502, message: '게시물 이미지를 읽을 수 없습니다.' },
  INSTAGRAM_IMAGE_TOO_LARGE: { status: 413, message: '게시물 이미지가 너무 큽니다.' },
} as const satisfies Record<string, ErrorDef>;

export type ErrorName = keyof typeof ERRORS;

/**
 * 입력 검증 문장 중 여러 스키마·화면이 함께 쓰는 것. api 는 이것을 VALIDATION_FAILED 의 message·fields 로 보낸다
 * (zod 스키마가 이 값을 쓰고, 화면은 같은 값을 미리 보여 준다)
 */
export const FIELD_MESSAGES = {
  idRequired: '숫자 id가 필요합니다.',
  panelIdInvalid: '패널 id는 양의 정수여야 합니다.',
  dateFormat: '날짜는 YYYY-MM-DD 형식으로 입력해주세요.',
  periodReversed: '시작일은 종료일보다 늦을 수 없습니다.',
  titleRequired: '제목을 입력해주세요.',
  nameRequired: '이름을 입력해주세요.',
  emailQueryRequired: '이메일 검색어를 입력해주세요.',
  nothingToChange: '바꿀 항목이 없습니다.',
} as const;

/** 메시지 안의 {이름} 자리들 */
type Slots<S extends string> = S extends `${string}{${infer K}}${infer Rest}` ? K | Slots<Rest> : never;
export type ErrorSlots<N extends ErrorName> = Slots<(typeof ERRORS)[N]['message']>;
/** 자리를 채울 값: 자리가 없는 이름은 never */
export type ErrorVars<N extends ErrorName> = Record<ErrorSlots<N>, string | number>;
/** 던질 때 문장을 넘길 수 있는 이름(detail) */
export type DetailErrorName = { [N in ErrorName]: (typeof ERRORS)[N] extends { detail: true } ? N : never }[ErrorName];

/** 이름의 응답 code(따로 적지 않았으면 이름 그대로) */
export const errorCode = (name: ErrorName): string => (ERRORS[name] as ErrorDef).code ?? name;

/** 이름의 한국어 메시지 — 웹이 같은 문장을 보여 줄 때. {자리}가 있으면 vars 로 채운다 */
export function errorMessage<N extends ErrorName>(name: N, ...vars: [ErrorSlots<N>] extends [never] ? [] : [ErrorVars<N>]): string {
  const message: string = ERRORS[name].message;
  const values = vars[0] as Record<string, string | number> | undefined;
  return values ? message.replace(/\{(\w+)\}/g, (slot, key: string) => (key in values ? String(values[key]) : slot)) : message;
}
