import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_LIMITS } from '../../../lib/schemas/mains';
import { products, productTypes, snsChannels } from '../../../server/db/schema';
import { seedContents } from '../../../server/db/seed/contents';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_CACHE_TTL_SECONDS: '0' } });
});
afterAll(() => t.close());

const ids = (items: { id: number }[]) => items.map((i) => i.id);

async function insertCatalogue() {
  const [instagram, hidden] = await t.db
    .insert(snsChannels)
    .values([
      { slug: 'instagram', name: '인스타그램', iconUrl: '/icons/instagram.svg', displayOrder: 0 },
      { slug: 'hidden', name: '숨김 채널', isVisible: false, displayOrder: 1 },
    ])
    .returning({ id: snsChannels.id });
  const [followers] = await t.db
    .insert(productTypes)
    .values({ channelId: instagram!.id, slug: 'followers', name: '팔로워' })
    .returning({ id: productTypes.id });
  const product = (name: string, extra: Partial<typeof products.$inferInsert> = {}) => ({
    channelId: instagram!.id,
    productTypeId: followers!.id,
    kind: 'SINGLE' as const,
    accountType: 'KOREAN' as const,
    name,
    minQuantity: 10,
    maxQuantity: 10000,
    defaultQuantity: 100,
    unitPrice: 30,
    targetKind: 'INSTAGRAM_USERNAME' as const,
    status: 'SALEABLE' as const,
    isPopular: true,
    ...extra,
  });
  const rows = await t.db
    .insert(products)
    .values([
      ...Array.from({ length: 11 }, (_, i) => product(`인기 팔로워 ${i + 1}`, { displayOrder: i })),
      product('판매 중지', { status: 'NOTSALE', displayOrder: -3 }),
      product('인기 아님', { isPopular: false, displayOrder: -2 }),
      product('지운 상품', { deletedAt: new Date(), displayOrder: -1 }),
    ])
    .returning({ id: products.id, name: products.name });
  return { channelId: instagram!.id, hiddenChannelId: hidden!.id, popular: rows.filter((r) => r.name.startsWith('인기 팔로워')) };
}

describe('GET /v1/mains', () => {
  it('GET /v1/mains – 아무것도 없으면 모든 묶음이 빈 배열', async () => {
    const res = await t.json('GET', '/v1/mains');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ banners: [], channels: [], popularProducts: [], notices: [], articles: [], popups: [] });
  });

  it('GET /v1/mains – 배너·채널·인기 상품(최대 10)·공지 5·아티클 4·팝업을 한 번에, 조각 경로도 같은 값', async () => {
    await seedContents(t.db, t.clock.now());
    const catalogue = await insertCatalogue();

    const res = await t.json('GET', '/v1/mains');
    expect(res.status).toBe(200);
    const main = res.body;
    expect(main.banners.map((b: { imageUrl: string }) => b.imageUrl)).toEqual([
      '/images/banners/welcome.webp',
      '/images/banners/first-order.webp',
      '/images/banners/refill.webp',
    ]);
    expect(main.channels).toEqual([expect.objectContaining({ id: catalogue.channelId, name: '인스타그램', iconUrl: '/icons/instagram.svg' })]);
    expect(ids(main.popularProducts)).toEqual(ids(catalogue.popular).slice(0, MAIN_LIMITS.popularProducts));
    expect(main.notices).toHaveLength(MAIN_LIMITS.notices);
    expect(main.notices[0]).toMatchObject({ title: '추석 연휴 고객센터 운영 안내', isPinned: true });
    expect(main.articles).toHaveLength(MAIN_LIMITS.articles);
    expect(main.articles[0].title).toBe('릴스 조회수를 올리는 5가지 방법');
    expect(main.popups).toEqual([expect.objectContaining({ title: '신규 회원 첫 구매 안내' })]);

    expect((await t.json('GET', '/v1/mains/notices')).body.items).toEqual(main.notices);
    expect((await t.json('GET', '/v1/mains/channels')).body.items).toEqual(main.channels);
    expect((await t.json('GET', '/v1/mains/carousel/products')).body.items).toEqual(main.popularProducts);
    expect((await t.json('GET', '/v1/mains/articles')).body.items).toEqual(main.articles);
  });

  it('GET /v1/mains – 팝업·배너는 요청 시각의 노출 기간을 따른다 (1년 뒤면 시드 팝업이 빠진다)', async () => {
    t.clock.advance(366 * 24 * 3600);
    const res = await t.json('GET', '/v1/mains');
    t.clock.reset();
    expect(res.body.popups).toEqual([]);
    expect(res.body.banners).toHaveLength(3);
  });
});

describe('seedContents', () => {
  it('seedContents – 다시 돌려도 늘어나지 않고, 공지 6·FAQ 12 이상이 모든 분류에 걸쳐 있다', async () => {
    await seedContents(t.db);
    const notices = await t.json('GET', '/v1/notices?size=100');
    expect(notices.body.total).toBe(6);
    const faqs = await t.json('GET', '/v1/faqs?size=100');
    expect(faqs.body.total).toBeGreaterThanOrEqual(12);
    expect(new Set(faqs.body.items.map((f: { category: string }) => f.category))).toEqual(new Set(['ORDER', 'SERVICE', 'REFILL', 'ACCOUNT', 'ETC']));
    const articles = await t.json('GET', '/v1/articles');
    expect(articles.body.total).toBeGreaterThanOrEqual(4);
    const article = await t.json('GET', `/v1/articles/${articles.body.items[0].id}`);
    expect(article.body.content.split('\n\n').length).toBeGreaterThanOrEqual(3);
  });
});
