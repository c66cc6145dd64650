import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES } from '../../../lib/schemas/contents';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';

let t: TestApp;
let admin: TestMember;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_CACHE_TTL_SECONDS: '0' } });
  admin = await t.loginAsAdmin();
});
afterAll(() => t.close());

async function createArticle(body: Record<string, unknown>) {
  const res = await t.json('POST', '/v1/admin/articles', { content: '첫 문단.\n\n둘째 문단.', ...body }, admin.accessToken);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; publishedAt: string };
}
const ids = (body: { items: { id: number }[] }) => body.items.map((a) => a.id);
const at = (ms: number) => new Date(ms).toISOString();

describe('아티클', () => {
  it('GET /v1/articles – 발행 최신순, 숨김·발행 전 제외, 목록에는 본문이 없다', async () => {
    const now = t.clock.now().getTime();
    const older = await createArticle({ title: '릴스 조회수 올리는 법', summary: '요약', publishedAt: at(now - 86_400_000) });
    const newer = await createArticle({ title: '팔로워가 늘지 않는 이유', publishedAt: at(now - 3_600_000) });
    const hidden = await createArticle({ title: '숨긴 글', isVisible: false });
    const scheduled = await createArticle({ title: '예약 글', publishedAt: at(now + 86_400_000) });

    const res = await t.json('GET', '/v1/articles?size=10');
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([newer.id, older.id]);
    expect(res.body.total).toBe(2);
    expect(res.body.items[1]).toMatchObject({ title: '릴스 조회수 올리는 법', summary: '요약', thumbnailUrl: null });
    expect(res.body.items[0]).not.toHaveProperty('content');
    expect((await t.json('GET', `/v1/articles/${hidden.id}`)).status).toBe(404);
    expect((await t.json('GET', `/v1/articles/${scheduled.id}`)).status).toBe(404);

    // 예약 시각이 지나면 공개된다
    t.clock.advance(2 * 86_400);
    expect(ids((await t.json('GET', '/v1/articles?size=10')).body)).toEqual([scheduled.id, newer.id, older.id]);
    t.clock.reset();
  });

  it('GET /v1/articles/{id} – 본문까지 주고 없는 id 는 404', async () => {
    const article = await createArticle({ title: '본문 있는 글', thumbnailUrl: '/images/articles/reels.svg' });
    const res = await t.json('GET', `/v1/articles/${article.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: '본문 있는 글', content: '첫 문단.\n\n둘째 문단.', thumbnailUrl: '/images/articles/reels.svg' });
    const missing = await t.json('GET', '/v1/articles/424242');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('ARTICLE_NOT_FOUND');
  });

  it('POST /v1/admin/articles – javascript: 썸네일과 잘못된 날짜는 400 과 meta.fields', async () => {
    const res = await t.json(
      'POST',
      '/v1/admin/articles',
      { title: '글', content: '본문', thumbnailUrl: 'javascript:alert(1)', publishedAt: '어제' },
      admin.accessToken,
    );
    expect(res.status).toBe(400);
    expect(res.body.meta.fields).toEqual({ thumbnailUrl: CONTENT_MESSAGES.urlInvalid, publishedAt: CONTENT_MESSAGES.dateInvalid });
  });

  it('DELETE /v1/admin/articles/{id} – 지우면 공개 목록과 상세에서 사라진다', async () => {
    const article = await createArticle({ title: '지울 글' });
    expect(ids((await t.json('GET', '/v1/articles?size=100')).body)).toContain(article.id);
    expect((await t.json('DELETE', `/v1/admin/articles/${article.id}`, undefined, admin.accessToken)).status).toBe(204);
    expect(ids((await t.json('GET', '/v1/articles?size=100')).body)).not.toContain(article.id);
    expect((await t.json('GET', `/v1/articles/${article.id}`)).status).toBe(404);
  });
});
