import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../lib/context';
import type { Metrics } from './metrics';

/**
 * 요청 하나의 경로 틀: 걸린 것 중 마지막 처리기(app.use 의 미들웨어는 method 가 ALL 이라 뺀다).
 * 처리기가 없으면(404) 'unmatched': 아무 주소나 찔러 보는 요청이 줄을 늘리지 않게
 */
function routeTemplate(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  const handlers = matchedRoutes(c).filter((r) => r.method !== 'ALL');
  return handlers.at(-1)?.path ?? 'unmatched';
}

export function requestMetrics(metrics: Metrics, lifecycle: { draining: boolean } | undefined): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      if (lifecycle?.draining) c.header('connection', 'close');
      metrics.observeRequest({ method: c.req.method, route: routeTemplate(c), status: c.res.status, seconds: (performance.now() - started) / 1000 });
    }
  };
}
