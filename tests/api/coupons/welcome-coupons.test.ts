import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { couponIssues, memberCoupons } from '../../../server/db/schema';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { couponFixtures } from './fixtures';

let t: TestApp;
let admin: TestMember;
let fx: ReturnType<typeof couponFixtures>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
  fx = couponFixtures(t, admin.accessToken);
});
afterAll(() => t.close());

const myCoupons = (m: TestMember) => t.json('GET', `/v1/my-page/${m.memberId}/coupons`, undefined, m.accessToken);

it('POST /v1/members/signup/email – 환영 쿠폰이 있으면 가입과 함께 한 장(발급 + 7일), 쿠폰함에 보인다', async () => {
  const before = await t.signup();
  expect((await myCoupons(before)).body.items).toEqual([]);

  const welcome = await fx.create({ name: '가입 환영 2,000원', discountValue: 2_000, validityDays: 7, welcome: true });
  const me = await t.signup();
  const res = await myCoupons(me);
  expect(res.status).toBe(200);
  expect(res.body.items).toEqual([
    expect.objectContaining({ name: '가입 환영 2,000원', discountText: '2,000원 할인', scopeLabel: '전체 상품', status: 'AVAILABLE', statusLabel: '사용 가능', usedAt: null }),
  ]);
  const item = res.body.items[0];
  expect(new Date(item.expiresAt).getTime() - new Date(item.issuedAt).getTime()).toBe(7 * 86_400_000);
  const [issue] = await t.db.select().from(couponIssues).where(eq(couponIssues.requestKey, `welcome-${me.memberId}`));
  expect(issue).toMatchObject({ couponId: welcome.id, issuedBy: null, memberCount: 1 });
  // 발급 전 가입한 회원은 받지 않았다
  expect((await myCoupons(before)).body.items).toEqual([]);

  // 보관하면 새 가입자는 받지 않는다
  await t.json('POST', `/v1/admin/coupons/${welcome.id}/archive`, undefined, admin.accessToken);
  const later = await t.signup();
  expect((await myCoupons(later)).body.items).toEqual([]);
});

it('GET /v1/my-page/{memberId}/coupons – 사용 완료·회수·기간 만료가 그 상태로 보이고, 남의 쿠폰함은 403', async () => {
  const me = await t.signup();
  const used = await fx.create({ name: '쓴 쿠폰' });
  const revoked = await fx.create({ name: '회수된 쿠폰' });
  const short = await fx.create({ name: '하루 쿠폰', validityDays: 1 });
  for (const c of [used, revoked, short]) await fx.issueTo(c.id, [me.memberId]);
  const [usedRow] = await fx.heldOf(used.id);
  await t.db.update(memberCoupons).set({ status: 'USED', usedAt: t.clock.now() }).where(eq(memberCoupons.id, usedRow!.id));
  const [revokedRow] = await fx.heldOf(revoked.id);
  await t.json('POST', `/v1/admin/member-coupons/${revokedRow!.id}/revoke`, undefined, admin.accessToken);

  const statusOf = async (m: TestMember) =>
    Object.fromEntries((await myCoupons(m)).body.items.map((i: { name: string; statusLabel: string }) => [i.name, i.statusLabel]));
  expect(await statusOf(me)).toEqual({ '쓴 쿠폰': '사용 완료', '회수된 쿠폰': '회수됨', '하루 쿠폰': '사용 가능' });

  const other = await t.signup();
  expect((await t.json('GET', `/v1/my-page/${me.memberId}/coupons`, undefined, other.accessToken)).status).toBe(403);

  t.clock.advance(2 * 86_400);
  try {
    const fresh = { ...me, ...(await t.login(me.email)) };
    expect(await statusOf(fresh)).toEqual({ '쓴 쿠폰': '사용 완료', '회수된 쿠폰': '회수됨', '하루 쿠폰': '기간 만료' });
  } finally {
    t.clock.reset();
  }
});
