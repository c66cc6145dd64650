import type { CacheTag } from '../../lib/cache-tags';
import type { Config } from '../config';
import type { Logger } from './logger';

/**
 * 관리자 쓰기 뒤 웹 서버에 그 쓰기가 바꾼 태그의 페이지만 다시 그리라고 알린다. 실패해도 관리자 요청은 성공이다:
 * 웹의 캐시는 어차피 짧은 revalidate 로 따라온다.
 */
export function notifyStorefront(config: Config, logger: Logger, tags: readonly CacheTag[]) {
  if (!config.WEB_INTERNAL_URL || tags.length === 0) return;
  void fetch(`${config.WEB_INTERNAL_URL.replace(/\/$/, '')}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': config.REVALIDATE_SECRET },
    body: JSON.stringify({ tags }),
    signal: AbortSignal.timeout(3000),
  }).catch((err: unknown) => logger.warn({ err, tags }, 'storefront revalidate failed'));
}
