import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES as M } from '../../../lib/schemas/catalogue';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { catalogueFixtures, productBody, type CatalogueFixtures } from './fixtures';

let t: TestApp;
let f: CatalogueFixtures;
let adminToken: string;
let shelf: { channel: { id: number }; type: { id: number } };
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await t.loginAsAdmin()).accessToken;
  f = catalogueFixtures(t, adminToken);
  shelf = await f.shelf();
});
afterAll(() => t.close());

const admin = (method: string, path: string, body?: unknown) => t.json(method, path, body, adminToken);

async function expectFieldError(method: string, path: string, body: unknown, field: string, message: string) {
  const res = await admin(method, path, body);
  expect(res.status, `${field}: ${JSON.stringify(body)}`).toBe(400);
  expect(res.body.code).toBe('VALIDATION_FAILED');
  expect(res.body.meta.fields[field], `${field}: ${JSON.stringify(res.body.meta.fields)}`).toBe(message);
}

const tiers = (n: number) => Array.from({ length: n }, (_, i) => ({ minQuantity: (i + 1) * 100, rate: i + 1 }));

describe('POST /v1/admin/products – 규칙마다 400 과 meta.fields', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['이름 비어 있음', { name: '  ' }, 'name', M.nameRequired],
    ['이름 61자', { name: '가'.repeat(61) }, 'name', M.nameMax],
    ['최소 수량 0', { minQuantity: 0 }, 'minQuantity', M.quantity],
    ['수량 소수', { defaultQuantity: 10.5 }, 'defaultQuantity', M.quantity],
    ['최대 수량 천만 초과', { maxQuantity: 10_000_001 }, 'maxQuantity', M.quantity],
    ['최대 < 최소', { minQuantity: 500, maxQuantity: 100, defaultQuantity: 100 }, 'maxQuantity', M.maxBelowMin],
    ['기본 < 최소', { minQuantity: 100, defaultQuantity: 50 }, 'defaultQuantity', M.defaultOutOfRange],
    ['기본 > 최대', { defaultQuantity: 20_000 }, 'defaultQuantity', M.defaultOutOfRange],
    ['단가 0원', { unitPrice: 0 }, 'unitPrice', M.unitPrice],
    ['단가 100만 원 초과', { unitPrice: 1_000_001 }, 'unitPrice', M.unitPrice],
    ['할인 구간 11개', { discountTiers: tiers(11) }, 'discountTiers', M.discountTiersMax],
    ['할인 기준 수량이 같음', { discountTiers: [{ minQuantity: 100, rate: 5 }, { minQuantity: 100, rate: 10 }] }, 'discountTiers.1.minQuantity', M.discountTierOrder],
    ['할인 기준 수량이 줄어듦', { discountTiers: [{ minQuantity: 500, rate: 5 }, { minQuantity: 100, rate: 10 }] }, 'discountTiers.1.minQuantity', M.discountTierOrder],
    ['할인율 0%', { discountTiers: [{ minQuantity: 100, rate: 0 }] }, 'discountTiers.0.rate', '할인율은 1% 이상 90% 이하여야 합니다.'],
    ['할인율 91%', { discountTiers: [{ minQuantity: 100, rate: 91 }] }, 'discountTiers.0.rate', '할인율은 1% 이상 90% 이하여야 합니다.'],
    ['데일리 최소 기간 0일', { kind: 'DAILY', minDays: 0, maxDays: 30 }, 'minDays', M.days],
    ['데일리 최대 기간 366일', { kind: 'DAILY', minDays: 1, maxDays: 366 }, 'maxDays', M.days],
    ['데일리 최대 < 최소 기간', { kind: 'DAILY', minDays: 30, maxDays: 7 }, 'maxDays', M.maxDaysBelowMin],
    ['AS 기간 -1일', { refillDays: -1 }, 'refillDays', M.refillDays],
    ['AS 기간 366일', { refillDays: 366 }, 'refillDays', M.refillDays],
    ['없는 주문 대상 종류', { targetKind: 'EMAIL' }, 'targetKind', M.targetKind],
    ['없는 상품 종류', { kind: 'BUNDLE' }, 'kind', M.kind],
    ['없는 계정 유형', { accountType: 'ALIEN' }, 'accountType', M.accountType],
    ['없는 판매 상태', { status: 'SOLD' }, 'status', M.status],
    ['채널 id 가 문자', { channelId: 'abc' }, 'channelId', M.id],
  ];
  for (const [what, overrides, field, message] of cases) {
    it(`POST /v1/admin/products – ${what} → 400 meta.fields.${field}`, async () => {
      await expectFieldError('POST', '/v1/admin/products', productBody(shelf.channel.id, shelf.type.id, overrides), field, message);
    });
  }

  it('POST /v1/admin/products – 다른 채널의 유형이면 400 meta.fields.productTypeId', async () => {
    const other = await f.shelf();
    await expectFieldError('POST', '/v1/admin/products', productBody(shelf.channel.id, other.type.id), 'productTypeId', '선택한 상품 유형이 이 채널에 속하지 않습니다.');
    await expectFieldError('POST', '/v1/admin/products', productBody(shelf.channel.id, 999_999), 'productTypeId', '존재하지 않는 상품 유형입니다.');
    await expectFieldError('POST', '/v1/admin/products', productBody(999_999, shelf.type.id), 'channelId', '존재하지 않는 채널입니다.');
  });

  it('POST /v1/admin/products – 경계값(수량 1..10,000,000, 단가 1..1,000,000, 할인 10구간 90%, 365일)은 통과', async () => {
    const res = await admin(
      'POST',
      '/v1/admin/products',
      productBody(shelf.channel.id, shelf.type.id, {
        kind: 'DAILY',
        minQuantity: 1,
        defaultQuantity: 1,
        maxQuantity: 10_000_000,
        unitPrice: 1_000_000,
        discountTiers: [...tiers(9), { minQuantity: 5_000, rate: 90 }],
        minDays: 365,
        maxDays: 365,
        refillDays: 365,
      }),
    );
    expect(res.status).toBe(201);
  });
});

