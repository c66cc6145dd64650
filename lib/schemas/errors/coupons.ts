import type { ErrorDef } from './types';

// 쿠폰 템플릿·발급·회수(콘솔)와 회원의 쿠폰
export const COUPON_ERRORS = {
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
} as const satisfies Record<string, ErrorDef>;
