import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { pixels, reviewBody, reviewWorld, uploadReviewImage } from './fixtures';

const WEB_INTERNAL = 'http://web.internal:3000';
let t: TestApp;
let world: Awaited<ReturnType<typeof reviewWorld>>;
let fetchSpy: { mock: { calls: Parameters<typeof fetch>[] } };
/** 웹의 답을 늦춰, api 가 그 답을 기다린 뒤에 회원에게 답하는지 본다 */
let webAnswered: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { WEB_INTERNAL_URL: WEB_INTERNAL, UPLOADS_DIR: `/tmp/review-revalidate-${process.pid}` } });
  world = await reviewWorld(t);
});
afterAll(() => t.close());

beforeEach(() => {
  webAnswered = [];
  const realFetch = globalThis.fetch;
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (!String(input).startsWith(WEB_INTERNAL)) return realFetch(input, init);
    await new Promise((resolve) => setTimeout(resolve, 50));
    webAnswered.push(String(init?.body));
    return Response.json({ revalidated: ['reviews'] });
  });
});
afterEach(() => vi.restoreAllMocks());

/** 웹의 /api/revalidate 에 보낸 요청들: [주소, 비밀 헤더, 태그] */
const revalidateCalls = () =>
  fetchSpy.mock.calls
    .filter(([input]) => String(input).startsWith(WEB_INTERNAL))
    .map(([input, init]) => ({
      url: String(input),
      secret: new Headers(init?.headers).get('x-revalidate-secret'),
      tags: (JSON.parse(String(init?.body)) as { tags: string[] }).tags,
    }));

describe('회원의 후기 쓰기 → 웹의 후기 화면 다시 그리기', () => {
  it('POST /v1/reviews 201 – 웹에 reviews 태그를 한 번 알리고, 그 답을 받은 뒤에 회원에게 답한다', async () => {
    const me = await t.signup();
    const serviceId = await world.completedService(me);
    const res = await t.json('POST', '/v1/reviews', reviewBody(me.memberId, serviceId), me.accessToken);
    expect(res.status).toBe(201);
    expect(revalidateCalls()).toEqual([{ url: `${WEB_INTERNAL}/api/revalidate`, secret: expect.any(String), tags: ['reviews'] }]);
    expect(webAnswered).toHaveLength(1);
  });

  it('실패한 쓰기(두 번째 후기 409, 로그인 없이 401)와 사진 올리기·읽기는 알리지 않는다', async () => {
    const me = await t.signup();
    const serviceId = await world.completedService(me);
    expect((await t.json('POST', '/v1/reviews', reviewBody(me.memberId, serviceId), me.accessToken)).status).toBe(201);
    fetchSpy.mock.calls.length = 0;

    expect((await t.json('POST', '/v1/reviews', reviewBody(me.memberId, serviceId), me.accessToken)).status).toBe(409);
    expect((await t.json('POST', '/v1/reviews', reviewBody(me.memberId, serviceId))).status).toBe(401);
    const upload = await uploadReviewImage(t, me.accessToken, await pixels('png'), 'a.png', 'image/png');
    expect(upload.status).toBe(201);
    expect((await t.request('/v1/reviews?page=1&size=10')).status).toBe(200);
    expect(revalidateCalls()).toEqual([]);
  });

  it('웹이 답하지 않아도(연결 실패) 후기 등록은 201', async () => {
    vi.restoreAllMocks();
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      String(input).startsWith(WEB_INTERNAL) ? Promise.reject(new TypeError('fetch failed')) : realFetch(input, init),
    );
    const me = await t.signup();
    const serviceId = await world.completedService(me);
    expect((await t.json('POST', '/v1/reviews', reviewBody(me.memberId, serviceId), me.accessToken)).status).toBe(201);
  });
});
