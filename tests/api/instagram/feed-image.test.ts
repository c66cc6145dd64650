import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixtureInstagram, type InstagramProvider } from '../../../server/providers/instagram';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const FIXTURE_URL = 'https://cdn.instagram-fixture.example/images/hangang.jpg?post=ChRunCrew01';
const path = (url: string) => `/v1/orders/instagram/feed-image?url=${encodeURIComponent(url)}`;

/** 정해 둔 바이트를 돌려주고 불린 횟수를 세는 어댑터: 프록시가 무엇을 거르는지 본다 */
function scriptedProvider(files: Record<string, Uint8Array>) {
  const calls: string[] = [];
  const provider: InstagramProvider = {
    account: async () => null,
    feeds: async () => [],
    fetchImage: async (url) => {
      calls.push(url);
      const bytes = files[url];
      if (!bytes) throw new Error('unexpected url');
      return { contentType: 'image/jpeg', bytes };
    },
  };
  return { provider, calls };
}

describe('GET /v1/orders/instagram/feed-image – 내장 fixture', () => {
  let t: TestApp;
  let calls: string[];
  beforeAll(async () => {
    // 진짜 fixture 에 세는 껍질만 씌운다
    const fixture = new FixtureInstagram(() => new Date());
    calls = [];
    const counting: InstagramProvider = {
      account: (u) => fixture.account(u),
      feeds: (u, n) => fixture.feeds(u, n),
      fetchImage: (url) => {
        calls.push(url);
        return fixture.fetchImage(url);
      },
    };
    t = await createTestApp({ deps: { instagram: counting } });
  });
  afterAll(() => t.close());

  it('허용된 호스트의 이미지는 내용으로 확인한 Content-Type 과 하루 캐시 헤더로 준다', async () => {
    const res = await t.request(path(FIXTURE_URL));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(100);
    expect(bytes.length).toBeLessThan(10_000);
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
  });

  it('같은 주소를 다시 부르면 메모리 캐시에서 답하고 어댑터를 다시 부르지 않는다', async () => {
    const url = 'https://cdn.instagram-fixture.example/images/snow.jpg?post=CgRwCafe07';
    const first = await t.request(path(url));
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const before = calls.filter((c) => c === url).length;
    expect(before).toBe(1);

    const second = await t.request(path(url));
    expect(second.status).toBe(200);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(new Uint8Array(await first.arrayBuffer()));
    expect(calls.filter((c) => c === url)).toHaveLength(1);
  });

  it('SSRF: 내부 주소·다른 호스트·http·없는 파일은 400 으로 거절하고 나가지 않는다', async () => {
    for (const url of [
      'https://127.0.0.1/images/latte.jpg',
      'https://169.254.169.254/latest/meta-data/',
      'http://cdn.instagram-fixture.example/images/latte.jpg',
      'https://cdn.instagram-fixture.example.evil.test/images/latte.jpg',
      'https://user:pw@cdn.instagram-fixture.example/images/latte.jpg',
      'https://cdn.instagram-fixture.example/images/../../../../etc/passwd',
      'https://cdn.instagram-fixture.example/images/nope.jpg',
      'file:///etc/passwd',
      'not a url',
    ]) {
      const res = await t.json('GET', path(url));
      expect(res.status, url).toBe(400);
      expect(res.body.code, url).toBe('INSTAGRAM_IMAGE_HOST_NOT_ALLOWED');
      expect(res.body.message).toBe('허용되지 않은 이미지 주소입니다.');
    }
  });

  it('url 이 없으면 400', async () => {
    const res = await t.json('GET', '/v1/orders/instagram/feed-image');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /v1/orders/instagram/feed-image – 상대가 보낸 바이트 검사', () => {
  const PNG = 'https://scontent.cdninstagram.com/v/png.png';
  const GIF_AS_JPEG = 'https://scontent.cdninstagram.com/v/gif';
  const HTML = 'https://scontent.cdninstagram.com/v/html.jpg';
  const SVG = 'https://scontent.cdninstagram.com/v/svg.jpg';
  const HUGE = 'https://scontent.cdninstagram.com/v/huge.jpg';
  let t: TestApp;
  let calls: string[];

  beforeAll(async () => {
    const png = new Uint8Array(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f06595' } }).png().toBuffer());
    const gif = new Uint8Array(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#339af0' } }).gif().toBuffer());
    const huge = new Uint8Array(2 * 1024 * 1024 + 1);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const scripted = scriptedProvider({
      [PNG]: png,
      [GIF_AS_JPEG]: gif,
      [HTML]: new TextEncoder().encode('<html><script>alert(1)</script></html>'),
      [SVG]: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      [HUGE]: huge,
    });
    calls = scripted.calls;
    t = await createTestApp({ deps: { instagram: scripted.provider } });
  });
  afterAll(() => t.close());

  it('상대가 image/jpeg 라고 해도 내용이 PNG·GIF 면 그 형식으로 답한다', async () => {
    const png = await t.request(path(PNG));
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    const gif = await t.request(path(GIF_AS_JPEG));
    expect(gif.headers.get('content-type')).toBe('image/gif');
  });

  it('이미지가 아닌 본문(HTML, SVG)은 502 와 한국어 메시지로 거절한다', async () => {
    for (const url of [HTML, SVG]) {
      const res = await t.json('GET', path(url));
      expect(res.status, url).toBe(502);
      expect(res.body).toEqual({ code: 'INSTAGRAM_IMAGE_INVALID', message: '게시물 이미지를 읽을 수 없습니다.', meta: null });
      expect(res.headers.get('content-type')).toContain('application/json');
    }
  });

  it('2MB 를 넘으면 413', async () => {
    const res = await t.json('GET', path(HUGE));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 'INSTAGRAM_IMAGE_TOO_LARGE', message: '게시물 이미지가 너무 큽니다.', meta: { maxBytes: 2 * 1024 * 1024 } });
  });

  it('거절한 응답은 캐시하지 않는다: 다시 부르면 다시 묻는다', async () => {
    const before = calls.filter((c) => c === HTML).length;
    await t.json('GET', path(HTML));
    expect(calls.filter((c) => c === HTML)).toHaveLength(before + 1);
  });

  it('어댑터가 알 수 없는 오류를 던지면 502 와 한국어 메시지', async () => {
    const res = await t.json('GET', path('https://scontent.cdninstagram.com/v/unknown.jpg'));
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('INSTAGRAM_UNAVAILABLE');
    expect(res.body.message).toBe('인스타그램 정보를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.');
  });
});
