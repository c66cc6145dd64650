import { z } from 'zod';
import { DateFieldSchema, PageQuerySchema } from './common';
import { PaymentMethodSchema, PurchaseStatusSchema, SERVICE_STATUSES } from './purchases';

/** 주문 줄 하나: 주문 시점에 서버가 계산해 적어 둔 금액 그대로 */
export const PurchaseLineViewSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  productKind: z.string(),
  targetKey: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  days: z.number().int(),
  discountRate: z.number().int(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
});
export type PurchaseLineView = z.infer<typeof PurchaseLineViewSchema>;

/** 구매 목록의 한 줄. 날짜는 ISO 문자열 */
export const PurchaseSummarySchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: PurchaseStatusSchema,
  statusLabel: z.string(),
  method: PaymentMethodSchema.nullable(),
  orderName: z.string(),
  totalAmount: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PurchaseSummary = z.infer<typeof PurchaseSummarySchema>;

export const PurchaseServiceRefSchema = z.object({
  id: z.number().int(),
  purchaseLineId: z.number().int(),
  status: z.enum(SERVICE_STATUSES),
});

export const PurchaseDetailSchema = PurchaseSummarySchema.extend({
  subtotal: z.number().int(),
  quantityDiscount: z.number().int(),
  couponDiscount: z.number().int(),
  pointUsed: z.number().int(),
  memberCouponId: z.number().int().nullable(),
  depositorName: z.string().nullable(),
  depositDeadline: z.string().nullable(),
  lines: z.array(PurchaseLineViewSchema),
  services: z.array(PurchaseServiceRefSchema),
});
export type PurchaseDetail = z.infer<typeof PurchaseDetailSchema>;

// ── 내 구매 내역 조회 조건 ─────────────────────────────────────────

/** from 에 1년을 더한 날(YYYY-MM-DD): 기간은 이 날까지 */
export function oneYearAfter(from: string): string {
  const d = new Date(`${from}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.toISOString().slice(0, 10);
}

/** 날짜는 서울 기준. from ≤ to, 기간은 1년 이내 */
export const MyPurchasesQuerySchema = PageQuerySchema.extend({
  status: PurchaseStatusSchema.exclude(['ORDER_FORM'], { error: '구매 상태를 목록에서 골라주세요.' }).optional(),
  from: DateFieldSchema.optional(),
  to: DateFieldSchema.optional(),
}).superRefine((v, ctx) => {
  if (v.from && v.to && v.from > v.to) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: '시작일은 종료일보다 늦을 수 없습니다.' });
  } else if (v.from && v.to && v.to > oneYearAfter(v.from)) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: '조회 기간은 최대 1년까지 고를 수 있습니다.' });
  }
});
export type MyPurchasesQuery = z.infer<typeof MyPurchasesQuerySchema>;
