import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';

type Entry = { body: string; expiresAt: number };

/**
 * 카탈로그·콘텐츠 GET 응답을 직렬화된 문자열로 잠깐 들고 있는다.
 * 관리자 쓰기가 성공하면 이 인스턴스의 캐시는 바로 비워지고, 다른 인스턴스는 TTL 안에 따라온다.
 */
export class ResponseCache {
  private entries = new Map<string, Entry>();
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  get(key: string, now = Date.now()): string | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.body;
  }

  set(key: string, body: string, now = Date.now()) {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { body, expiresAt: now + this.ttlMs });
  }

  clear() {
    this.entries.clear();
  }
}

/** 로그인과 상관없는 공개 GET 에만 건다. 관리자만 보는 값(ADMIN_ORDER 등)이 섞이는 라우트에는 걸지 않는다. */
export function cachePublicGet(cache: ResponseCache) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'GET' || c.req.header('authorization')) return next();
    const key = c.req.url.slice(c.req.url.indexOf('/v1/'));
    const hit = cache.get(key);
    if (hit !== undefined) {
      return c.body(hit, 200, { 'content-type': 'application/json; charset=UTF-8', 'x-cache': 'HIT' });
    }
    await next();
    if (c.res.status === 200 && c.res.headers.get('content-type')?.includes('application/json')) {
      cache.set(key, await c.res.clone().text());
      c.res.headers.set('x-cache', 'MISS');
    }
  });
}
