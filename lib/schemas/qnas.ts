import { z } from 'zod';

/** 1:1 문의 분류 (SPEC.md §3 Inquiry categories) — 값과 라벨은 명세 그대로 */
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
export const InquiryCategorySchema = z.enum(INQUIRY_CATEGORIES);
export type InquiryCategory = z.infer<typeof InquiryCategorySchema>;

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

/** WAITING: 답변 대기, ANSWERED: 답변 완료 */
export const QNA_STATUSES = ['WAITING', 'ANSWERED'] as const;
export type QnaStatus = (typeof QNA_STATUSES)[number];
export const QNA_STATUS_LABELS: Record<QnaStatus, string> = { WAITING: '답변 대기', ANSWERED: '답변 완료' };

export const INQUIRY_TITLE_MAX = 40;
export const INQUIRY_CONTENT_MAX = 2000;
export const INQUIRY_REPLY_MAX = 4000;
