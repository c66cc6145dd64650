import { sql, type SQL } from 'drizzle-orm';
import type { EasyPayProvider, PaymentMethod, PurchaseStatus } from '../../lib/schemas/purchases';
import type { SalesUnit } from '../../lib/schemas/sales';
import type { Db } from '../db/client';
import { panelServices, panels, products, purchaseLines, purchaseRefunds, purchases, snsChannels, tasks } from '../db/schema';

/** 기간: [start, end) 의 UTC 순간(서울 자정 기준), 구간 단위 */
export type SalesRange = { start: Date; end: Date; unit: SalesUnit };

const UNITS: Record<SalesUnit, string> = { day: 'day', week: 'week', month: 'month' };

/** 서울 시각으로 자른 구간의 첫날 'YYYY-MM-DD'. PostgreSQL 의 week 는 월요일에 시작한다 */
const bucketOf = (at: SQL, unit: SalesUnit) => sql`to_char(date_trunc('${sql.raw(UNITS[unit])}', ${at} at time zone 'Asia/Seoul'), 'YYYY-MM-DD')`;

/**
 * 환불이 구매에 적힌 때: 적립금 환불은 그 트랜잭션에서, 결제사를 부르는 환불(카드 취소, 가상계좌)은 결제사가 받아
 * DONE 이 된 때 적히고 둘 다 done_at 에 남는다. 무통장입금 계좌 환불은 요청한 때(created_at) 구매에 적히고,
 * 나중에 이체 완료로 done_at 이 생겨도 처음 적힌 때로 센다.
 */
const refundedAt = sql`(case when r.status = 'AWAITING_TRANSFER' or r.transferred_on is not null then r.created_at else coalesce(r.done_at, r.created_at) end)`;
const refundCounted = sql`r.status in ('DONE', 'AWAITING_TRANSFER')`;

// PGlite 와 node-postgres 모두 execute 의 결과에 rows 를 싣는다. 합계(bigint·numeric)는 드라이버에 따라 글자로 온다
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
const n = (v: unknown) => Number(v ?? 0);

/** 기간 안의 순간인가. 시각은 ISO 글자로 넘긴다(드라이버마다 Date 를 다르게 보낸다) */
const within = (at: SQL, r: SalesRange) => sql`${at} >= ${r.start.toISOString()}::timestamptz and ${at} < ${r.end.toISOString()}::timestamptz`;

/** 구간마다 결제된 금액과 주문 수(결제 시각 기준) */
export async function sumPaidByBucket(db: Db, r: SalesRange) {
  type Row = { bucket: string; amount: unknown; orders: unknown };
  const rows = await rowsOf<Row>(
    db,
    sql`select ${bucketOf(sql`p.paid_at`, r.unit)} as bucket, sum(p.total_amount) as amount, count(*) as orders
      from ${purchases} p
      where ${within(sql`p.paid_at`, r)}
      group by 1`,
  );
  return rows.map((x) => ({ bucket: x.bucket, amount: n(x.amount), orders: n(x.orders) }));
}

/** 구간마다 돌려준 금액(환불이 적힌 때 기준) */
export async function sumRefundsByBucket(db: Db, r: SalesRange) {
  type Row = { bucket: string; amount: unknown };
  const rows = await rowsOf<Row>(
    db,
    sql`select ${bucketOf(refundedAt, r.unit)} as bucket, sum(r.amount) as amount
      from ${purchaseRefunds} r
      where ${refundCounted} and ${within(refundedAt, r)}
      group by 1`,
  );
  return rows.map((x) => ({ bucket: x.bucket, amount: n(x.amount) }));
}

const DECIMAL = `'^[0-9]+(\\.[0-9]+)?$'`;

/**
 * 구간·통화마다 패널에 보낸 작업(보낸 시각 기준)의 원가. 재충전은 패널이 따로 받지 않고, 인스타터 주문은
 * 이 스토어의 매출이 아니므로 뺀다. 패널이 알려 준 요금(charge)이 있으면 그것, 없으면 요율(1,000개당) × 수량 × 회차로 어림한다.
 * 실패·취소된 작업은 요금을 모르면 0 으로 센다(패널이 돌려준다).
 */
export async function sumPanelCostByBucket(db: Db, r: SalesRange) {
  type Row = { bucket: string; currency: string; charged: unknown; estimated: unknown; tasks: unknown; estimated_tasks: unknown; unpriced_tasks: unknown };
  const charged = sql.raw(`t.charge ~ ${DECIMAL}`);
  const rated = sql.raw(`ps.rate ~ ${DECIMAL}`);
  const live = sql`t.status not in (-1, -2)`;
  const rows = await rowsOf<Row>(
    db,
    sql`select ${bucketOf(sql`t.sent_at`, r.unit)} as bucket,
        upper(coalesce(t.currency, pn.currency, 'USD')) as currency,
        sum(case when ${charged} then t.charge::numeric else 0 end) as charged,
        sum(case when not coalesce(${charged}, false) and ${live} and ${rated}
          then ps.rate::numeric * t.quantity * coalesce(t.runs, 1) / 1000 else 0 end) as estimated,
        count(*) as tasks,
        count(*) filter (where not coalesce(${charged}, false) and ${live} and coalesce(${rated}, false)) as estimated_tasks,
        count(*) filter (where not coalesce(${charged}, false) and ${live} and not coalesce(${rated}, false)) as unpriced_tasks
      from ${tasks} t
      left join ${panels} pn on pn.id = t.panel_id
      left join ${panelServices} ps on ps.panel_id = t.panel_id and ps.service_id = t.panel_service_id
      where ${within(sql`t.sent_at`, r)} and t.kind <> 'REFILL' and t.source <> 'INSTARTER'
      group by 1, 2`,
  );
  return rows.map((x) => ({
    bucket: x.bucket,
    currency: x.currency,
    amount: n(x.charged) + n(x.estimated),
    tasks: n(x.tasks),
    estimatedTasks: n(x.estimated_tasks),
    unpricedTasks: n(x.unpriced_tasks),
  }));
}

