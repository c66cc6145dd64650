// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

const cache = vi.hoisted(() => ({ revalidateTag: vi.fn() }));
vi.mock('next/cache', () => cache);

const { POST } = await import('@/app/api/revalidate/route');

const SECRET = 'dev-only-revalidate-secret';
const call = (body: unknown, secret: string | null = SECRET) =>
  POST(
    new Request('http://localhost:3000/api/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(secret === null ? {} : { 'x-revalidate-secret': secret }) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllEnvs();
});

describe('POST /api/revalidate', () => {
  it('비밀값이 없거나 틀리면 401, 캐시는 그대로', async () => {
    expect((await call({ tags: ['catalogue'] }, null)).status).toBe(401);
    expect((await call({ tags: ['catalogue'] }, 'wrong')).status).toBe(401);
    expect(cache.revalidateTag).not.toHaveBeenCalled();
  });

  it('REVALIDATE_SECRET 이 있으면 그 값만 받는다', async () => {
    vi.stubEnv('REVALIDATE_SECRET', 'prod-secret');
    expect((await call({ tags: ['catalogue'] })).status).toBe(401);
    expect((await call({ tags: ['catalogue'] }, 'prod-secret')).status).toBe(200);
  });

  it('정해진 태그가 아니거나 본문이 잘못되면 400', async () => {
    for (const body of [{ tags: ['catalogue', 'members'] }, { tags: ['product-'] }, { tags: ['product-0'] }, { tags: ['product-1x'] }, { tags: [] }, { tag: 'mains' }, 'not json']) {
      const response = await call(body);
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('INVALID_TAGS');
    }
    expect(cache.revalidateTag).not.toHaveBeenCalled();
  });

  it('태그마다 곧바로 만료시키고(expire: 0) 200 {revalidated}', async () => {
    const response = await call({ tags: ['catalogue', 'contents', 'mains'] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ['catalogue', 'contents', 'mains'] });
    expect(cache.revalidateTag.mock.calls).toEqual([
      ['catalogue', { expire: 0 }],
      ['contents', { expire: 0 }],
      ['mains', { expire: 0 }],
    ]);
  });

  it('상품 하나의 태그(product-{id})와 상품 상세 전체(products)도 받는다: 상품 수정은 그 상품만 비운다', async () => {
    const response = await call({ tags: ['catalogue', 'product-42', 'mains'] });
    expect(response.status).toBe(200);
    expect(cache.revalidateTag.mock.calls.map(([tag]) => tag)).toEqual(['catalogue', 'product-42', 'mains']);
    expect((await call({ tags: ['products', 'reviews'] })).status).toBe(200);
  });
});
