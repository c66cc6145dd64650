import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../server/lib/errors';
import { GraphInstagram, isInstagramCdnUrl } from '../../../server/providers/instagram';

type Reply = (req: IncomingMessage, res: ServerResponse) => void;

// Graph API 와 CDN 처럼 말하는 루프백 서버: 받은 요청을 적어 두고 정해 둔 답을 한다
let server: Server;
let baseUrl: string;
let seen: URL[] = [];
let reply: Reply;
let jpeg: Uint8Array;

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  jpeg = new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#e64980' } }).jpeg().toBuffer());
  server = createServer((req, res) => {
    seen.push(new URL(req.url!, 'http://loopback'));
    reply(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  seen = [];
});

const TOKEN = 'EAAG-secret-token';
const loopbackOnly = (url: URL) => url.hostname === '127.0.0.1';
const graph = (timeoutMs = 2000) =>
  new GraphInstagram({ baseUrl: `${baseUrl}/v21.0`, userId: '17841400000000001', accessToken: TOKEN, timeoutMs, imageUrlAllowed: loopbackOnly });

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('실패를 기대했습니다');
}

const discovery = {
  business_discovery: {
    username: 'growth.cafe',
    name: '그로스 카페',
    profile_picture_url: 'https://scontent-ssn1-1.cdninstagram.com/v/t51/profile.jpg?oh=1',
    followers_count: 12840,
    follows_count: 312,
    media_count: 486,
    media: {
      data: [
        { id: '1', permalink: 'https://www.instagram.com/p/CgRw0001abc/', media_url: 'https://scontent.cdninstagram.com/1.jpg', caption: '오늘의 라떼', like_count: 842, comments_count: 37, timestamp: '2026-03-10T01:00:00+0000', media_type: 'IMAGE' },
        { id: '2', permalink: 'https://www.instagram.com/reel/CgRw0002xyz/', media_url: 'https://video.cdninstagram.com/2.mp4', thumbnail_url: 'https://scontent.cdninstagram.com/2-thumb.jpg', like_count: 10, comments_count: 1, timestamp: '2026-03-09T10:00:00+0000', media_type: 'VIDEO' },
        { id: '3', permalink: 'https://www.instagram.com/p/CgRw0003car/', media_url: 'https://scontent.cdninstagram.com/3.jpg', timestamp: '2026-03-08T10:00:00+0000', media_type: 'CAROUSEL_ALBUM' },
        { id: '4', media_type: 'IMAGE' },
      ],
    },
  },
  id: '17841400000000001',
};

describe('GraphInstagram – business discovery', () => {
  it('account – 우리 IG 사용자 경로에 business_discovery.username(...){필드} 와 토큰을 보내고 계정을 읽는다', async () => {
    reply = (_req, res) => json(res, 200, discovery);
    const account = await graph().account('growth.cafe');

    expect(seen).toHaveLength(1);
    expect(seen[0]!.pathname).toBe('/v21.0/17841400000000001');
    expect(seen[0]!.searchParams.get('fields')).toBe(
      'business_discovery.username(growth.cafe){username,name,profile_picture_url,followers_count,follows_count,media_count}',
    );
    expect(seen[0]!.searchParams.get('access_token')).toBe(TOKEN);
    expect(account).toEqual({
      username: 'growth.cafe',
      fullName: '그로스 카페',
      profileImageUrl: 'https://scontent-ssn1-1.cdninstagram.com/v/t51/profile.jpg?oh=1',
      isPrivate: false,
      followerCount: 12840,
      followingCount: 312,
      postCount: 486,
    });
  });

  it('feeds – media.limit(n){...} 을 묻고, 표준 주소·영상 썸네일·ISO 시각으로 바꾸며 주소 없는 미디어는 뺀다', async () => {
    reply = (_req, res) => json(res, 200, discovery);
    const feeds = await graph().feeds('growth.cafe', 6);

    expect(seen[0]!.searchParams.get('fields')).toBe(
      'business_discovery.username(growth.cafe){media.limit(6){id,permalink,media_url,thumbnail_url,caption,like_count,comments_count,timestamp,media_type}}',
    );
    expect(feeds).toEqual([
      { shortcode: 'CgRw0001abc', url: 'https://www.instagram.com/p/CgRw0001abc/', imageUrl: 'https://scontent.cdninstagram.com/1.jpg', caption: '오늘의 라떼', likeCount: 842, commentCount: 37, takenAt: '2026-03-10T01:00:00.000Z', isVideo: false },
      { shortcode: 'CgRw0002xyz', url: 'https://www.instagram.com/p/CgRw0002xyz/', imageUrl: 'https://scontent.cdninstagram.com/2-thumb.jpg', caption: null, likeCount: 10, commentCount: 1, takenAt: '2026-03-09T10:00:00.000Z', isVideo: true },
      { shortcode: 'CgRw0003car', url: 'https://www.instagram.com/p/CgRw0003car/', imageUrl: 'https://scontent.cdninstagram.com/3.jpg', caption: null, likeCount: null, commentCount: null, takenAt: '2026-03-08T10:00:00.000Z', isVideo: false },
    ]);
  });

  it('없는 계정(code 110, subcode 2207013)은 account null, feeds 빈 목록', async () => {
    reply = (_req, res) =>
      json(res, 400, { error: { message: 'Invalid user id', type: 'OAuthException', code: 110, error_subcode: 2207013, error_user_title: 'Cannot find User' } });
    expect(await graph().account('no.such.user')).toBeNull();
    expect(await graph().feeds('no.such.user', 12)).toEqual([]);
  });

  it('아이디 규칙 밖의 글자는 fields 식에 넣지 않고 묻지도 않는다', async () => {
    reply = (_req, res) => json(res, 200, discovery);
    expect(await graph().account('x){id}},media{')).toBeNull();
    expect(seen).toHaveLength(0);
  });

  it('다른 오류(토큰 만료 190, 5xx)는 502 INSTAGRAM_UNAVAILABLE, 메시지·meta 에 토큰이 없다', async () => {
    reply = (_req, res) => json(res, 400, { error: { message: `Error validating access token ${TOKEN}`, type: 'OAuthException', code: 190 } });
    const expired = await failure(graph().account('growth.cafe'));
    expect(expired.status).toBe(502);
    expect(expired.code).toBe('INSTAGRAM_UNAVAILABLE');
    expect(expired.meta).toEqual({ httpStatus: 400, graphCode: 190 });
    expect(JSON.stringify({ m: expired.message, meta: expired.meta })).not.toContain(TOKEN);

    reply = (_req, res) => json(res, 500, { error: { message: 'unknown', code: 1 } });
    const down = await failure(graph().feeds('growth.cafe', 3));
    expect(down.status).toBe(502);
    expect(down.meta).toEqual({ httpStatus: 500, graphCode: 1 });
  });

  it('제한 시간 안에 답하지 않으면 502 (TimeoutError)', async () => {
    reply = () => {
      // 답하지 않는다: 어댑터의 제한 시간이 끊어야 한다
    };
    const e = await failure(graph(200).account('growth.cafe'));
    expect(e.status).toBe(502);
    expect(e.code).toBe('INSTAGRAM_UNAVAILABLE');
    expect(e.meta).toEqual({ cause: 'TimeoutError' });
  });
});

