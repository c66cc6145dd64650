import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { CacheTag } from '../../lib/cache-tags';
import type { AppEnv } from './context';

type Entry = { body: Uint8Array<ArrayBuffer>; headers: Record<string, string>; expiresAt: number; tags: readonly CacheTag[] };

/**
 * 카탈로그·콘텐츠 GET 응답을 본문 바이트와 헤더째로 잠깐 들고 있는다.
 * 항목마다 태그(lib/cache-tags.ts)를 적어 두고, 관리자 쓰기가 성공하면 그 쓰기가 바꾼 태그의 항목만 바로 지운다.
 * 다른 인스턴스는 TTL 안에 따라온다.
 */
export class ResponseCache {
  private entries = new Map<string, Entry>();
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  get(key: string, now = Date.now()): Entry | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return hit;
  }

  set(key: string, body: Uint8Array<ArrayBuffer>, headers: Record<string, string>, tags: readonly CacheTag[], now = Date.now()) {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { body, headers, expiresAt: now + this.ttlMs, tags });
  }

  /** 태그 가운데 하나라도 가진 항목을 지운다. 지운 개수 */
  invalidate(tags: readonly CacheTag[]): number {
    if (tags.length === 0) return 0;
    const wanted = new Set(tags);
    let removed = 0;
    for (const [key, entry] of this.entries) {
      if (entry.tags.some((tag) => wanted.has(tag))) {
        this.entries.delete(key);
        removed += 1;
      }
    }
    return removed;
  }

  get size() {
    return this.entries.size;
  }
}

/** 요청마다 다른 헤더: 적중할 때 새로 붙이므로 저장하지 않는다. */
const PER_REQUEST = new Set(['x-request-id', 'access-control-allow-origin', 'x-cache', 'content-length', 'date']);

type PublicCacheOptions = {
  /** 캐시할 경로인가(로그인과 상관없는 공개 목록만. 관리자만 보는 값이 섞이는 라우트는 빼야 한다) */
  cacheable: (path: string) => boolean;
  /** 이 경로의 응답이 속한 태그: 관리자 쓰기가 그 태그만 지운다 */
  tagsOf: (path: string) => readonly CacheTag[];
  /** 이 요청의 x-request-id */
  requestId: (c: Context<AppEnv>) => string;
  /** CORS: 허용한 출처면 그 값, 아니면 null */
  allowOrigin: (origin: string) => string | null;
};

/**
 * 앱의 맨 앞에 건다. 적중하면 나머지 미들웨어(요청 id, 보안 헤더, CORS, 본문 한도)와 라우터를 건너뛰고,
 * 처음 만들 때 그 체인이 붙인 헤더를 그대로 다시 쓴다: 헤더 목록이 한 곳(app.ts 의 미들웨어)에만 있다.
 * 요청마다 다른 x-request-id 와 CORS 허용 출처만 새로 붙인다. 2코어에서 처리량이 맨 node:http 의 절반을 넘게 하려는 것.
 */
export function servePublicCache(cache: ResponseCache, options: PublicCacheOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'GET' || c.req.header('authorization') || !options.cacheable(c.req.path)) return next();
    const url = c.req.url;
    const key = url.slice(url.indexOf('/v1/'));
    const hit = cache.get(key);
    if (hit) {
      const headers: Record<string, string> = { ...hit.headers, 'x-request-id': options.requestId(c), 'x-cache': 'HIT' };
      const origin = options.allowOrigin(c.req.header('origin') ?? '');
      if (origin) headers['access-control-allow-origin'] = origin;
      return new Response(hit.body, { status: 200, headers });
    }
    await next();
    if (c.res.status !== 200 || !c.res.headers.get('content-type')?.includes('application/json')) return;
    const headers: Record<string, string> = {};
    c.res.headers.forEach((value, name) => {
      if (!PER_REQUEST.has(name)) headers[name] = value;
    });
    // Uint8Array 여야 @hono/node-server 가 본문을 곧바로 소켓에 쓴다(ArrayBuffer 는 느린 길로 간다)
    cache.set(key, new Uint8Array(await c.res.clone().arrayBuffer()), headers, options.tagsOf(c.req.path));
    c.res.headers.set('x-cache', 'MISS');
  });
}
