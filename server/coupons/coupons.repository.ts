import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { coupons, memberCoupons, products, productTypes, purchaseLines, purchases, snsChannels } from '../db/schema';
import { escapeLike } from '../lib/sql';

// 쿠폰 틀(coupons)을 읽고 쓴다. 회원이 가진 한 장(member_coupons)은 member-coupons.repository 가 맡는다

export type CouponValues = Omit<typeof coupons.$inferInsert, 'id' | 'createdAt' | 'archivedAt'>;

const templateColumns = {
  id: coupons.id,
  name: coupons.name,
  discountType: coupons.discountType,
  discountValue: coupons.discountValue,
  maxDiscount: coupons.maxDiscount,
  minOrderAmount: coupons.minOrderAmount,
  startsAt: coupons.startsAt,
  endsAt: coupons.endsAt,
  validityDays: coupons.validityDays,
  scope: coupons.scope,
  scopeChannelId: coupons.scopeChannelId,
  scopeProductTypeId: coupons.scopeProductTypeId,
  scopeProductIds: coupons.scopeProductIds,
  perMemberLimit: coupons.perMemberLimit,
  welcome: coupons.welcome,
  archivedAt: coupons.archivedAt,
  createdAt: coupons.createdAt,
  channelName: snsChannels.name,
  productTypeName: productTypes.name,
};
function templates(db: Db) {
  return db
    .select(templateColumns)
    .from(coupons)
    .leftJoin(snsChannels, eq(snsChannels.id, coupons.scopeChannelId))
    .leftJoin(productTypes, eq(productTypes.id, coupons.scopeProductTypeId));
}

export type CouponListFilter = { archived?: boolean; q?: string };

function listWhere(f: CouponListFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.archived === true) parts.push(isNotNull(coupons.archivedAt));
  if (f.archived === false) parts.push(isNull(coupons.archivedAt));
  if (f.q) parts.push(ilike(coupons.name, `%${escapeLike(f.q)}%`));
  return parts.length ? and(...parts) : undefined;
}

export function listCoupons(db: Db, f: CouponListFilter, page: { limit: number; offset: number }) {
  return templates(db).where(listWhere(f)).orderBy(desc(coupons.id)).limit(page.limit).offset(page.offset);
}

export async function countCoupons(db: Db, f: CouponListFilter) {
  const rows = await db.select({ n: count() }).from(coupons).where(listWhere(f));
  return rows[0]?.n ?? 0;
}

export async function findCouponById(db: Db, id: number) {
  const rows = await templates(db).where(eq(coupons.id, id)).limit(1);
  return rows[0] ?? null;
}
export type CouponTemplateRow = NonNullable<Awaited<ReturnType<typeof findCouponById>>>;

