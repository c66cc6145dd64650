import { z } from 'zod';
import { IdSchema } from './common';
import { PaymentMethodSchema, PurchaseStatusSchema } from './purchases';

const pointMessage = '사용할 적립금은 0 이상의 정수여야 합니다.';
const pointToUse = z.number({ error: pointMessage }).int({ error: pointMessage }).min(0, { error: pointMessage }).max(100_000_000, { error: pointMessage }).default(0);
const memberCouponId = IdSchema.nullish();

export const CardPrepareBodySchema = z.object({ purchaseId: IdSchema, memberCouponId, pointToUse });
export type CardPrepareBody = z.input<typeof CardPrepareBodySchema>;

/** 결제창을 열 때 필요한 값. checkoutUrl 은 내장 테스트 결제사일 때만 (토스는 웹 SDK 가 창을 연다) */
export const CardPrepareResponseSchema = z.object({
  purchaseId: z.number().int(),
  orderId: z.string(),
  amount: z.number().int(),
  orderName: z.string(),
  customerKey: z.string(),
  clientKey: z.string(),
  provider: z.enum(['toss', 'test']),
  checkoutUrl: z.string().nullable(),
});
export type CardPrepareResponse = z.infer<typeof CardPrepareResponseSchema>;

/** 결제사 성공 주소로 돌아온 값 그대로 (amount 는 쿼리 문자열일 수 있다) */
export const CardAuthorizeBodySchema = z.object({
  paymentKey: z.string({ error: '결제 키가 필요합니다.' }).min(1, { error: '결제 키가 필요합니다.' }).max(200),
  orderId: z.string({ error: '주문번호가 필요합니다.' }).min(1, { error: '주문번호가 필요합니다.' }).max(64),
  amount: z.coerce.number({ error: '결제 금액이 올바르지 않습니다.' }).int({ error: '결제 금액이 올바르지 않습니다.' }).min(0),
});
export type CardAuthorizeBody = z.input<typeof CardAuthorizeBodySchema>;

export const PaymentResultSchema = z.object({
  purchaseId: z.number().int(),
  orderNo: z.string(),
  status: PurchaseStatusSchema,
  method: PaymentMethodSchema.nullable(),
  totalAmount: z.number().int(),
  paidAt: z.string().nullable(),
  serviceCount: z.number().int(),
});
export type PaymentResult = z.infer<typeof PaymentResultSchema>;

const depositorMessage = '입금자명은 1~20자로 입력해주세요.';
export const NoDepositBodySchema = z.object({
  purchaseId: IdSchema,
  depositorName: z.string({ error: depositorMessage }).trim().min(1, { error: depositorMessage }).max(20, { error: depositorMessage }),
  memberCouponId,
  pointToUse,
});
export type NoDepositBody = z.input<typeof NoDepositBodySchema>;

export const NoDepositAuthorizeQuerySchema = z.object({ purchaseId: IdSchema });

export const BankAccountSchema = z.object({ bankName: z.string(), accountNumber: z.string(), accountHolder: z.string() });

export const NoDepositResponseSchema = z.object({
  purchaseId: z.number().int(),
  orderNo: z.string(),
  amount: z.number().int(),
  status: PurchaseStatusSchema,
  bank: BankAccountSchema,
  depositorName: z.string(),
  depositDeadline: z.string(),
});
export type NoDepositResponse = z.infer<typeof NoDepositResponseSchema>;

export const FullPointBodySchema = z.object({ purchaseId: IdSchema, memberCouponId });
export type FullPointBody = z.input<typeof FullPointBodySchema>;
