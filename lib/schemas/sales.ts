import { z } from 'zod';
import { SeoulDateSchema } from './common';
import { FIELD_MESSAGES } from './errors';
import { EasyPayProviderSchema, PaymentMethodSchema, PurchaseStatusSchema } from './purchases';

/** 관리자 매출(/v1/admin/sales)의 계약: 기간·단위, 기간별 매출·환불·원가·마진, 상태·결제 수단별 주문, 상위 상품·채널 */

export const SALES_UNITS = ['day', 'week', 'month'] as const;
export const SalesUnitSchema = z.enum(SALES_UNITS, { error: '단위는 일(day), 주(week), 월(month) 중에서 골라주세요.' });
export type SalesUnit = z.infer<typeof SalesUnitSchema>;
export const SALES_UNIT_LABELS: Record<SalesUnit, string> = { day: '일별', week: '주별', month: '월별' };

/** 기본 기간: 오늘(서울)까지 30일 */
export const SALES_DEFAULT_DAYS = 30;
/** 한 번에 볼 수 있는 가장 긴 기간 */
export const SALES_MAX_YEARS = 2;
export const SALES_TOP_LIMIT = 10;

export const SALES_RANGE_MESSAGES = {
  order: FIELD_MESSAGES.periodReversed,
  tooLong: `조회 기간은 최대 ${SALES_MAX_YEARS}년까지 고를 수 있습니다.`,
} as const;

/** from 에 SALES_MAX_YEARS 년을 더한 날(YYYY-MM-DD): 기간은 이 날 전날까지 */
export function salesRangeEnd(from: string): string {
  const d = new Date(`${from}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + SALES_MAX_YEARS);
  return d.toISOString().slice(0, 10);
}

/** 기간 두 끝이 맞는지: 틀리면 [필드, 메시지]. 스키마와 기본값을 채운 서비스가 같은 규칙을 쓴다 */
export function salesRangeIssue(from: string, to: string): ['from' | 'to', string] | null {
  if (from > to) return ['from', SALES_RANGE_MESSAGES.order];
  if (to >= salesRangeEnd(from)) return ['to', SALES_RANGE_MESSAGES.tooLong];
  return null;
}

/** 날짜는 서울 기준, 양끝 포함. 비우면 오늘까지 30일 */
export const SalesQuerySchema = z
  .object({
    from: SeoulDateSchema.optional(),
    to: SeoulDateSchema.optional(),
    unit: SalesUnitSchema.default('day'),
  })
  .superRefine((q, ctx) => {
    const issue = q.from && q.to ? salesRangeIssue(q.from, q.to) : null;
    if (issue) ctx.addIssue({ code: 'custom', path: [issue[0]], message: issue[1] });
  });
export type SalesQuery = z.infer<typeof SalesQuerySchema>;
export type SalesQueryInput = z.input<typeof SalesQuerySchema>;

const Won = z.number().int();

/** 한 구간(일·주·월)의 숫자. bucket 은 구간 첫날(서울, 주는 월요일, 월은 1일) */
export const SalesBucketSchema = z.object({
  bucket: z.string(),
  /** 그 구간에 결제된 금액(적립금으로 낸 부분은 빼고) */
  sales: Won,
  /** 그 구간에 돌려준 금액(카드 취소·계좌·적립금 환불) */
  refunds: Won,
  netSales: Won,
  /** 그 구간에 결제된 주문 수 */
  orders: z.number().int(),
  /** 그 구간에 패널에 보낸 작업의 원가(원) */
  panelCost: Won,
  margin: Won,
});
export type SalesBucket = z.infer<typeof SalesBucketSchema>;

export const SalesTotalsSchema = SalesBucketSchema.omit({ bucket: true }).extend({
  /** 마진 ÷ 순매출 × 100 (소수 첫째 자리). 순매출이 0 이하면 null */
  marginRate: z.number().nullable(),
});
export type SalesTotals = z.infer<typeof SalesTotalsSchema>;

/** 기간에 들어온 주문(주문일 기준)의 지금 상태별 */
export const SalesByStatusSchema = z.object({ status: PurchaseStatusSchema, label: z.string(), orders: z.number().int(), amount: Won });
/** 기간에 결제된 주문의 결제 수단별(간편결제는 어느 것인지까지) */
export const SalesByMethodSchema = z.object({
  method: PaymentMethodSchema,
  easyPayProvider: EasyPayProviderSchema.nullable(),
  label: z.string(),
  orders: z.number().int(),
  amount: Won,
});
/** 상품·채널의 순매출: 주문의 결제·환불 금액을 주문 줄 금액 비율로 나눈 것 */
export const SalesTopProductSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  channelName: z.string(),
  orders: z.number().int(),
  netSales: Won,
});
export const SalesTopChannelSchema = z.object({ channelId: z.number().int(), name: z.string(), orders: z.number().int(), netSales: Won });

/** 원가를 어떻게 셌는지: 패널 요금은 패널 통화라 원으로 바꾼다 */
export const SalesCostBasisSchema = z.object({
  /** 원가에 든 작업 수 */
  tasks: z.number().int(),
  /** 패널이 요금을 아직 알려 주지 않아 요율 × 수량으로 어림한 작업 수 */
  estimatedTasks: z.number().int(),
  /** 요금도 요율도 몰라(또는 환율을 모르는 통화라) 원가에 넣지 못한 작업 수 */
  unpricedTasks: z.number().int(),
  /** 1달러당 원 */
  krwPerUsd: z.number(),
});

export const SalesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  unit: SalesUnitSchema,
  totals: SalesTotalsSchema,
  series: z.array(SalesBucketSchema),
  byStatus: z.array(SalesByStatusSchema),
  byMethod: z.array(SalesByMethodSchema),
  topProducts: z.array(SalesTopProductSchema),
  topChannels: z.array(SalesTopChannelSchema),
  costBasis: SalesCostBasisSchema,
});
export type SalesReport = z.infer<typeof SalesReportSchema>;

/** 마진율(%): 순매출이 0 이하면 null */
export function marginRateOf(margin: number, netSales: number): number | null {
  return netSales > 0 ? Math.round((margin / netSales) * 1000) / 10 : null;
}
