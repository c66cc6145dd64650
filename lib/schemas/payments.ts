import { z } from 'zod';
import { IdSchema } from './common';
import {
  ACCOUNT_MESSAGES,
  BANK_REQUIRED_MESSAGE,
  BANK_CODES,
  CASH_RECEIPT_MESSAGES,
  digitsOnly,
  isAccountNumber,
  isBusinessNumber,
  isMobileNumber,
  VIRTUAL_ACCOUNT_BANK_CODES,
} from './payment-rules';
import { EasyPayProviderSchema, PaymentMethodSchema, PurchaseStatusSchema } from './purchases';

const pointMessage = '사용할 적립금은 0 이상의 정수여야 합니다.';
const pointToUse = z.number({ error: pointMessage }).int({ error: pointMessage }).min(0, { error: pointMessage }).max(100_000_000, { error: pointMessage }).default(0);
const memberCouponId = IdSchema.nullish();

/** 카드 결제 준비. easyPay 를 주면 같은 결제창의 간편결제(카카오페이·네이버페이·토스페이)로 연다 */
export const CardPrepareBodySchema = z.object({ purchaseId: IdSchema, memberCouponId, pointToUse, easyPay: EasyPayProviderSchema.nullish() });
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
  easyPay: EasyPayProviderSchema.nullable(),
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

/**
 * 결제창이 실패·취소로 돌아왔을 때(failUrl 의 code·message·orderId). api 는 브라우저의 말만 믿지 않는다:
 * 열린 승인 시도가 있으면 결제사에 물어보고, 승인이 진행 중이 아닐 때만 풀어 준다.
 */
export const CardFailBodySchema = z.object({
  orderId: z.string({ error: '주문번호가 필요합니다.' }).min(1, { error: '주문번호가 필요합니다.' }).max(64),
  code: z.string().max(100).default('UNKNOWN'),
  message: z.string().max(300).nullish(),
});
export type CardFailBody = z.input<typeof CardFailBodySchema>;

export const CardFailResultSchema = z.object({
  purchaseId: z.number().int(),
  orderNo: z.string(),
  /** PAYMENT_FAILED · PAYMENT_CANCELED 로 풀렸거나, 이미 결제 완료·진행 중이면 그 상태 그대로 */
  status: PurchaseStatusSchema,
  statusLabel: z.string(),
  /** 이번 요청으로 쿠폰·적립금을 돌려줬나 */
  released: z.boolean(),
  restoredPoint: z.number().int(),
  couponRestored: z.boolean(),
  /** 어디서 왔나: 장바구니(CART)면 장바구니로, 바로 구매(BUY_NOW)면 그 상품으로 돌아가게 */
  source: z.enum(['CART', 'BUY_NOW']),
  productId: z.number().int().nullable(),
  /** 회원에게 보일 말(결제사의 메시지를 다듬은 것) */
  message: z.string(),
});
export type CardFailResult = z.infer<typeof CardFailResultSchema>;

/** 실패·취소·만료된 구매를 같은 주문 줄로 다시 결제: 새 주문서를 만들어 돌려준다 */
export const RetryPurchaseResultSchema = z.object({ purchaseId: z.number().int(), orderNo: z.string() });
export type RetryPurchaseResult = z.infer<typeof RetryPurchaseResultSchema>;

/** 현금영수증 신청(무통장입금·가상계좌): 소득공제는 휴대폰 번호, 지출증빙은 사업자등록번호 */
export const CashReceiptRequestSchema = z
  .object({
    type: z.enum(['INCOME_DEDUCTION', 'EXPENSE_PROOF'], { error: '현금영수증 종류를 골라주세요.' }),
    identityNumber: z.string().trim().max(20).transform(digitsOnly),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'INCOME_DEDUCTION' && !isMobileNumber(v.identityNumber)) {
      ctx.addIssue({ code: 'custom', path: ['identityNumber'], message: CASH_RECEIPT_MESSAGES.phone });
    }
    if (v.type === 'EXPENSE_PROOF' && !isBusinessNumber(v.identityNumber)) {
      ctx.addIssue({ code: 'custom', path: ['identityNumber'], message: CASH_RECEIPT_MESSAGES.business });
    }
  });
export type CashReceiptRequest = z.input<typeof CashReceiptRequestSchema>;

/** 환불받을 계좌(가상계좌·무통장입금 구매의 현금 환불) */
export const RefundAccountSchema = z.object({
  bankCode: z.enum(BANK_CODES, { error: ACCOUNT_MESSAGES.bank }),
  accountNumber: z.string().trim().max(30).transform(digitsOnly).refine(isAccountNumber, { error: ACCOUNT_MESSAGES.number }),
  holderName: z.string({ error: ACCOUNT_MESSAGES.holder }).trim().min(1, { error: ACCOUNT_MESSAGES.holder }).max(20, { error: ACCOUNT_MESSAGES.holder }),
});
export type RefundAccount = z.input<typeof RefundAccountSchema>;

const depositorMessage = '입금자명은 1~20자로 입력해주세요.';
export const NoDepositBodySchema = z.object({
  purchaseId: IdSchema,
  depositorName: z.string({ error: depositorMessage }).trim().min(1, { error: depositorMessage }).max(20, { error: depositorMessage }),
  memberCouponId,
  pointToUse,
  cashReceipt: CashReceiptRequestSchema.nullish(),
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

/** 가상계좌 결제 준비: 고른 은행에 이 구매만의 계좌를 발급받는다 */
export const VirtualAccountBodySchema = z.object({
  purchaseId: IdSchema,
  bankCode: z.enum(VIRTUAL_ACCOUNT_BANK_CODES, { error: BANK_REQUIRED_MESSAGE }),
  memberCouponId,
  pointToUse,
  cashReceipt: CashReceiptRequestSchema.nullish(),
});
export type VirtualAccountBody = z.input<typeof VirtualAccountBodySchema>;

/** 입금할 곳: 가게 계좌(무통장입금) 또는 발급된 가상계좌. 결제 전 구매가 보이는 곳마다 같은 모양으로 */
export const PayToSchema = z.object({
  kind: z.enum(['NO_DEPOSIT', 'VIRTUAL_ACCOUNT']),
  bankName: z.string(),
  accountNumber: z.string(),
  accountHolder: z.string(),
  amount: z.number().int(),
  deadline: z.string(),
  /** 무통장입금에서 회원이 적은 입금자명 */
  depositorName: z.string().nullable(),
  /** 내장 테스트 결제사가 발급한 가상계좌일 때만: 입금하기 버튼이 있는 테스트 페이지(새로고침·다른 탭에서도 보이게) */
  testDepositUrl: z.string().optional(),
});
export type PayTo = z.infer<typeof PayToSchema>;

export const VirtualAccountResponseSchema = z.object({
  purchaseId: z.number().int(),
  orderNo: z.string(),
  amount: z.number().int(),
  status: PurchaseStatusSchema,
  payTo: PayToSchema,
  /** 내장 테스트 결제사일 때만: 입금하기 버튼이 있는 테스트 페이지 */
  testDepositUrl: z.string().nullable(),
});
export type VirtualAccountResponse = z.infer<typeof VirtualAccountResponseSchema>;