/** 발급 전에 틀을 잠근다: 같은 쿠폰의 발급끼리 줄을 서서 회원당 한도를 두 번 넘기지 못한다 */
export async function lockCouponById(db: Db, id: number) {
  const rows = await db
    .select({ id: coupons.id, name: coupons.name, endsAt: coupons.endsAt, validityDays: coupons.validityDays, perMemberLimit: coupons.perMemberLimit, archivedAt: coupons.archivedAt })
    .from(coupons)
    .where(eq(coupons.id, id))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

export async function insertCoupon(db: Db, p: CouponValues & { createdAt?: Date }) {
  const rows = await db.insert(coupons).values(p).returning({ id: coupons.id });
  return rows[0]!;
}

export async function updateCoupon(db: Db, id: number, p: CouponValues) {
  const rows = await db.update(coupons).set(p).where(and(eq(coupons.id, id), isNull(coupons.archivedAt))).returning({ id: coupons.id });
  return rows.length === 1;
}

/** 조건부: 보관하지 않은 것만. 0행이면 이미 보관했다 */
export async function archiveCoupon(db: Db, p: { id: number; now: Date }) {
  const rows = await db
    .update(coupons)
    .set({ archivedAt: p.now, updatedAt: p.now })
    .where(and(eq(coupons.id, p.id), isNull(coupons.archivedAt)))
    .returning({ id: coupons.id });
  return rows.length === 1;
}

/** 보관하지 않은 환영 쿠폰(자기 자신은 빼고) */
export async function findActiveWelcomeCoupon(db: Db, p: { exceptId?: number } = {}) {
  const rows = await db
    .select({ id: coupons.id, name: coupons.name, endsAt: coupons.endsAt, startsAt: coupons.startsAt, validityDays: coupons.validityDays })
    .from(coupons)
    .where(and(eq(coupons.welcome, true), isNull(coupons.archivedAt), p.exceptId ? ne(coupons.id, p.exceptId) : undefined))
    .orderBy(desc(coupons.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function findCouponByName(db: Db, p: { name: string }) {
  const rows = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.name, p.name)).limit(1);
  return rows[0] ?? null;
}

/** 쿠폰마다 발급·사용 현황. 기한이 지난 AVAILABLE 은 만료로 센다 */
export function countUsageByCoupon(db: Db, p: { couponIds: number[]; now: Date }) {
  if (p.couponIds.length === 0) return Promise.resolve([]);
  const now = p.now.toISOString();
  const live = sql`(${memberCoupons.expiresAt} is null or ${memberCoupons.expiresAt} > ${now}::timestamptz) and (${coupons.endsAt} is null or ${coupons.endsAt} > ${now}::timestamptz)`;
  const of = (cond: SQL) => sql<number>`(count(*) filter (where ${cond}))::int`;
  return db
    .select({
      couponId: memberCoupons.couponId,
      issued: sql<number>`count(*)::int`,
      available: of(sql`${memberCoupons.status} = 'AVAILABLE' and ${live}`),
      expired: of(sql`${memberCoupons.status} = 'EXPIRED' or (${memberCoupons.status} = 'AVAILABLE' and not (${live}))`),
      reserved: of(sql`${memberCoupons.status} = 'RESERVED'`),
      used: of(sql`${memberCoupons.status} = 'USED'`),
      revoked: of(sql`${memberCoupons.status} = 'REVOKED'`),
    })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(inArray(memberCoupons.couponId, p.couponIds))
    .groupBy(memberCoupons.couponId);
}

/**
 * 사용 완료(USED)된 장이 묶인 구매 = 결제된 구매. 전액 환불되면 쿠폰이 돌아와 여기서 빠진다.
 * 매출은 쿠폰을 뺀 뒤 회원이 낸 금액(결제 금액 + 적립금)이다.
 */
export function sumSalesByCoupon(db: Db, p: { couponIds: number[] }) {
  if (p.couponIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      couponId: memberCoupons.couponId,
      discountGiven: sql<number>`coalesce(sum(${purchases.couponDiscount}), 0)::int`,
      salesWithCoupon: sql<number>`coalesce(sum(${purchases.totalAmount} + ${purchases.pointUsed}), 0)::int`,
    })
    .from(memberCoupons)
    .innerJoin(purchases, eq(purchases.id, memberCoupons.purchaseId))
    .where(and(inArray(memberCoupons.couponId, p.couponIds), eq(memberCoupons.status, 'USED')))
    .groupBy(memberCoupons.couponId);
}

export async function hasIssuedCoupon(db: Db, couponId: number) {
  const rows = await db.select({ id: memberCoupons.id }).from(memberCoupons).where(eq(memberCoupons.couponId, couponId)).limit(1);
  return rows.length > 0;
}

/** 쿠폰 범위를 가리려고: 구매의 줄마다 상품·채널·유형과 줄 금액(수량 할인 뒤) */
export function listOrderLinesForCoupon(db: Db, p: { purchaseId: number }) {
  return db
    .select({ productId: purchaseLines.productId, channelId: products.channelId, productTypeId: products.productTypeId, total: purchaseLines.total })
    .from(purchaseLines)
    .innerJoin(products, eq(products.id, purchaseLines.productId))
    .where(eq(purchaseLines.purchaseId, p.purchaseId));
}
