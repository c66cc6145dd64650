import type { z } from 'zod';
import type { AdminCoupon, AdminCouponPage, AdminCouponQuerySchema, CouponBody, CouponUsage } from '../../lib/schemas/coupons';
import { couponScopeLabel } from '../../lib/schemas/coupon-rules';
import type { AuditActor } from '../audit-logs/actor';
import { insertAuditLog } from '../audit-logs/audit-logs.repository';
import { findChannelById } from '../catalogue/admin-channels.repository';
import { findProductParentsIn } from '../catalogue/admin-products.repository';
import { findProductTypeById } from '../catalogue/admin-product-types.repository';
import type { Db } from '../db/client';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import { offsetOf, pageOf } from '../lib/paging';
import { addDays, isoOrNull, kstDate, kstStartOf } from '../lib/time';
import * as repo from './coupons.repository';

const EMPTY_USAGE: CouponUsage = { issued: 0, available: 0, reserved: 0, used: 0, expired: 0, revoked: 0, discountGiven: 0, salesWithCoupon: 0 };

/** 본문(서울 날짜) → 저장할 값. 종료일은 그날 23:59:59 까지, 범위에 맞지 않는 대상 id 는 비운다 */
function toValues(b: CouponBody, now: Date): repo.CouponValues {
  return {
    name: b.name,
    discountType: b.discountType,
    discountValue: b.discountValue,
    maxDiscount: b.discountType === 'RATE' ? b.maxDiscount : null,
    minOrderAmount: b.minOrderAmount,
    startsAt: b.startsOn ? kstStartOf(b.startsOn) : null,
    endsAt: b.endsOn ? new Date(kstStartOf(addDays(b.endsOn, 1)).getTime() - 1000) : null,
    validityDays: b.validityDays,
    scope: b.scope,
    scopeChannelId: b.scope === 'CHANNEL' ? b.scopeChannelId : null,
    scopeProductTypeId: b.scope === 'PRODUCT_TYPE' ? b.scopeProductTypeId : null,
    scopeProductIds: b.scope === 'PRODUCTS' ? [...new Set(b.scopeProductIds)] : [],
    perMemberLimit: b.perMemberLimit,
    welcome: b.welcome,
    updatedAt: now,
  };
}

/** 작업 기록에 남길 모양: 본문과 같은 이름(날짜는 서울 날짜) */
function snapshot(v: Pick<repo.CouponValues, keyof repo.CouponValues>) {
  const { updatedAt: _updatedAt, startsAt, endsAt, ...rest } = v;
  void _updatedAt;
  return { ...rest, startsOn: startsAt ? kstDate(startsAt) : null, endsOn: endsAt ? kstDate(endsAt) : null };
}

