import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewImages } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { THREE_LINES, ledgerOf, memberRow, pixels, reviewWorld, uploadReviewImage } from './fixtures';

let t: TestApp;
let uploadsDir: string;
let world: Awaited<ReturnType<typeof reviewWorld>>;
beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'admin-review-uploads-'));
  t = await createTestApp({ env: { UPLOADS_DIR: uploadsDir, API_PUBLIC_URL: 'https://api.example.com' } });
  world = await reviewWorld(t);
});
afterAll(async () => {
  await t.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const reward = (id: number, token = world.admin.accessToken) => t.json('POST', `/v1/admin/reviews/${id}/photo-reward`, undefined, token);

describe('관리자 후기', () => {
  it('POST /v1/admin/reviews/{id}/photo-reward – 2,000원 한 번, 두 번째는 409: 원장·잔액이 맞는다', async () => {
    const me = await t.signup();
    const url = (await uploadReviewImage(t, me.accessToken, await pixels('png'), 'before.png')).body.imageUrl;
    const review = await world.writeReview(me, { content: THREE_LINES, imageUrlList: [url] });

    const first = await reward(review.id);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ reviewId: review.id, amount: 2000, balance: 3000 });
    const second = await reward(review.id);
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('PHOTO_REWARD_ALREADY_GIVEN');

    const ledger = await ledgerOf(t, me.memberId);
    expect(ledger.map((r) => [r.type, r.amount, r.balanceAfter, r.reviewId])).toEqual([
      ['REWARD_BY_REVIEW', 1000, 1000, review.id],
      ['REWARD_BY_PHOTO_REVIEW', 2000, 3000, review.id],
    ]);
    expect(await memberRow(t, me.memberId)).toEqual({ point: 3000, reviewCount: 1 });
  });

  it('POST /v1/admin/reviews/{id}/photo-reward – 새 후기에 동시에 두 번 누르면 200 하나와 409 하나, 원장에는 한 줄', async () => {
    const me = await t.signup();
    const url = (await uploadReviewImage(t, me.accessToken, await pixels('png'), 'before.png')).body.imageUrl;
    const review = await world.writeReview(me, { imageUrlList: [url] });
    const both = await Promise.all([reward(review.id), reward(review.id)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body.code).toBe('PHOTO_REWARD_ALREADY_GIVEN');
    const ledger = await ledgerOf(t, me.memberId);
    expect(ledger.map((r) => [r.type, r.amount, r.reviewId])).toEqual([['REWARD_BY_PHOTO_REVIEW', 2000, review.id]]);
    expect(await memberRow(t, me.memberId)).toEqual({ point: 2000, reviewCount: 1 });
  });

  it('POST /v1/admin/reviews/{id}/photo-reward – 숨긴 후기는 409 REVIEW_HIDDEN, 적립금 없음; 다시 보이면 줄 수 있다', async () => {
    const me = await t.signup();
    const url = (await uploadReviewImage(t, me.accessToken, await pixels('png'), 'before.png')).body.imageUrl;
    const review = await world.writeReview(me, { imageUrlList: [url] });
    await t.json('PATCH', `/v1/admin/reviews/${review.id}`, { isHidden: true, hiddenReason: '관련 없는 사진' }, world.admin.accessToken);
    const res = await reward(review.id);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'REVIEW_HIDDEN', message: '숨긴 후기에는 사진 적립금을 지급할 수 없습니다.' });
    expect(await ledgerOf(t, me.memberId)).toEqual([]);

    await t.json('PATCH', `/v1/admin/reviews/${review.id}`, { isHidden: false }, world.admin.accessToken);
    expect((await reward(review.id)).status).toBe(200);
  });

  it('DELETE /v1/admin/reviews/{id}/images – 저장소의 파일과 review_images 행을 지우고 주소 목록을 비운다; 다시 불러도 200', async () => {
    const me = await t.signup();
    const urls: string[] = [];
    for (const name of ['a.png', 'b.png']) urls.push((await uploadReviewImage(t, me.accessToken, await pixels('png'), name)).body.imageUrl);
    const review = await world.writeReview(me, { imageUrlList: urls });
    for (const url of urls) expect((await t.request(new URL(url).pathname)).status).toBe(200);

    const res = await t.json('DELETE', `/v1/admin/reviews/${review.id}/images`, undefined, world.admin.accessToken);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: review.id, imageUrlList: [] });
    for (const url of urls) expect((await t.request(new URL(url).pathname)).status).toBe(404);
    expect(await t.db.select().from(reviewImages).where(eq(reviewImages.reviewId, review.id))).toEqual([]);
    expect((await t.json('GET', `/v1/reviews/${review.id}`)).body.imageUrlList).toEqual([]);
    // 사진이 없으니 사진 적립금도 줄 수 없다
    expect((await reward(review.id)).body.code).toBe('REVIEW_HAS_NO_PHOTO');

    expect((await t.json('DELETE', `/v1/admin/reviews/${review.id}/images`, undefined, world.admin.accessToken)).status).toBe(200);
    expect((await t.json('DELETE', '/v1/admin/reviews/999999/images', undefined, world.admin.accessToken)).status).toBe(404);
    expect((await t.json('DELETE', `/v1/admin/reviews/${review.id}/images`, undefined, me.accessToken)).status).toBe(403);
  });

  it('POST /v1/admin/reviews/{id}/photo-reward – 사진 없는 후기는 409, 없는 후기는 404, 회원은 403', async () => {
    const me = await t.signup();
    const review = await world.writeReview(me);
    const noPhoto = await reward(review.id);
    expect(noPhoto.status).toBe(409);
    expect(noPhoto.body.code).toBe('REVIEW_HAS_NO_PHOTO');
    expect((await reward(999_999)).status).toBe(404);
    expect((await reward(review.id, me.accessToken)).status).toBe(403);
    expect(await ledgerOf(t, me.memberId)).toEqual([]);
  });

  it('PATCH /v1/admin/reviews/{id} – 숨겨도 준 적립금은 그대로, GET 은 숨김·사진 필터를 따른다', async () => {
    const me = await t.signup();
    const review = await world.writeReview(me, { content: THREE_LINES });
    const hide = await t.json('PATCH', `/v1/admin/reviews/${review.id}`, { isHidden: true, hiddenReason: '광고' }, world.admin.accessToken);
    expect(hide.status).toBe(200);
    expect(await memberRow(t, me.memberId)).toEqual({ point: 1000, reviewCount: 1 });

    const hidden = await t.json('GET', '/v1/admin/reviews?hidden=true&size=100', undefined, world.admin.accessToken);
    expect(hidden.status).toBe(200);
    expect(hidden.body.items.every((r: { isHidden: boolean }) => r.isHidden)).toBe(true);
    expect(hidden.body.items.map((r: { id: number }) => r.id)).toContain(review.id);
    const visible = await t.json('GET', '/v1/admin/reviews?hidden=false&photo=false&size=100', undefined, world.admin.accessToken);
    expect(visible.body.items.map((r: { id: number }) => r.id)).not.toContain(review.id);

    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    const period = await t.json('GET', `/v1/admin/reviews?from=${today}&to=${today}&size=100`, undefined, world.admin.accessToken);
    expect(period.body.items.map((r: { id: number }) => r.id)).toContain(review.id);
    const past = await t.json('GET', '/v1/admin/reviews?from=2000-01-01&to=2000-01-02', undefined, world.admin.accessToken);
    expect(past.body.total).toBe(0);

    expect((await t.json('GET', '/v1/admin/reviews', undefined, me.accessToken)).status).toBe(403);
    expect((await t.json('PATCH', '/v1/admin/reviews/999999', { isHidden: true }, world.admin.accessToken)).status).toBe(404);
  });
});
