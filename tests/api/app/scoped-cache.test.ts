import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { purchaseFixtures } from '../admin-purchases/fixtures';
import { catalogueFixtures } from '../catalogue/fixtures';
import { fakePanel, insertPanel, insertTask } from '../tasks/fixtures';

const WEB_INTERNAL = 'http://web.internal:3000';
const panelFake = fakePanel();
let t: TestApp;
let admin: TestMember;
let manager: TestMember;
let buyer: TestMember;
let productA: { id: number };
let productB: { id: number };
let listPath: string;
let fx: Awaited<ReturnType<typeof purchaseFixtures>>;
let fetchSpy: { mock: { calls: Parameters<typeof fetch>[] } };

beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_CACHE_TTL_SECONDS: '600', WEB_INTERNAL_URL: WEB_INTERNAL },
    deps: { panelClient: () => panelFake.client },
  });
  admin = await t.loginAsAdmin();
  manager = await t.loginAsAdmin('MANAGER');
  buyer = await t.signup();
  const cat = catalogueFixtures(t, admin.accessToken);
  const { channel, type } = await cat.shelf();
  productA = await cat.product(channel.id, type.id, { name: '상품 A' });
  productB = await cat.product(channel.id, type.id, { name: '상품 B' });
  listPath = `/v1/orders/${channel.id}/${type.id}`;
  fx = await purchaseFixtures(t, admin.accessToken);
});
afterAll(() => t.close());

beforeEach(() => {
  // 웹에 보내는 다시 그리기 요청만 가로챈다: 다른 호출(있다면)은 그대로 둔다
  const realFetch = globalThis.fetch;
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
    String(input).startsWith(WEB_INTERNAL) ? Promise.resolve(Response.json({ revalidated: [] })) : realFetch(input, init),
  );
});
afterEach(() => vi.restoreAllMocks());

/** 웹에 보낸 태그들(요청마다 하나씩) */
const revalidatedTags = () =>
  fetchSpy.mock.calls
    .filter(([input]) => String(input).startsWith(WEB_INTERNAL))
    .map(([, init]) => (JSON.parse(String(init?.body)) as { tags: string[] }).tags);

const publicPaths = () => ({
  productA: `/v1/orders/products/${productA.id}`,
  productB: `/v1/orders/products/${productB.id}`,
  list: listPath,
  categories: '/v1/orders/categories',
  mains: '/v1/mains',
  banners: '/v1/banners',
  notices: '/v1/notices?page=1&size=5',
  faqs: '/v1/faqs',
});
type Name = keyof ReturnType<typeof publicPaths>;

/** 모든 공개 경로를 한 번씩 읽어 캐시에 넣는다(두 번째 읽기가 HIT 인지까지 확인) */
async function prime() {
  for (const path of Object.values(publicPaths())) {
    await t.request(path);
    expect((await t.request(path)).headers.get('x-cache'), path).toBe('HIT');
  }
}

/** 쓰기 뒤 캐시에서 지워진(MISS) 경로의 이름 */
async function cleared(): Promise<Name[]> {
  const names: Name[] = [];
  for (const [name, path] of Object.entries(publicPaths()) as [Name, string][]) {
    const res = await t.request(path);
    expect(res.status, path).toBe(200);
    if (res.headers.get('x-cache') === 'MISS') names.push(name);
  }
  return names;
}

describe('관리자 쓰기는 자기가 바꾼 공개 캐시만 지운다', () => {
  it('입금 확인은 카탈로그·콘텐츠 캐시를 건드리지 않고 웹에도 알리지 않는다', async () => {
    const purchase = await fx.waiting({ memberId: buyer.memberId });
    await prime();
    const res = await t.json('POST', `/v1/admin/purchases/${purchase.id}`, { status: 'PAID', reason: '국민은행 입금' }, manager.accessToken);
    expect(res.status).toBe(200);
    expect(res.body.changed).toBe(true);
    expect(await cleared()).toEqual([]);
    expect(revalidatedTags()).toEqual([]);
  });

  it('작업 재시도도 아무 캐시도 건드리지 않는다', async () => {
    const panel = await insertPanel(t);
    const task = await insertTask(t, { panelId: panel.id, status: -1, phase: 'FINISHED', attempts: 5, lastError: 'Not enough funds', finishedAt: t.clock.now() });
    await prime();
    const res = await t.json('POST', `/v1/admin/tasks/${task.id}/retry`, undefined, admin.accessToken);
    expect(res.status).toBe(200);
    expect(await cleared()).toEqual([]);
    expect(revalidatedTags()).toEqual([]);
  });

  it('상품 수정은 그 상품과 목록·메인만 지운다: 다른 상품, 공지, 배너는 그대로', async () => {
    await prime();
    const res = await t.json('PATCH', `/v1/admin/products/${productA.id}`, { name: '상품 A (수정)' }, admin.accessToken);
    expect(res.status).toBe(200);
    expect(await cleared()).toEqual(['productA', 'list', 'categories', 'mains']);
    expect(revalidatedTags()).toEqual([['catalogue', `product-${productA.id}`, 'mains']]);
    // 지운 뒤 다시 읽은 상품 페이지는 바뀐 이름이다
    expect((await t.json('GET', publicPaths().productA)).body.name).toBe('상품 A (수정)');
  });

  it('공지 작성은 콘텐츠(공지·FAQ·아티클)와 메인만 지운다: 카탈로그와 배너는 그대로', async () => {
    await prime();
    const notice = await t.json('POST', '/v1/admin/notices', { title: '새 공지', content: '본문' }, admin.accessToken);
    expect(notice.status).toBe(201);
    expect(await cleared()).toEqual(['mains', 'notices', 'faqs']);
    expect(revalidatedTags()).toEqual([['contents', 'mains']]);
  });

  it('배너 작성은 메인과 배너만 지운다', async () => {
    await prime();
    const banner = await t.json(
      'POST',
      '/v1/admin/banners',
      { title: '새 배너', imageUrl: '/uploads/banner.webp', linkUrl: '/notices' },
      admin.accessToken,
    );
    expect(banner.status, JSON.stringify(banner.body)).toBe(201);
    expect(await cleared()).toEqual(['mains', 'banners']);
    expect(revalidatedTags()).toEqual([['banners', 'mains']]);
  });

  it('실패한 쓰기(검사 실패)는 아무것도 지우지 않는다', async () => {
    await prime();
    const res = await t.json('PATCH', `/v1/admin/products/${productA.id}`, { minQuantity: -1 }, admin.accessToken);
    expect(res.status).toBe(400);
    expect(await cleared()).toEqual([]);
    expect(revalidatedTags()).toEqual([]);
  });
});
