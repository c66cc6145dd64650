import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { catalogueFixtures } from '../catalogue/fixtures';
import { couponBody, couponFixtures } from './fixtures';

let t: TestApp;
let admin: TestMember;
let fx: ReturnType<typeof couponFixtures>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
  fx = couponFixtures(t, admin.accessToken);
});
afterAll(() => t.close());

const post = (body: unknown, token = admin.accessToken) => t.json('POST', '/v1/admin/coupons', body, token);

it('POST /v1/admin/coupons – 규칙에 어긋나면 400, 칸마다 한국어 문구', async () => {
  const cases: [Record<string, unknown>, string, string][] = [
    [{ name: '  ' }, 'name', '쿠폰 이름을 입력해주세요.'],
    [{ discountValue: 0 }, 'discountValue', '할인 값을 1 이상으로 입력해주세요.'],
    [{ discountType: 'RATE', discountValue: 101, maxDiscount: 5_000 }, 'discountValue', '할인율은 1~100% 사이로 입력해주세요.'],
    [{ discountType: 'RATE', discountValue: 10, maxDiscount: null }, 'maxDiscount', '정률 할인은 최대 할인 금액을 입력해주세요.'],
    [{ minOrderAmount: -1 }, 'minOrderAmount', '최소 주문 금액은 0원~10,000,000원 사이로 입력해주세요.'],
    [{ startsOn: '2026-12-10', endsOn: '2026-12-01' }, 'endsOn', '종료일은 시작일과 같거나 뒤여야 합니다.'],
    [{ validityDays: 0 }, 'validityDays', '사용 일수는 1~3650일 사이로 입력해주세요.'],
    [{ scope: 'CHANNEL' }, 'scopeChannelId', '쿠폰을 쓸 채널을 골라주세요.'],
    [{ scope: 'PRODUCT_TYPE' }, 'scopeProductTypeId', '쿠폰을 쓸 상품 유형을 골라주세요.'],
    [{ scope: 'PRODUCTS' }, 'scopeProductIds', '쿠폰을 쓸 상품을 하나 이상 골라주세요.'],
    [{ perMemberLimit: 0 }, 'perMemberLimit', '회원당 발급 한도는 1~100장 사이로 입력해주세요.'],
  ];
  for (const [overrides, field, message] of cases) {
    const res = await post(couponBody(overrides));
    expect(res.status, field).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', meta: { fields: { [field]: message } } });
  }
});

it('POST /v1/admin/coupons – 범위의 대상이 없으면 400 과 없는 id, 기록도 없다', async () => {
  const res = await post(couponBody({ name: '없는 채널 쿠폰', scope: 'CHANNEL', scopeChannelId: 999_999 }));
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({
    code: 'COUPON_SCOPE_TARGET_NOT_FOUND',
    message: '쿠폰을 쓸 채널·상품 유형·상품을 찾을 수 없습니다. 다시 골라주세요.',
    meta: { field: 'scopeChannelId', ids: [999_999] },
  });
  const products = await post(couponBody({ scope: 'PRODUCTS', scopeProductIds: [999_998] }));
  expect(products.body.meta).toEqual({ field: 'scopeProductIds', ids: [999_998] });
});

it('POST /v1/admin/coupons – 만들면 201, 종료일은 그날 밤까지, 범위 이름과 빈 사용 현황, 작업 기록 한 줄', async () => {
  const cat = catalogueFixtures(t, admin.accessToken);
  const { channel } = await cat.shelf();
  const res = await post(
    couponBody({ name: '채널 10%', discountType: 'RATE', discountValue: 10, maxDiscount: 3_000, scope: 'CHANNEL', scopeChannelId: channel.id, endsOn: '2027-01-31' }),
  );
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({
    name: '채널 10%',
    discountType: 'RATE',
    maxDiscount: 3_000,
    endsOn: '2027-01-31',
    scope: 'CHANNEL',
    scopeLabel: `${channel.name} 전용`,
    discountLocked: false,
    usage: { issued: 0, used: 0, available: 0, revoked: 0, discountGiven: 0, salesWithCoupon: 0 },
  });
  const audit = await fx.auditRows('coupons.create', res.body.id);
  expect(audit).toHaveLength(1);
  expect(audit[0]).toMatchObject({ actorMemberId: admin.memberId, actorRole: 'OWNER', targetType: 'coupon', before: null });
  expect(audit[0]!.after).toMatchObject({ name: '채널 10%', discountValue: 10, endsOn: '2027-01-31', scopeChannelId: channel.id });
  const got = await t.json('GET', `/v1/admin/coupons/${res.body.id}`, undefined, admin.accessToken);
  expect(got.body.id).toBe(res.body.id);
  expect((await t.json('GET', '/v1/admin/coupons/999999', undefined, admin.accessToken)).body.code).toBe('COUPON_NOT_FOUND');
});

