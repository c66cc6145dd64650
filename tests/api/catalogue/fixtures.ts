import { randomBytes } from 'node:crypto';
import type { JsonBody, TestApp } from '../../helpers/test-app';

/** 관리자 API 로 채널·유형·상품을 만든다: 테스트도 운영자와 같은 길로 데이터를 넣는다 */
export function catalogueFixtures(t: TestApp, adminToken: string) {
  const slug = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

  async function create(path: string, body: Record<string, unknown>): Promise<JsonBody> {
    const res = await t.json('POST', path, body, adminToken);
    if (res.status !== 201) throw new Error(`${path}: 201 을 기대했지만 ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  const channel = (overrides: Record<string, unknown> = {}) =>
    create('/v1/admin/channels', { slug: slug('ch'), name: '테스트 채널', subtitle: '부제', ...overrides });

  const productType = (channelId: number, overrides: Record<string, unknown> = {}) =>
    create('/v1/admin/product-types', { channelId, slug: slug('type'), name: '팔로워', ...overrides });

  const product = (channelId: number, productTypeId: number, overrides: Record<string, unknown> = {}) =>
    create('/v1/admin/products', productBody(channelId, productTypeId, overrides));

  /** 채널 하나, 유형 하나 */
  async function shelf() {
    const ch = await channel();
    const type = await productType(ch.id);
    return { channel: ch, type };
  }

  return { channel, productType, product, shelf };
}

export function productBody(channelId: number, productTypeId: number, overrides: Record<string, unknown> = {}) {
  return {
    channelId,
    productTypeId,
    kind: 'SINGLE',
    accountType: 'KOREAN',
    name: '테스트 한국인 팔로워',
    description: '설명',
    minQuantity: 10,
    maxQuantity: 10_000,
    defaultQuantity: 100,
    unitPrice: 50,
    discountTiers: [{ minQuantity: 1_000, rate: 5 }],
    targetKind: 'INSTAGRAM_USERNAME',
    refillDays: 30,
    status: 'SALEABLE',
    panelId: 7,
    panelServiceId: '1001',
    ...overrides,
  };
}

export type CatalogueFixtures = ReturnType<typeof catalogueFixtures>;
