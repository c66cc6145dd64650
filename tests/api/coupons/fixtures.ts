import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { auditLogs, memberCoupons } from '../../../server/db/schema';
import type { JsonBody, TestApp } from '../../helpers/test-app';

/** 늘 통과하는 쿠폰 틀 본문: 3,000원 할인, 만 원 이상, 발급 후 30일 */
export function couponBody(overrides: Record<string, unknown> = {}) {
  return {
    name: `쿠폰 ${randomBytes(3).toString('hex')}`,
    discountType: 'FIXED',
    discountValue: 3_000,
    maxDiscount: null,
    minOrderAmount: 10_000,
    startsOn: null,
    endsOn: null,
    validityDays: 30,
    scope: 'ALL',
    scopeChannelId: null,
    scopeProductTypeId: null,
    scopeProductIds: [],
    perMemberLimit: 1,
    welcome: false,
    ...overrides,
  };
}

export const newKey = () => `key-${randomBytes(8).toString('hex')}`;

/** 쿠폰 시험의 도우미: 운영자 API 로 만들고 발급하고, 작업 기록과 발급된 장은 DB 에서 읽는다 */
export function couponFixtures(t: TestApp, adminToken: string) {
  async function create(overrides: Record<string, unknown> = {}): Promise<JsonBody> {
    const res = await t.json('POST', '/v1/admin/coupons', couponBody(overrides), adminToken);
    if (res.status !== 201) throw new Error(`쿠폰 만들기: 201 을 기대했지만 ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  const issue = (couponId: number, body: Record<string, unknown>, key = newKey(), token = adminToken) =>
    t.json('POST', `/v1/admin/coupons/${couponId}/issues`, body, token, { 'idempotency-key': key });

  async function issueTo(couponId: number, memberIds: number[]) {
    const res = await issue(couponId, { memberIds });
    if (res.status !== 201) throw new Error(`발급: 201 을 기대했지만 ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  const auditRows = (kind: string, targetId: number | string) =>
    t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.kind, kind), eq(auditLogs.targetId, String(targetId))))
      .orderBy(asc(auditLogs.id));

  const heldOf = (couponId: number) => t.db.select().from(memberCoupons).where(eq(memberCoupons.couponId, couponId)).orderBy(asc(memberCoupons.id));

  return { create, issue, issueTo, auditRows, heldOf };
}