it('POST /v1/admin/coupons – 보관하지 않은 환영 쿠폰은 하나만: 둘째는 409 한국어, 첫째를 보관하면 된다', async () => {
  const first = await fx.create({ welcome: true });
  const second = await post(couponBody({ welcome: true }));
  expect(second.status).toBe(409);
  expect(second.body).toMatchObject({
    code: 'COUPON_WELCOME_EXISTS',
    message: '가입 환영 쿠폰은 하나만 둘 수 있습니다. 지금 쓰는 환영 쿠폰을 보관한 뒤 다시 시도해주세요.',
    meta: { couponId: first.id },
  });
  const archived = await t.json('POST', `/v1/admin/coupons/${first.id}/archive`, undefined, admin.accessToken);
  expect(archived.status).toBe(200);
  expect(archived.body.archivedAt).not.toBeNull();
  expect((await fx.auditRows('coupons.archive', first.id)).length).toBe(1);
  const again = await t.json('POST', `/v1/admin/coupons/${first.id}/archive`, undefined, admin.accessToken);
  expect(again.body.code).toBe('COUPON_ARCHIVED');
  expect((await fx.auditRows('coupons.archive', first.id)).length).toBe(1);
  const replacement = await post(couponBody({ welcome: true }));
  expect(replacement.status).toBe(201);
  // 다음 시험들의 가입에 환영 쿠폰이 끼지 않게
  await t.json('POST', `/v1/admin/coupons/${replacement.body.id}/archive`, undefined, admin.accessToken);
});

it('PATCH /v1/admin/coupons/{id} – 발급 전에는 할인을 바꾸고 바뀐 칸만 기록, 발급 뒤에는 할인이 잠겨 409 이고 기록이 없다', async () => {
  const coupon = await fx.create({ name: '고칠 쿠폰' });
  const patch = (body: Record<string, unknown>) => t.json('PATCH', `/v1/admin/coupons/${coupon.id}`, couponBody({ name: '고칠 쿠폰', ...body }), admin.accessToken);
  const first = await patch({ discountValue: 4_000 });
  expect(first.status).toBe(200);
  expect(first.body.discountValue).toBe(4_000);
  const audit = await fx.auditRows('coupons.update', coupon.id);
  expect(audit).toHaveLength(1);
  expect(audit[0]!.before).toEqual({ discountValue: 3_000 });
  expect(audit[0]!.after).toEqual({ discountValue: 4_000 });

  // 바뀐 것이 없으면 기록도 없다
  expect((await patch({ discountValue: 4_000 })).status).toBe(200);
  expect(await fx.auditRows('coupons.update', coupon.id)).toHaveLength(1);

  const member = await t.signup();
  await fx.issueTo(coupon.id, [member.memberId]);
  const locked = await patch({ discountValue: 5_000 });
  expect(locked.status).toBe(409);
  expect(locked.body).toMatchObject({
    code: 'COUPON_DISCOUNT_LOCKED',
    message: '이미 발급한 쿠폰은 할인 방식과 할인 금액을 바꿀 수 없습니다. 새 쿠폰을 만들어주세요.',
    meta: { fields: ['discountValue'] },
  });
  // 할인 말고 다른 칸(이름, 최소 주문 금액)은 발급 뒤에도 고칠 수 있다
  const renamed = await patch({ discountValue: 4_000, name: '새 이름', minOrderAmount: 20_000 });
  expect(renamed.status).toBe(200);
  expect(renamed.body).toMatchObject({ name: '새 이름', minOrderAmount: 20_000, discountLocked: true });
  expect(await fx.auditRows('coupons.update', coupon.id)).toHaveLength(2);
});

it('GET /v1/admin/coupons – 목록은 최신 순, 이름 검색과 보관 필터', async () => {
  const kept = await fx.create({ name: '검색용 보관 안 함' });
  const gone = await fx.create({ name: '검색용 보관함' });
  await t.json('POST', `/v1/admin/coupons/${gone.id}/archive`, undefined, admin.accessToken);
  const all = await t.json('GET', '/v1/admin/coupons?q=검색용', undefined, admin.accessToken);
  expect(all.body.items.map((c: { id: number }) => c.id)).toEqual([gone.id, kept.id]);
  const active = await t.json('GET', '/v1/admin/coupons?q=검색용&archived=false', undefined, admin.accessToken);
  expect(active.body).toMatchObject({ total: 1, items: [{ id: kept.id }] });
});

it('/v1/admin/coupons – 상담원(SUPPORT)은 403, 매니저는 된다', async () => {
  const support = await t.loginAsAdmin('SUPPORT');
  const manager = await t.loginAsAdmin('MANAGER');
  expect((await t.json('GET', '/v1/admin/coupons', undefined, support.accessToken)).status).toBe(403);
  expect((await post(couponBody(), support.accessToken)).body.code).toBe('ADMIN_ROLE_FORBIDDEN');
  expect((await post(couponBody(), manager.accessToken)).status).toBe(201);
});
