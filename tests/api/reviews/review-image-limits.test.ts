import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_IMAGE_DAILY_UPLOAD_MAX } from '../../../lib/schemas/review-rules';
import { reviewImages } from '../../../server/db/schema';
import { cleanUpUnattachedReviewImages } from '../../../server/jobs/review-image-cleanup';
import { defaultJobs } from '../../../server/jobs/worker';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { pixels, reviewBody, reviewWorld, uploadReviewImage } from './fixtures';

let t: TestApp;
let uploadsDir: string;
let world: Awaited<ReturnType<typeof reviewWorld>>;
beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'review-image-limits-'));
  t = await createTestApp({ env: { UPLOADS_DIR: uploadsDir, API_PUBLIC_URL: 'https://api.example.com' } });
  world = await reviewWorld(t);
});
afterAll(async () => {
  await t.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const HOUR = 60 * 60;
const servedStatus = async (url: string) => (await t.request(new URL(url).pathname)).status;
const rowOf = async (url: string) => (await t.db.select().from(reviewImages).where(eq(reviewImages.url, url)))[0] ?? null;

describe('후기 사진 한도와 정리', () => {
  it('POST /v1/reviews/images – 묶이지 않은 사진은 24시간에 30장까지, 31번째는 429 와 한국어 문구; 후기에 묶으면 그만큼 다시 올릴 수 있다', async () => {
    const me = await t.signup();
    const png = await pixels('png');
    const urls: string[] = [];
    for (let i = 0; i < REVIEW_IMAGE_DAILY_UPLOAD_MAX; i++) {
      const res = await uploadReviewImage(t, me.accessToken, png, `p${i}.png`);
      expect(res.status, `${i}번째`).toBe(201);
      urls.push(res.body.imageUrl);
    }
    const over = await uploadReviewImage(t, me.accessToken, png, 'over.png');
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({
      code: 'IMAGE_UPLOAD_LIMIT',
      message: '사진은 하루에 30장까지 올릴 수 있습니다. 내일 다시 시도해주세요.',
      meta: { max: 30 },
    });
    // 한도는 회원마다
    const other = await t.signup();
    expect((await uploadReviewImage(t, other.accessToken, png, 'other.png')).status).toBe(201);

    const serviceId = await world.completedService(me);
    const review = await t.json('POST', '/v1/reviews', reviewBody(me.memberId, serviceId, { imageUrlList: urls.slice(0, 3) }), me.accessToken);
    expect(review.status).toBe(201);
    expect((await uploadReviewImage(t, me.accessToken, png, 'again.png')).status).toBe(201);
    expect((await uploadReviewImage(t, me.accessToken, png, 'again2.png')).status).toBe(201);
    expect((await uploadReviewImage(t, me.accessToken, png, 'again3.png')).status).toBe(201);
    expect((await uploadReviewImage(t, me.accessToken, png, 'again4.png')).status).toBe(429);

    // 24시간이 지나면 다시 올릴 수 있다
    t.clock.advance(24 * HOUR + 1);
    const fresh = await t.login(me.email, me.password);
    expect((await uploadReviewImage(t, fresh.accessToken, png, 'tomorrow.png')).status).toBe(201);
  });

  it('review-image-cleanup – 24시간 넘게 묶이지 않은 사진만 행과 파일을 지우고, 묶인 사진·새 사진은 둔다', async () => {
    // 앞 시험이 시계를 24시간 넘게 보냈다: 그 시험의 남은 사진을 먼저 치우고, 지금 시각으로 로그인한 토큰을 쓴다
    expect(await cleanUpUnattachedReviewImages(t.deps, t.clock.now())).toBeGreaterThan(0);
    const joined = await t.signup();
    const me = { ...joined, ...(await t.login(joined.email)) };
    const png = await pixels('png');
    const stale = (await uploadReviewImage(t, me.accessToken, png, 'stale.png')).body.imageUrl as string;
    const attached = (await uploadReviewImage(t, me.accessToken, png, 'attached.png')).body.imageUrl as string;
    const serviceId = await world.completedService(me);
    expect((await t.json('POST', '/v1/reviews', reviewBody(me.memberId, serviceId, { imageUrlList: [attached] }), me.accessToken)).status).toBe(201);

    t.clock.advance(23 * HOUR);
    // 아직 24시간이 안 됐다
    expect(await cleanUpUnattachedReviewImages(t.deps, t.clock.now())).toBe(0);
    const again = await t.login(me.email);
    const young = (await uploadReviewImage(t, again.accessToken, png, 'young.png')).body.imageUrl as string;

    t.clock.advance(2 * HOUR);
    const cutoff = t.clock.now().getTime() - 24 * HOUR * 1000;
    const all = await t.db.select().from(reviewImages);
    const expired = all.filter((r) => r.reviewId === null && r.createdAt.getTime() < cutoff).map((r) => r.url);
    expect(expired).toContain(stale);
    const before = all.length;
    const deleted = await cleanUpUnattachedReviewImages(t.deps, t.clock.now());
    expect(deleted).toBe(expired.length);
    for (const url of expired) expect(await rowOf(url)).toBeNull();
    expect(await rowOf(stale)).toBeNull();
    expect(await servedStatus(stale)).toBe(404);
    expect((await t.db.select().from(reviewImages)).length).toBe(before - deleted);
    expect(await rowOf(attached)).not.toBeNull();
    expect(await servedStatus(attached)).toBe(200);
    expect(await rowOf(young)).not.toBeNull();
    expect(await servedStatus(young)).toBe(200);
    // 두 번 돌려도 더 지울 것이 없다
    expect(await cleanUpUnattachedReviewImages(t.deps, t.clock.now())).toBe(0);
  });

  it('defaultJobs – 사진 정리 작업이 api 의 작업 목록에 한 시간 간격으로 들어 있다', () => {
    const job = defaultJobs(t.deps).find((j) => j.name === 'review-image-cleanup');
    expect(job?.intervalSeconds).toBe(3600);
  });
});
