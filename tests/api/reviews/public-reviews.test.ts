import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { pixels, reviewWorld, uploadReviewImage } from './fixtures';

let t: TestApp;
let world: Awaited<ReturnType<typeof reviewWorld>>;
let me: TestMember;
const written: Array<{ id: number; rating: number }> = [];
let photoReviewId = 0;
let photoUrls: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  world = await reviewWorld(t);
  me = await t.signup({ name: '이서연' });
  // 한 진열대(채널 x 유형)에 후기 셋: 5, 4, 2.5(사진 두 장)
  for (const rating of [5, 4]) written.push(await world.writeReview(me, { rating, title: `별 ${rating}` }));
  photoUrls = [
    (await uploadReviewImage(t, me.accessToken, await pixels('png'), 'a.png')).body.imageUrl,
    (await uploadReviewImage(t, me.accessToken, await pixels('jpeg'), 'b.jpg')).body.imageUrl,
  ];
  const photo = await world.writeReview(me, { rating: 2.5, title: '사진 후기', imageUrlList: photoUrls });
  written.push(photo);
  photoReviewId = photo.id;
});
afterAll(() => t.close());

const shelf = () => `/v1/reviews/categories/${world.fx.channel.id}/${world.fx.type.id}`;

describe('공개 후기 읽기', () => {
  it('GET /v1/reviews – 최신 순, 작성자는 가려지고 상품 이름이 붙는다', async () => {
    const res = await t.json('GET', `/v1/reviews?snsChannelId=${world.fx.channel.id}&size=10`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.items.map((r: { id: number }) => r.id)).toEqual(written.map((r) => r.id).reverse());
    expect(res.body.items[0]).toMatchObject({ authorName: '이*연', productName: '테스트 한국인 팔로워', imageUrlList: photoUrls });
    expect(typeof res.body.items[0].createdAt).toBe('string');
  });

  it('GET /v1/reviews – photoOnly=true 면 사진 후기만, 페이지 크기를 따른다', async () => {
    const photos = await t.json('GET', `/v1/reviews?productTypeId=${world.fx.type.id}&photoOnly=true`);
    expect(photos.body.items.map((r: { id: number }) => r.id)).toEqual([photoReviewId]);
    const paged = await t.json('GET', `/v1/reviews?snsChannelId=${world.fx.channel.id}&size=2&page=2`);
    expect(paged.body).toMatchObject({ page: 2, size: 2, total: 3 });
    expect(paged.body.items).toHaveLength(1);
  });

  it('GET /v1/reviews/{id} – 후기 하나, 없는 id 는 404', async () => {
    const res = await t.json('GET', `/v1/reviews/${photoReviewId}`);
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('사진 후기');
    expect((await t.json('GET', '/v1/reviews/999999')).status).toBe(404);
  });

  it('GET /v1/reviews/categories/{c}/{t} – 수, 평균(소수 첫째 자리), 별점 분포', async () => {
    const res = await t.json('GET', shelf());
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age=10');
    expect(res.body).toEqual({
      count: 3,
      averageRating: 3.8,
      ratingDistribution: [
        { score: 5, count: 1 },
        { score: 4, count: 1 },
        { score: 3, count: 1 },
        { score: 2, count: 0 },
        { score: 1, count: 0 },
      ],
    });
  });

  it('GET /v1/reviews/categories/{c}/{t}/list 와 /images – 후기 목록과 사진(후기 id 와 함께) 페이지', async () => {
    const list = await t.json('GET', `${shelf()}/list?size=2`);
    expect(list.body).toMatchObject({ page: 1, size: 2, total: 3 });
    expect(list.body.items[0].id).toBe(photoReviewId);
    const images = await t.json('GET', `${shelf()}/images?size=10`);
    expect(images.body).toMatchObject({ total: 2, items: photoUrls.map((imageUrl) => ({ reviewId: photoReviewId, imageUrl })) });
    const second = await t.json('GET', `${shelf()}/images?size=1&page=2`);
    expect(second.body.items).toEqual([{ reviewId: photoReviewId, imageUrl: photoUrls[1] }]);
  });

  it('숨긴 후기는 목록·상세·요약·사진에서 사라지고, 다시 보이면 돌아온다', async () => {
    const admin = world.admin;
    const hide = await t.json('PATCH', `/v1/admin/reviews/${photoReviewId}`, { isHidden: true, hiddenReason: '관련 없는 사진' }, admin.accessToken);
    expect(hide.status).toBe(200);
    expect(hide.body).toMatchObject({ isHidden: true, hiddenReason: '관련 없는 사진' });

    const list = await t.json('GET', `/v1/reviews?snsChannelId=${world.fx.channel.id}`);
    expect(list.body.items.map((r: { id: number }) => r.id)).not.toContain(photoReviewId);
    expect(list.body.total).toBe(2);
    expect((await t.json('GET', `/v1/reviews/${photoReviewId}`)).status).toBe(404);
    expect((await t.json('GET', shelf())).body.count).toBe(2);
    expect((await t.json('GET', `${shelf()}/images`)).body).toMatchObject({ total: 0, items: [] });
    expect((await t.json('GET', `${shelf()}/list`)).body.total).toBe(2);

    await t.json('PATCH', `/v1/admin/reviews/${photoReviewId}`, { isHidden: false }, admin.accessToken);
    expect((await t.json('GET', `/v1/reviews/${photoReviewId}`)).status).toBe(200);
  });
});

describe('GET /v1/reviews/{memberId}/services', () => {
  it('GET /v1/reviews/{memberId}/services – 완료·9,000원 이상·후기 없는 내 서비스만, 남의 것은 403', async () => {
    const member: TestMember = await t.signup();
    const eligible = await world.completedService(member);
    await world.completedService(member, { quantity: 80 });
    await world.completedService(member, { status: 'IN_PROGRESS' });
    await world.writeReview(member);

    const res = await t.json('GET', `/v1/reviews/${member.memberId}/services`, undefined, member.accessToken);
    expect(res.status).toBe(200);
    // 번호·상품명에 더해, 같은 상품끼리 가릴 대상·주문번호·주문 시각
    expect(res.body).toEqual({
      myServiceList: [{ id: eligible, productName: '테스트 한국인 팔로워', targetKey: expect.any(String), orderNo: expect.any(String), orderedAt: expect.any(String) }],
    });

    expect((await t.json('GET', `/v1/reviews/${member.memberId}/services`, undefined, me.accessToken)).status).toBe(403);
    expect((await t.json('GET', `/v1/reviews/${member.memberId}/services`)).status).toBe(401);
  });
});
