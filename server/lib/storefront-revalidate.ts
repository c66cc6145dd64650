import type { Config } from '../config';
import type { Logger } from './logger';

/** 스토어프론트가 캐시한 페이지의 태그. 웹의 fetch 가 같은 이름을 쓴다. */
export const STOREFRONT_TAGS = ['catalogue', 'contents', 'mains'] as const;

/**
 * 관리자 쓰기 뒤 웹 서버에 다시 그리라고 알린다. 실패해도 관리자 요청은 성공이다:
 * 웹의 캐시는 어차피 짧은 revalidate 로 따라온다.
 */
export function notifyStorefront(config: Config, logger: Logger) {
  if (!config.WEB_INTERNAL_URL) return;
  void fetch(`${config.WEB_INTERNAL_URL.replace(/\/$/, '')}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': config.REVALIDATE_SECRET },
    body: JSON.stringify({ tags: STOREFRONT_TAGS }),
    signal: AbortSignal.timeout(3000),
  }).catch((err: unknown) => logger.warn({ err }, 'storefront revalidate failed'));
}