describe('PATCH /v1/admin/products/{id} – 기존 값과 합친 결과로 검사', () => {
  it('PATCH /v1/admin/products/{id} – 최소 수량만 최대보다 크게 바꾸면 400 meta.fields.maxQuantity', async () => {
    const product = await f.product(shelf.channel.id, shelf.type.id, { maxQuantity: 10_000 });
    await expectFieldError('PATCH', `/v1/admin/products/${product.id}`, { minQuantity: 20_000 }, 'maxQuantity', M.maxBelowMin);
    await expectFieldError('PATCH', `/v1/admin/products/${product.id}`, { kind: 'DAILY', minDays: 10, maxDays: 5 }, 'maxDays', M.maxDaysBelowMin);
    await expectFieldError('PATCH', `/v1/admin/products/${product.id}`, { unitPrice: 0 }, 'unitPrice', M.unitPrice);
    const other = await f.shelf();
    await expectFieldError('PATCH', `/v1/admin/products/${product.id}`, { productTypeId: other.type.id }, 'productTypeId', '선택한 상품 유형이 이 채널에 속하지 않습니다.');
    const empty = await admin('PATCH', `/v1/admin/products/${product.id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(M.emptyPatch);
    // 실패한 PATCH 는 아무것도 바꾸지 않았다
    expect((await admin('GET', `/v1/admin/products/${product.id}`)).body).toMatchObject({ minQuantity: 10, unitPrice: 50, kind: 'SINGLE' });
  });
});

describe('채널·상품 유형 입력', () => {
  const channelCases: [string, Record<string, unknown>, string, string][] = [
    ['슬러그 대문자·공백', { slug: 'Insta Gram' }, 'slug', M.slug],
    ['슬러그 1자', { slug: 'x' }, 'slug', M.slug],
    ['슬러그 41자', { slug: 'a'.repeat(41) }, 'slug', M.slug],
    ['이름 없음', { name: undefined }, 'name', M.nameRequired],
    ['이름 61자', { name: '가'.repeat(61) }, 'name', M.nameMax],
    ['부제 121자', { subtitle: '가'.repeat(121) }, 'subtitle', M.subtitleMax],
    ['아이콘 주소가 javascript:', { iconUrl: 'javascript:alert(1)' }, 'iconUrl', M.iconUrl],
    ['노출 여부가 문자', { isVisible: 'yes' }, 'isVisible', M.boolean],
  ];
  for (const [what, overrides, field, message] of channelCases) {
    it(`POST /v1/admin/channels, /v1/admin/product-types – ${what} → 400 meta.fields.${field}`, async () => {
      const base = { slug: 'valid-slug', name: '이름', ...overrides };
      await expectFieldError('POST', '/v1/admin/channels', base, field, message);
      await expectFieldError('POST', '/v1/admin/product-types', { ...base, channelId: shelf.channel.id }, field, message);
      await expectFieldError('PATCH', `/v1/admin/channels/${shelf.channel.id}`, { [field]: base[field as keyof typeof base] ?? null }, field, message);
    });
  }
});
