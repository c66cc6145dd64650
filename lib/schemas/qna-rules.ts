/*
 * 1:1 문의 분류와 라벨. zod 를 가져오지 않는다: 모든 화면에서 쓰는 모달 상태(lib/modal.ts)와
 * 상품 화면의 댓글 정보 입력 버튼이 읽는다. 스키마는 qnas.ts 가 이 목록으로 만든다.
 */

/** 1:1 문의 분류 (docs/product.md, Inquiry form) — 값과 라벨은 그 표 그대로 */
export const INQUIRY_CATEGORIES = [
  'PRODUCT_QUESTION',
  'SERVICE_QUESTION',
  'RECOVERY_QUESTION',
  'REPLY_QUESTION',
  'DEPOSIT_QUESTION',
  'CANCEL_QUESTION',
  'SITE_QUESTION',
  'OTHER_QUESTION',
] as const;
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number];

export const INQUIRY_CATEGORY_LABELS: Record<InquiryCategory, string> = {
  PRODUCT_QUESTION: '상품 문의',
  SERVICE_QUESTION: '서비스 진행 문의',
  RECOVERY_QUESTION: '복구 문의',
  REPLY_QUESTION: '댓글 정보 입력',
  DEPOSIT_QUESTION: '입금 확인 문의',
  CANCEL_QUESTION: '취소 및 환불 문의',
  SITE_QUESTION: '사이트 이용 문의',
  OTHER_QUESTION: '기타',
};
