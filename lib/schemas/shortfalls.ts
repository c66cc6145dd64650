import { z } from 'zod';
import { PageQuerySchema } from './common';

/**
 * 미진행 수량(shortfall): 패널이 부분 완료(Partial)나 취소로 끝내 채우지 못한 몫의 처리 계약.
 * 상품마다 운영자가 고른 방법으로 일꾼이 저절로 처리한다. 확인 모드(SHORTFALL_REVIEW=manual)면 운영자가 고른다.
 */

/** REFUND_POINT: 결제 금액에 비례해 적립금으로, REFUND_PAYMENT: 결제 수단으로(카드·간편결제만, 아니면 적립금), RESEND: 남은 수량을 다시 보낸다 */
export const SHORTFALL_ACTIONS = ['REFUND_POINT', 'REFUND_PAYMENT', 'RESEND'] as const;
export type ShortfallAction = (typeof SHORTFALL_ACTIONS)[number];
export const SHORTFALL_ACTION_LABELS: Record<ShortfallAction, string> = {
  REFUND_POINT: '비례 환불(적립금)',
  REFUND_PAYMENT: '비례 환불(결제 수단)',
  RESEND: '남은 수량 다시 보내기',
};

/**
 * OPEN: 일꾼이 처리할 차례, REVIEW: 운영자 확인 대기(경보), REFUNDING: 결제사 환불을 걸어 둠(답을 못 받았으면 같은 키로 이어 간다),
 * REFUNDED: 환불됨, RESENT: 다시 보냄, CLOSED: 돌려줄 금액이 없음(이미 환불된 구매 등)
 */
export const SHORTFALL_STATUSES = ['OPEN', 'REVIEW', 'REFUNDING', 'REFUNDED', 'RESENT', 'CLOSED'] as const;
export type ShortfallStatus = (typeof SHORTFALL_STATUSES)[number];
export const SHORTFALL_STATUS_LABELS: Record<ShortfallStatus, string> = {
  OPEN: '처리 중',
  REVIEW: '확인 중',
  REFUNDING: '환불 진행 중',
  REFUNDED: '환불됨',
  RESENT: '재진행 중',
  CLOSED: '처리 끝',
};

/** 회원의 서비스 화면: 주문·채운·빠진 수량과 빠진 몫이 어떻게 되었는지 */
export const ServiceShortfallSchema = z.object({
  ordered: z.number().int(),
  delivered: z.number().int(),
  missing: z.number().int(),
  status: z.enum(SHORTFALL_STATUSES),
  /** 환불됨 · 재진행 중 · 확인 중 … (다시 보낸 몫이 다 채워졌으면 '재진행 완료') */
  statusLabel: z.string(),
  /** 환불됐으면 그 금액(원), 아니면 null */
  refundAmount: z.number().int().nullable(),
  /** 적립금 · 결제 취소 */
  refundToLabel: z.string().nullable(),
  /** 회원에게 보이는 한 문장 */
  message: z.string(),
});
export type ServiceShortfall = z.infer<typeof ServiceShortfallSchema>;

/** 상품 편집: 미진행 수량의 처리와, 다시 보낼 때 쓸 다른 패널(비우면 상품의 패널) */
export const ShortfallProductFieldsSchema = z.object({
  shortfallAction: z.enum(SHORTFALL_ACTIONS, { error: '미진행 수량 처리 방법을 목록에서 골라주세요.' }),
  shortfallPanelId: z.number({ error: '다시 보낼 패널을 골라주세요.' }).int().positive().nullable(),
  shortfallPanelServiceId: z.string({ error: '다시 보낼 패널 서비스 번호를 확인해주세요.' }).trim().max(40, { error: '패널 서비스 번호는 40자까지입니다.' }).nullable(),
});

export const AdminShortfallSchema = z.object({
  id: z.number().int(),
  serviceId: z.number().int(),
  purchaseId: z.number().int(),
  memberId: z.number().int(),
  productName: z.string(),
  targetKey: z.string(),
  ordered: z.number().int(),
  delivered: z.number().int(),
  missing: z.number().int(),
  action: z.enum(SHORTFALL_ACTIONS),
  actionLabel: z.string(),
  status: z.enum(SHORTFALL_STATUSES),
  statusLabel: z.string(),
  amount: z.number().int(),
  refundId: z.number().int().nullable(),
  resendTaskId: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type AdminShortfall = z.infer<typeof AdminShortfallSchema>;

export const AdminShortfallListQuerySchema = PageQuerySchema.extend({
  status: z.enum(SHORTFALL_STATUSES, { error: '상태를 목록에서 골라주세요.' }).optional(),
});
export type AdminShortfallListQuery = z.infer<typeof AdminShortfallListQuerySchema>;

/** 확인 모드에서 운영자가 고르는 처리 */
export const ShortfallSettleBodySchema = z.object({ action: z.enum(SHORTFALL_ACTIONS, { error: '처리 방법을 목록에서 골라주세요.' }) });
export type ShortfallSettleBody = z.infer<typeof ShortfallSettleBodySchema>;
