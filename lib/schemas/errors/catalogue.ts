import type { ErrorDef } from './types';

// 카탈로그(채널·상품 유형·상품)와 장바구니·주문 항목
export const CATALOGUE_ERRORS = {
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
} as const satisfies Record<string, ErrorDef>;