async function assertScopeTargetsExist(db: Db, v: repo.CouponValues) {
  if (v.scope === 'CHANNEL' && !(await findChannelById(db, v.scopeChannelId!))) {
    throw fail('COUPON_SCOPE_TARGET_NOT_FOUND', { field: 'scopeChannelId', ids: [v.scopeChannelId] });
  }
  if (v.scope === 'PRODUCT_TYPE' && !(await findProductTypeById(db, v.scopeProductTypeId!))) {
    throw fail('COUPON_SCOPE_TARGET_NOT_FOUND', { field: 'scopeProductTypeId', ids: [v.scopeProductTypeId] });
  }
  if (v.scope === 'PRODUCTS') {
    const ids = v.scopeProductIds ?? [];
    const found = new Set((await findProductParentsIn(db, ids)).map((p) => p.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) throw fail('COUPON_SCOPE_TARGET_NOT_FOUND', { field: 'scopeProductIds', ids: missing });
  }
}

async function assertSingleWelcome(db: Db, v: repo.CouponValues, exceptId?: number) {
  if (!v.welcome) return;
  const other = await repo.findActiveWelcomeCoupon(db, { exceptId });
  if (other) throw fail('COUPON_WELCOME_EXISTS', { couponId: other.id, name: other.name });
}

function toAdminCoupon(row: repo.CouponTemplateRow, usage: CouponUsage): AdminCoupon {
  return {
    id: row.id,
    name: row.name,
    discountType: row.discountType,
    discountValue: row.discountValue,
    maxDiscount: row.maxDiscount,
    minOrderAmount: row.minOrderAmount,
    startsOn: row.startsAt ? kstDate(row.startsAt) : null,
    endsOn: row.endsAt ? kstDate(row.endsAt) : null,
    validityDays: row.validityDays,
    scope: row.scope,
    scopeChannelId: row.scopeChannelId,
    scopeProductTypeId: row.scopeProductTypeId,
    scopeProductIds: row.scopeProductIds,
    scopeLabel: couponScopeLabel(row),
    perMemberLimit: row.perMemberLimit,
    welcome: row.welcome,
    archivedAt: isoOrNull(row.archivedAt),
    createdAt: row.createdAt.toISOString(),
    discountLocked: usage.issued > 0,
    usage,
  };
}

async function withUsage(db: Db, rows: repo.CouponTemplateRow[], now: Date): Promise<AdminCoupon[]> {
  const couponIds = rows.map((r) => r.id);
  const [counts, sales] = await Promise.all([repo.countUsageByCoupon(db, { couponIds, now }), repo.sumSalesByCoupon(db, { couponIds })]);
  const countOf = new Map(counts.map(({ couponId, ...c }) => [couponId, c]));
  const salesOf = new Map(sales.map(({ couponId, ...s }) => [couponId, s]));
  return rows.map((r) => toAdminCoupon(r, { ...EMPTY_USAGE, ...countOf.get(r.id), ...salesOf.get(r.id) }));
}

export async function listAdminCoupons(deps: AppDeps, q: z.output<typeof AdminCouponQuerySchema>): Promise<AdminCouponPage> {
  const filter = { archived: q.archived === undefined ? undefined : q.archived === 'true', q: q.q || undefined };
  const [rows, total] = await Promise.all([
    repo.listCoupons(deps.db, filter, { limit: q.size, offset: offsetOf(q) }),
    repo.countCoupons(deps.db, filter),
  ]);
  return pageOf(await withUsage(deps.db, rows, deps.now()), total, q);
}

export async function getAdminCoupon(deps: AppDeps, id: number, db: Db = deps.db): Promise<AdminCoupon> {
  const row = await repo.findCouponById(db, id);
  if (!row) throw fail('COUPON_NOT_FOUND');
  return (await withUsage(db, [row], deps.now()))[0]!;
}

export async function createCoupon(deps: AppDeps, actor: AuditActor, body: CouponBody): Promise<AdminCoupon> {
  const values = toValues(body, deps.now());
  return deps.db.transaction(async (tx) => {
    await assertScopeTargetsExist(tx, values);
    await assertSingleWelcome(tx, values);
    const { id } = await repo.insertCoupon(tx, { ...values, createdAt: deps.now() });
    await insertAuditLog(tx, { ...actor, kind: 'coupons.create', targetType: 'coupon', targetId: id, summary: `쿠폰 '${values.name}' 만들기`, before: null, after: snapshot(values) });
    return getAdminCoupon(deps, id, tx);
  });
}

const DISCOUNT_FIELDS = ['discountType', 'discountValue', 'maxDiscount'] as const;

/** 고치기: 발급한 쿠폰은 할인 방식·값·최대 할인이 잠긴다. 바뀐 것이 없으면 기록도 없다 */
export async function updateCoupon(deps: AppDeps, actor: AuditActor, id: number, body: CouponBody): Promise<AdminCoupon> {
  const values = toValues(body, deps.now());
  return deps.db.transaction(async (tx) => {
    const row = await repo.findCouponById(tx, id);
    if (!row) throw fail('COUPON_NOT_FOUND');
    if (row.archivedAt) throw fail('COUPON_ARCHIVED');
    const before = snapshot({ ...row, updatedAt: row.createdAt });
    const after = snapshot(values);
    const changed = (Object.keys(after) as (keyof typeof after)[]).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
    if (changed.length === 0) return getAdminCoupon(deps, id, tx);
    const lockedChange = changed.filter((k) => (DISCOUNT_FIELDS as readonly string[]).includes(k));
    if (lockedChange.length && (await repo.hasIssuedCoupon(tx, id))) throw fail('COUPON_DISCOUNT_LOCKED', { fields: lockedChange });
    await assertScopeTargetsExist(tx, values);
    await assertSingleWelcome(tx, values, id);
    if (!(await repo.updateCoupon(tx, id, values))) throw fail('COUPON_ARCHIVED');
    const pick = (o: Record<string, unknown>) => Object.fromEntries(changed.map((k) => [k, o[k]]));
    await insertAuditLog(tx, { ...actor, kind: 'coupons.update', targetType: 'coupon', targetId: id, summary: `쿠폰 '${values.name}' 고치기`, before: pick(before), after: pick(after) });
    return getAdminCoupon(deps, id, tx);
  });
}

/** 보관: 더 발급하지 않는다(이미 준 장은 그대로 쓸 수 있다). 두 번째 보관은 409 */
export async function archiveCoupon(deps: AppDeps, actor: AuditActor, id: number): Promise<AdminCoupon> {
  return deps.db.transaction(async (tx) => {
    const row = await repo.findCouponById(tx, id);
    if (!row) throw fail('COUPON_NOT_FOUND');
    if (!(await repo.archiveCoupon(tx, { id, now: deps.now() }))) throw fail('COUPON_ARCHIVED');
    await insertAuditLog(tx, {
      ...actor,
      kind: 'coupons.archive',
      targetType: 'coupon',
      targetId: id,
      summary: `쿠폰 '${row.name}' 보관`,
      before: { archivedAt: null },
      after: { archivedAt: deps.now().toISOString() },
    });
    return getAdminCoupon(deps, id, tx);
  });
}
