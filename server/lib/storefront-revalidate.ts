import type { CacheTag } from '../../lib/cache-tags';
import type { Config } from '../config';
import type { Logger } from './logger';

/**
 * 쓰기 뒤 웹 서버에 그 쓰기가 바꾼 태그의 페이지만 다시 그리라고 알린다. 실패해도 쓰기 요청은 성공이다:
 * 웹의 캐시는 어차피 짧은 revalidate 로 따라온다. 회원의 후기 쓰기는 이 약속을 기다린다: 답을 받은 브라우저가
 * 곧바로 화면을 다시 받을 때 이미 새 후기가 그려지도록.
 */
export async function notifyStorefront(config: Config, logger: Logger, tags: readonly CacheTag[]): Promise<void> {
  if (!config.WEB_INTERNAL_URL || tags.length === 0) return;
  await fetch(`${config.WEB_INTERNAL_URL.replace(/\/$/, '')}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': config.REVALIDATE_SECRET },
    body: JSON.stringify({ tags }),
    signal: AbortSignal.timeout(3000),
  }).then(
    (res) => {
      if (!res.ok) logger.warn({ status: res.status, tags }, 'storefront revalidate refused');
    },
    (err: unknown) => logger.warn({ err, tags }, 'storefront revalidate failed'),
  );
}
