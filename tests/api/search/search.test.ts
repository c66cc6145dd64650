import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { catalogueFixtures, type CatalogueFixtures } from '../catalogue/fixtures';

let t: TestApp;
let f: CatalogueFixtures;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await t.loginAsAdmin()).accessToken;
  f = catalogueFixtures(t, adminToken);
});
afterAll(() => t.close());

type Row = { id: number; name: string };
const ids = (rows: Row[]) => rows.map((r) => r.id);
const search = (q: string) => t.json('GET', `/v1/search?q=${encodeURIComponent(q)}`);
/** 테스트끼리 DB 를 같이 쓴다: 다른 테스트의 상품과 섞이지 않게 이름에 붙이는 영문 꼬리표 */
const tag = () => `zq${randomBytes(3).toString('hex')}`;

describe('GET /v1/search', () => {
  it('GET /v1/search – 초성(ㅍㄹㅇ)이 팔로워 상품·유형에 맞고, 채널·유형 이름과 상품 페이지 모양으로 온다', async () => {
    const t1 = tag();
    const ch = await f.channel({ name: `스레드 ${t1}` });
    const type = await f.productType(ch.id, { name: '팔로워' });
    const likes = await f.productType(ch.id, { name: '좋아요' });
    const follower = await f.product(ch.id, type.id, { name: `${t1} 한국인 팔로워` });
    await f.product(ch.id, likes.id, { name: `${t1} 한국인 좋아요` });

    const res = await search(`${t1} ㅍㄹㅇ`);
    expect(res.status).toBe(200);
    expect(ids(res.body.products)).toEqual([follower.id]);
    expect(res.body.products[0]).toMatchObject({
      id: follower.id,
      name: `${t1} 한국인 팔로워`,
      channel: { id: ch.id, name: `스레드 ${t1}` },
      productType: { id: type.id, name: '팔로워' },
      unitPrice: 50,
    });
    expect(res.body.products[0]).not.toHaveProperty('panelId');

    const types = await search(`ㅍㄹㅇ`);
    expect(ids(types.body.productTypes)).toContain(type.id);
    expect(ids(types.body.productTypes)).not.toContain(likes.id);
    expect(types.body.productTypes.find((p: Row) => p.id === type.id)).toEqual({
      id: type.id,
      slug: type.slug,
      name: '팔로워',
      subtitle: '',
      iconUrl: null,
      channel: { id: ch.id, slug: ch.slug, name: `스레드 ${t1}` },
    });
  });

  it('GET /v1/search – 띄어쓰기는 없는 것으로, 라틴 글자는 대소문자를 가리지 않는다', async () => {
    const t1 = tag();
    const { channel, type } = await f.shelf();
    const p = await f.product(channel.id, type.id, { name: `${t1} 한국인 여성 팔로워` });
    for (const q of [`${t1}한국인여성팔로워`, `${t1.toUpperCase()} 한국 인여성`, `  ${t1}   여성 팔로워 `, `${t1}한국인 ㅇㅅ`]) {
      const res = await search(q);
      expect(res.status, q).toBe(200);
      expect(ids(res.body.products), q).toEqual([p.id]);
    }
    expect((await search(`${t1} 남성`)).body.products).toEqual([]);
  });

  it('GET /v1/search – 띄어 쓴 낱말은 상품·유형·채널 이름 어디에 있어도 모두 맞으면 찾는다', async () => {
    const t1 = tag();
    const ch = await f.channel({ name: `${t1}채널` });
    const type = await f.productType(ch.id, { name: '조회수' });
    const p = await f.product(ch.id, type.id, { name: '릴스 빠른 재생' });
    const res = await search(`${t1} 조회수`);
    expect(ids(res.body.products)).toEqual([p.id]);
    expect(ids(res.body.productTypes)).toEqual([type.id]);
  });

  it('GET /v1/search – 채널은 이름과 슬러그(영문)로, 이름이 앞에서 맞는 것이 먼저', async () => {
    const t1 = tag();
    const later = await f.channel({ name: `새 ${t1}` });
    const first = await f.channel({ name: `${t1} 스토어`, slug: `${t1}-store` });
    const res = await search(t1.toUpperCase());
    expect(ids(res.body.channels)).toEqual([first.id, later.id]);
    expect(res.body.channels[0]).toEqual({ id: first.id, slug: `${t1}-store`, name: `${t1} 스토어`, subtitle: '부제', iconUrl: null });
    expect(ids((await search(`${t1}-STORE`)).body.channels)).toEqual([first.id]);
  });

  it('GET /v1/search – 판매 중이 아닌 상품, 숨긴 채널·유형과 그 상품은 나오지 않는다', async () => {
    const t1 = tag();
    const { channel, type } = await f.shelf();
    const shown = await f.product(channel.id, type.id, { name: `${t1} 판매 중` });
    await f.product(channel.id, type.id, { name: `${t1} 판매 중지`, status: 'NOTSALE' });
    await f.product(channel.id, type.id, { name: `${t1} 관리자 주문`, status: 'ADMIN_ORDER' });
    const hiddenType = await f.productType(channel.id, { name: `${t1} 숨긴 유형`, isVisible: false });
    await f.product(channel.id, hiddenType.id, { name: `${t1} 숨긴 유형의 상품` });
    const hiddenChannel = await f.channel({ name: `${t1} 숨긴 채널`, isVisible: false });
    const hiddenChannelType = await f.productType(hiddenChannel.id, { name: `${t1} 유형` });
    await f.product(hiddenChannel.id, hiddenChannelType.id, { name: `${t1} 숨긴 채널의 상품` });

    const res = await search(t1);
    expect(res.status).toBe(200);
    expect(ids(res.body.products)).toEqual([shown.id]);
    expect(res.body.productTypes).toEqual([]);
    expect(res.body.channels).toEqual([]);
  });

  it('GET /v1/search – 검색어가 없거나 공백뿐이거나 60자를 넘으면 400 과 meta.fields.q', async () => {
    for (const path of ['/v1/search', '/v1/search?q=', '/v1/search?q=%20%20']) {
      const res = await t.json('GET', path);
      expect(res.status, path).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.meta.fields.q, path).toBe('검색어를 입력해주세요.');
    }
    const long = await search('가'.repeat(61));
    expect(long.status).toBe(400);
    expect(long.body.meta.fields.q).toBe('검색어는 60자 이하로 입력해주세요.');
    expect((await search('가'.repeat(60))).status).toBe(200);
  });

  it('GET /v1/search – 결과는 응답의 query 와 함께, 아무것도 맞지 않으면 빈 목록', async () => {
    const res = await search('  없는상품zzzz ');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ query: '없는상품zzzz', channels: [], productTypes: [], products: [] });
  });
});
