import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const account = (username: string) => t.json('GET', `/v1/orders/instagram/account?username=${encodeURIComponent(username)}`);
const feeds = (query: string) => t.json('GET', `/v1/orders/instagram/feeds?${query}`);

describe('GET /v1/orders/instagram/account – 공개 계정 조회 (내장 fixture)', () => {
  it('있는 계정은 이름·팔로워·게시물 수와 프록시를 거치는 프로필 사진을 준다', async () => {
    const res = await account('growth.cafe');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      username: 'growth.cafe',
      fullName: '그로스 카페 ☕',
      profileImageUrl: expect.stringMatching(/^\/v1\/orders\/instagram\/feed-image\?url=https%3A%2F%2F/),
      isPrivate: false,
      followerCount: 12_840,
      followingCount: 312,
      postCount: 486,
    });
  });

  it('@아이디·프로필 주소·대문자도 주문 대상과 같은 규칙으로 정규화한다', async () => {
    for (const input of ['@Growth.Cafe', 'https://www.instagram.com/growth.cafe/', ' growth.cafe ']) {
      const res = await account(input);
      expect(res.status, input).toBe(200);
      expect(res.body.username).toBe('growth.cafe');
    }
  });

  it('비공개 계정은 200 과 isPrivate: true', async () => {
    const res = await account('private.diary.kr');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'private.diary.kr', isPrivate: true, postCount: 42 });
  });

  it('없는 계정은 404 와 한국어 메시지', async () => {
    const res = await account('no.such.user.kr');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'INSTAGRAM_ACCOUNT_NOT_FOUND', message: '인스타그램 계정을 찾을 수 없습니다.', meta: { username: 'no.such.user.kr' } });
  });

  it('아이디 규칙에 맞지 않으면 422 와 한국어 안내, 빠지면 422', async () => {
    for (const input of ['bad name!', '.dot.first', 'a'.repeat(31)]) {
      const res = await account(input);
      expect(res.status, input).toBe(422);
      expect(res.body.code).toBe('INSTAGRAM_USERNAME_INVALID');
      expect(res.body.message).toBe('인스타그램 아이디를 확인해주세요. (영문, 숫자, 마침표, 밑줄 30자 이내)');
    }
    const missing = await t.json('GET', '/v1/orders/instagram/account');
    expect(missing.status).toBe(422);
    expect(missing.body.code).toBe('INSTAGRAM_USERNAME_INVALID');
  });
});

describe('GET /v1/orders/instagram/feeds – 최근 게시물', () => {
  it('기본 12개, 새 것부터, 표준 게시물 주소와 프록시 이미지 경로', async () => {
    const res = await feeds('username=growth.cafe');
    expect(res.status).toBe(200);
    expect(res.body.username).toBe('growth.cafe');
    expect(res.body.isPrivate).toBe(false);
    expect(res.body.items).toHaveLength(12);
    const first = res.body.items[0];
    expect(first).toEqual({
      shortcode: 'CgRwCafe01',
      url: 'https://www.instagram.com/p/CgRwCafe01/',
      imageUrl: `/v1/orders/instagram/feed-image?url=${encodeURIComponent('https://cdn.instagram-fixture.example/images/latte.jpg?post=CgRwCafe01')}`,
      caption: '오늘의 라떼아트 🤍 #그로스카페 #성수카페',
      likeCount: 842,
      commentCount: 37,
      takenAt: expect.any(String),
      isVideo: false,
    });
    const times = res.body.items.map((f: { takenAt: string }) => Date.parse(f.takenAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(res.body.items.some((f: { isVideo: boolean }) => f.isVideo)).toBe(true);
  });

  it('limit 으로 개수를 줄이고, 24개를 넘거나 0 이하면 400', async () => {
    const three = await feeds('username=seoul.daily.eats&limit=3');
    expect(three.status).toBe(200);
    expect(three.body.items.map((f: { shortcode: string }) => f.shortcode)).toEqual(['CsDlEats01', 'CsDlEats02', 'CsDlEats03']);

    for (const limit of ['25', '0', 'abc']) {
      const res = await feeds(`username=growth.cafe&limit=${limit}`);
      expect(res.status, limit).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    const max = await feeds('username=growth.cafe&limit=24');
    expect(max.status).toBe(200);
    expect(max.body.items).toHaveLength(12);
  });

  it('비공개 계정은 빈 목록과 isPrivate, 게시물 없는 계정은 빈 목록', async () => {
    expect((await feeds('username=private.diary.kr')).body).toEqual({ username: 'private.diary.kr', isPrivate: true, items: [] });
    expect((await feeds('username=new.shop.kr')).body).toEqual({ username: 'new.shop.kr', isPrivate: false, items: [] });
  });

  it('없는 계정은 404, 틀린 아이디는 422', async () => {
    expect((await feeds('username=no.such.user.kr')).status).toBe(404);
    expect((await feeds('username=%ED%95%9C%EA%B8%80')).status).toBe(422);
  });

  it('목록의 이미지 경로를 그대로 부르면 JPEG 가 온다', async () => {
    const list = await feeds('username=jeju.stay.notes&limit=1');
    const res = await t.request(list.body.items[0].imageUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });
});

describe('GET /v1/openapi.json – 인스타그램 조회', () => {
  it('세 경로가 문서에 실리고, 이미지 프록시는 이미지로 답한다고 적힌다', async () => {
    const res = await t.json('GET', '/v1/openapi.json');
    expect(res.status).toBe(200);
    for (const p of ['/v1/orders/instagram/account', '/v1/orders/instagram/feeds', '/v1/orders/instagram/feed-image']) {
      expect(Object.keys(res.body.paths), p).toContain(p);
    }
    expect(Object.keys(res.body.paths['/v1/orders/instagram/feed-image'].get.responses['200'].content)).toEqual(['image/*']);
    expect(res.body.paths['/v1/orders/instagram/account'].get.responses['404']).toBeDefined();
  });
});
