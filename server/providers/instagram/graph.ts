import { ApiError } from '../../lib/errors';
import { FEED_IMAGE_MAX_BYTES, imageHostNotAllowed, imageTooLarge, instagramUnavailable } from './errors';
import type { InstagramAccount, InstagramFeed, InstagramProvider } from './types';

export type GraphOptions = {
  /** https://graph.facebook.com/v21.0 */
  baseUrl: string;
  /** business discovery 를 부르는 우리 비즈니스 계정의 IG 사용자 id */
  userId: string;
  accessToken: string;
  timeoutMs: number;
  /** 이미지를 받아도 되는 주소. 기본은 https 의 인스타그램·페이스북 CDN 만(시험은 루프백을 넣는다) */
  imageUrlAllowed?: (url: URL) => boolean;
  maxImageBytes?: number;
};

const ACCOUNT_FIELDS = 'username,name,profile_picture_url,followers_count,follows_count,media_count';
const MEDIA_FIELDS = 'id,permalink,media_url,thumbnail_url,caption,like_count,comments_count,timestamp,media_type';
const MAX_REDIRECTS = 3;

/** *.cdninstagram.com, *.fbcdn.net 만, https 로만 */
export function isInstagramCdnUrl(url: URL): boolean {
  const host = url.hostname.toLowerCase();
  const cdn = ['cdninstagram.com', 'fbcdn.net'].some((d) => host === d || host.endsWith(`.${d}`));
  return url.protocol === 'https:' && cdn && (url.port === '' || url.port === '443') && !url.username && !url.password;
}

type GraphMedia = {
  id?: string;
  permalink?: string;
  media_url?: string;
  thumbnail_url?: string;
  caption?: string;
  like_count?: number;
  comments_count?: number;
  timestamp?: string;
  media_type?: string;
};
type GraphDiscovery = {
  username?: string;
  name?: string;
  profile_picture_url?: string;
  followers_count?: number;
  follows_count?: number;
  media_count?: number;
  media?: { data?: GraphMedia[] };
};

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

/** Graph 의 "2026-01-05T10:00:00+0000" 을 ISO 로 */
function isoOf(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const d = new Date(v.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

function toFeed(m: GraphMedia): InstagramFeed | null {
  const shortcode = /\/(?:p|reel|tv)\/([\w-]{5,40})/.exec(m.permalink ?? '')?.[1];
  const isVideo = m.media_type === 'VIDEO';
  const image = (isVideo ? m.thumbnail_url ?? m.media_url : m.media_url ?? m.thumbnail_url) ?? null;
  if (!shortcode || !image) return null;
  return {
    shortcode,
    url: `https://www.instagram.com/p/${shortcode}/`,
    imageUrl: image,
    caption: text(m.caption),
    likeCount: num(m.like_count),
    commentCount: num(m.comments_count),
    takenAt: isoOf(m.timestamp),
    isVideo,
  };
}

/**
 * 없는 계정·개인 계정(비즈니스·크리에이터가 아니면 business discovery 가 못 본다)은
 * code 110 / error_subcode 2207013 "Cannot find User" 로 온다: 우리에게는 '없는 계정'이다.
 */
function isNotFound(body: unknown): boolean {
  const error = (body as { error?: { code?: unknown; error_subcode?: unknown } } | null)?.error;
  return !!error && (error.error_subcode === 2207013 || error.code === 110);
}

/** Instagram Graph API business discovery. 토큰은 주소에만 싣고, 기록·오류에는 남기지 않는다 */
export class GraphInstagram implements InstagramProvider {
  readonly name = 'graph' as const;

  constructor(private readonly options: GraphOptions) {}

  private async discover(username: string, fields: string): Promise<GraphDiscovery | null> {
    // 아이디는 fields 식 안에 들어간다: 규칙 밖의 글자로 식을 바꾸지 못하게 여기서도 막는다
    if (!/^[a-z0-9._]{1,30}$/.test(username)) return null;
    const base = this.options.baseUrl.replace(/\/+$/, '');
    const url = new URL(`${base}/${encodeURIComponent(this.options.userId)}`);
    url.searchParams.set('fields', `business_discovery.username(${username}){${fields}}`);
    url.searchParams.set('access_token', this.options.accessToken);
    let res: Response;
    let body: unknown;
    try {
      res = await fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs), redirect: 'error' });
      body = await res.json().catch(() => null);
    } catch (e) {
      throw instagramUnavailable({ cause: e instanceof Error ? e.name : 'unknown' });
    }
    if (!res.ok) {
      if (res.status < 500 && isNotFound(body)) return null;
      const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
      throw instagramUnavailable({ httpStatus: res.status, graphCode: typeof code === 'number' ? code : null });
    }
    const found = (body as { business_discovery?: GraphDiscovery } | null)?.business_discovery;
    return found ?? null;
  }

  async account(username: string): Promise<InstagramAccount | null> {
    const d = await this.discover(username, ACCOUNT_FIELDS);
    if (!d) return null;
    return {
      username: text(d.username) ?? username,
      fullName: text(d.name),
      profileImageUrl: text(d.profile_picture_url),
      // business discovery 로 보이는 계정은 모두 공개 계정이다
      isPrivate: false,
      followerCount: num(d.followers_count),
      followingCount: num(d.follows_count),
      postCount: num(d.media_count),
    };
  }

  async feeds(username: string, limit: number): Promise<InstagramFeed[]> {
    const n = Math.max(1, Math.min(100, Math.floor(limit)));
    const d = await this.discover(username, `media.limit(${n}){${MEDIA_FIELDS}}`);
    const media = d?.media?.data ?? [];
    return media.map(toFeed).filter((f): f is InstagramFeed => f !== null).slice(0, n);
  }

  /** 허용된 주소만, 넘겨주기(redirect)도 한 번씩 다시 검사한다. 한도를 넘으면 받다가 끊는다 */
  async fetchImage(url: string): Promise<{ contentType: string; bytes: Uint8Array }> {
    const allowed = this.options.imageUrlAllowed ?? isInstagramCdnUrl;
    let current: URL;
    try {
      current = new URL(url);
    } catch {
      throw imageHostNotAllowed();
    }
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (!allowed(current)) throw imageHostNotAllowed();
      let res: Response;
      try {
        res = await fetch(current, { redirect: 'manual', signal: AbortSignal.timeout(this.options.timeoutMs) });
      } catch (e) {
        throw instagramUnavailable({ cause: e instanceof Error ? e.name : 'unknown' });
      }
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        await res.body?.cancel();
        current = new URL(location, current);
        continue;
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw instagramUnavailable({ httpStatus: res.status });
      }
      const bytes = await readLimited(res, this.options.maxImageBytes ?? FEED_IMAGE_MAX_BYTES);
      return { contentType: res.headers.get('content-type') ?? 'application/octet-stream', bytes };
    }
    throw instagramUnavailable({ cause: 'too-many-redirects' });
  }
}

/** 본문을 한도까지만 읽는다: 큰 파일을 끝까지 받지 않는다 */
async function readLimited(res: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel();
    throw imageTooLarge();
  }
  if (!res.body) return new Uint8Array();
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > maxBytes) {
        await reader.cancel();
        throw imageTooLarge();
      }
      chunks.push(value);
    }
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw instagramUnavailable({ cause: e instanceof Error ? e.name : 'unknown' });
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.length;
  }
  return out;
}