/** 기간에 들어온 주문(주문일 기준, 주문서 작성 중은 빼고)의 지금 상태별 수와 금액 */
export async function countOrdersByStatus(db: Db, r: SalesRange) {
  type Row = { status: PurchaseStatus; orders: unknown; amount: unknown };
  const rows = await rowsOf<Row>(
    db,
    sql`select p.status, count(*) as orders, sum(p.total_amount) as amount
      from ${purchases} p
      where ${within(sql`p.created_at`, r)} and p.status <> 'ORDER_FORM'
      group by 1 order by 2 desc, 1`,
  );
  return rows.map((x) => ({ status: x.status, orders: n(x.orders), amount: n(x.amount) }));
}

/** 기간에 결제된 주문의 결제 수단(간편결제는 어느 것인지까지)별 수와 금액 */
export async function countPaidByMethod(db: Db, r: SalesRange) {
  type Row = { method: PaymentMethod; easy_pay_provider: EasyPayProvider | null; orders: unknown; amount: unknown };
  const rows = await rowsOf<Row>(
    db,
    sql`select p.method, case when p.method = 'EASY_PAY' then p.easy_pay_provider end as easy_pay_provider,
        count(*) as orders, sum(p.total_amount) as amount
      from ${purchases} p
      where ${within(sql`p.paid_at`, r)} and p.method is not null
      group by 1, 2 order by 4 desc, 3 desc, 1`,
  );
  return rows.map((x) => ({ method: x.method, easyPayProvider: x.easy_pay_provider, orders: n(x.orders), amount: n(x.amount) }));
}

/**
 * 기간의 결제(+)와 환불(-)을 주문 줄 금액 비율로 나눈 줄들. 쿠폰·적립금은 주문 전체에 걸리므로
 * 줄마다 나눠 얹어야 상품별 합이 순매출과 맞는다.
 */
function allocatedLines(r: SalesRange) {
  return sql`with ev as (
      select p.id as purchase_id, p.total_amount::numeric as amount, true as paid
        from ${purchases} p where ${within(sql`p.paid_at`, r)}
      union all
      select r.purchase_id, -r.amount::numeric, false
        from ${purchaseRefunds} r where ${refundCounted} and ${within(refundedAt, r)}
    ), ln as (
      select l.purchase_id, l.product_id, l.total, sum(l.total) over (partition by l.purchase_id) as purchase_total
        from ${purchaseLines} l where l.purchase_id in (select purchase_id from ev)
    ), al as (
      select ev.purchase_id, ev.paid, ln.product_id, coalesce(ev.amount * ln.total / nullif(ln.purchase_total, 0), 0) as amount
        from ev join ln on ln.purchase_id = ev.purchase_id
    )`;
}

/** 순매출 상위 상품 */
export async function topProducts(db: Db, r: SalesRange, limit: number) {
  type Row = { product_id: number; name: string; channel_name: string; orders: unknown; net: unknown };
  const rows = await rowsOf<Row>(
    db,
    sql`${allocatedLines(r)}
      select al.product_id, pr.name, ch.name as channel_name,
        count(distinct al.purchase_id) filter (where al.paid) as orders, round(sum(al.amount)) as net
      from al join ${products} pr on pr.id = al.product_id join ${snsChannels} ch on ch.id = pr.channel_id
      group by al.product_id, pr.name, ch.name
      order by 5 desc, 4 desc, 1
      limit ${limit}`,
  );
  return rows.map((x) => ({ productId: n(x.product_id), name: x.name, channelName: x.channel_name, orders: n(x.orders), netSales: n(x.net) }));
}

/** 순매출 상위 채널 */
export async function topChannels(db: Db, r: SalesRange, limit: number) {
  type Row = { channel_id: number; name: string; orders: unknown; net: unknown };
  const rows = await rowsOf<Row>(
    db,
    sql`${allocatedLines(r)}
      select ch.id as channel_id, ch.name,
        count(distinct al.purchase_id) filter (where al.paid) as orders, round(sum(al.amount)) as net
      from al join ${products} pr on pr.id = al.product_id join ${snsChannels} ch on ch.id = pr.channel_id
      group by ch.id, ch.name
      order by 4 desc, 3 desc, 1
      limit ${limit}`,
  );
  return rows.map((x) => ({ channelId: n(x.channel_id), name: x.name, orders: n(x.orders), netSales: n(x.net) }));
}