describe('GraphInstagram – fetchImage', () => {
  it('허용된 주소의 이미지를 받는다', async () => {
    reply = (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.end(jpeg);
    };
    const image = await graph().fetchImage(`${baseUrl}/v/1.jpg`);
    expect(image.contentType).toBe('image/jpeg');
    expect(image.bytes).toEqual(jpeg);
    expect(seen[0]!.pathname).toBe('/v/1.jpg');
  });

  it('허용되지 않은 주소는 나가지 않고 400', async () => {
    reply = (_req, res) => json(res, 200, {});
    const e = await failure(graph().fetchImage(`http://localhost:${new URL(baseUrl).port}/v/1.jpg`));
    expect(e.status).toBe(400);
    expect(e.code).toBe('INSTAGRAM_IMAGE_HOST_NOT_ALLOWED');
    expect(seen).toHaveLength(0);
  });

  it('허용된 곳으로의 넘겨주기는 따라가고, 다른 곳으로 넘기면 거절한다', async () => {
    reply = (req, res) => {
      if (req.url === '/hop') {
        res.writeHead(302, { location: '/v/final.jpg' });
        return res.end();
      }
      if (req.url === '/escape') {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        return res.end();
      }
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.end(jpeg);
    };
    const image = await graph().fetchImage(`${baseUrl}/hop`);
    expect(image.bytes).toEqual(jpeg);
    expect(seen.map((u) => u.pathname)).toEqual(['/hop', '/v/final.jpg']);

    seen = [];
    const e = await failure(graph().fetchImage(`${baseUrl}/escape`));
    expect(e.code).toBe('INSTAGRAM_IMAGE_HOST_NOT_ALLOWED');
    expect(seen.map((u) => u.pathname)).toEqual(['/escape']);
  });

  it('한도를 넘는 본문은 받다가 끊고 413', async () => {
    reply = (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.write(new Uint8Array(64 * 1024));
      res.end(new Uint8Array(64 * 1024));
    };
    const small = new GraphInstagram({ baseUrl, userId: '1', accessToken: TOKEN, timeoutMs: 2000, imageUrlAllowed: loopbackOnly, maxImageBytes: 100 * 1024 });
    const e = await failure(small.fetchImage(`${baseUrl}/v/big.jpg`));
    expect(e.status).toBe(413);
    expect(e.code).toBe('INSTAGRAM_IMAGE_TOO_LARGE');
  });

  it('CDN 이 4xx·5xx 면 502', async () => {
    reply = (_req, res) => json(res, 404, {});
    const e = await failure(graph().fetchImage(`${baseUrl}/v/gone.jpg`));
    expect(e.status).toBe(502);
    expect(e.meta).toEqual({ httpStatus: 404 });
  });

  it('기본 허용 목록: https 의 *.cdninstagram.com, *.fbcdn.net 만', () => {
    const ok = ['https://scontent-ssn1-1.cdninstagram.com/v/a.jpg', 'https://scontent.xx.fbcdn.net/v/a.jpg', 'https://cdninstagram.com/a.jpg'];
    const no = [
      'http://scontent.cdninstagram.com/a.jpg',
      'https://cdninstagram.com.evil.test/a.jpg',
      'https://evilcdninstagram.com/a.jpg',
      'https://scontent.cdninstagram.com:8443/a.jpg',
      'https://u:p@scontent.cdninstagram.com/a.jpg',
      'https://127.0.0.1/a.jpg',
      'https://www.instagram.com/p/abc/',
    ];
    for (const u of ok) expect(isInstagramCdnUrl(new URL(u)), u).toBe(true);
    for (const u of no) expect(isInstagramCdnUrl(new URL(u)), u).toBe(false);
  });
});
