import { PURCHASE_STATUS_LABELS, paymentMethodLabel, type PurchaseStatus } from '../../lib/schemas/purchases';
import {
  SALES_DEFAULT_DAYS,
  SALES_TOP_LIMIT,
  marginRateOf,
  salesRangeIssue,
  type SalesBucket,
  type SalesQuery,
  type SalesReport,
  type SalesUnit,
} from '../../lib/schemas/sales';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import { addDays, kstDate, kstStartOf } from '../lib/time';
import * as repo from './sales.repository';

/** 결제 대기는 카드(결제 대기)와 계좌(입금 대기)를 함께 센다 */
const statusLabel = (s: PurchaseStatus) => (s === 'WAITING_PAYMENT' ? '결제·입금 대기' : PURCHASE_STATUS_LABELS[s]);

/** 비운 끝은 채운다(오늘까지 30일). 채운 뒤에도 스키마와 같은 규칙으로 본다 */
export function resolvePeriod(q: SalesQuery, now: Date): { from: string; to: string } {
  const to = q.to ?? (q.from && q.from > kstDate(now) ? q.from : kstDate(now));
  const from = q.from ?? addDays(to, -(SALES_DEFAULT_DAYS - 1));
  const issue = salesRangeIssue(from, to);
  if (issue) throw fail('VALIDATION_FAILED', { target: 'query', fields: { [issue[0]]: issue[1] } }, issue[1]);
  return { from, to };
}

/** 기간을 덮는 구간의 첫날들: 주는 월요일, 월은 1일(서울 날짜) */
export function bucketsOf(from: string, to: string, unit: SalesUnit): string[] {
  const d = new Date(`${from}T00:00:00Z`);
  if (unit === 'week') d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  if (unit === 'month') d.setUTCDate(1);
  const out: string[] = [];
  for (let day = d.toISOString().slice(0, 10); day <= to; ) {
    out.push(day);
    const next = new Date(`${day}T00:00:00Z`);
    if (unit === 'day') next.setUTCDate(next.getUTCDate() + 1);
    else if (unit === 'week') next.setUTCDate(next.getUTCDate() + 7);
    else next.setUTCMonth(next.getUTCMonth() + 1);
    day = next.toISOString().slice(0, 10);
  }
  return out;
}

type CostRow = Awaited<ReturnType<typeof repo.sumPanelCostByBucket>>[number];

/** 패널 통화의 원가를 원으로: 원화는 그대로, 달러는 설정한 환율, 그 밖의 통화는 바꿀 수 없어 뺀다 */
function costInWon(rows: CostRow[], krwPerUsd: number) {
  const byBucket = new Map<string, number>();
  let tasks = 0;
  let estimatedTasks = 0;
  let unpricedTasks = 0;
  for (const r of rows) {
    const rate = r.currency === 'KRW' ? 1 : r.currency === 'USD' ? krwPerUsd : null;
    tasks += r.tasks;
    if (rate === null) {
      unpricedTasks += r.tasks;
      continue;
    }
    estimatedTasks += r.estimatedTasks;
    unpricedTasks += r.unpricedTasks;
    byBucket.set(r.bucket, (byBucket.get(r.bucket) ?? 0) + r.amount * rate);
  }
  return { byBucket, basis: { tasks, estimatedTasks, unpricedTasks, krwPerUsd } };
}

/** GET /v1/admin/sales: 기간의 매출·환불·원가·마진을 구간별로, 상태·결제 수단별 주문, 상위 상품·채널 */
export async function salesReport(deps: AppDeps, q: SalesQuery): Promise<SalesReport> {
  const { from, to } = resolvePeriod(q, deps.now());
  const range: repo.SalesRange = { start: kstStartOf(from), end: kstStartOf(addDays(to, 1)), unit: q.unit };
  const db = deps.db;
  // PGlite 는 연결이 하나라 차례로 묻는다(PostgreSQL 에서도 화면 하나의 조회라 충분히 빠르다)
  const paid = await repo.sumPaidByBucket(db, range);
  const refunds = await repo.sumRefundsByBucket(db, range);
  const cost = costInWon(await repo.sumPanelCostByBucket(db, range), deps.config.PANEL_KRW_PER_USD);
  const byStatus = await repo.countOrdersByStatus(db, range);
  const byMethod = await repo.countPaidByMethod(db, range);
  const topProducts = await repo.topProducts(db, range, SALES_TOP_LIMIT);
  const topChannels = await repo.topChannels(db, range, SALES_TOP_LIMIT);

  const paidOf = new Map(paid.map((p) => [p.bucket, p]));
  const refundOf = new Map(refunds.map((r) => [r.bucket, r.amount]));
  const series: SalesBucket[] = bucketsOf(from, to, q.unit).map((bucket) => {
    const sales = paidOf.get(bucket)?.amount ?? 0;
    const refunded = refundOf.get(bucket) ?? 0;
    const panelCost = Math.round(cost.byBucket.get(bucket) ?? 0);
    const netSales = sales - refunded;
    return { bucket, sales, refunds: refunded, netSales, orders: paidOf.get(bucket)?.orders ?? 0, panelCost, margin: netSales - panelCost };
  });
  const sum = (key: keyof Omit<SalesBucket, 'bucket'>) => series.reduce((acc, b) => acc + b[key], 0);
  const totals = { sales: sum('sales'), refunds: sum('refunds'), netSales: sum('netSales'), orders: sum('orders'), panelCost: sum('panelCost'), margin: sum('margin') };

  return {
    from,
    to,
    unit: q.unit,
    totals: { ...totals, marginRate: marginRateOf(totals.margin, totals.netSales) },
    series,
    byStatus: byStatus.map((s) => ({ ...s, label: statusLabel(s.status) })),
    byMethod: byMethod.map((m) => ({ ...m, label: paymentMethodLabel(m.method, m.easyPayProvider) })),
    topProducts,
    topChannels,
    costBasis: cost.basis,
  };
}
