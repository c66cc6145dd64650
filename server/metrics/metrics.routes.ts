import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';
import { fail } from '../lib/errors';
import { isProduction } from '../stand-ins/stand-ins';
import { renderMetrics, type Metrics } from './metrics';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** 토큰을 같은 길이의 해시로 견준다: 길이·앞부분이 맞는지 시간으로 새지 않게 */
function tokenMatches(given: string | undefined, expected: string): boolean {
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}

/**
 * GET /metrics – Prometheus 글 형식. /v1 밖이라 프록시가 내보내지 않는다(deploy/Caddyfile 이 막는다).
 * METRICS_TOKEN 이 있으면 Authorization: Bearer 가 맞아야 하고, 운영에서 토큰이 없으면 늘 거절한다
 */
export function metricsRouter(metrics: Metrics) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const { config } = c.get('deps');
    if (config.METRICS_TOKEN) {
      const header = c.req.header('authorization');
      const given = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
      if (!tokenMatches(given, config.METRICS_TOKEN)) throw fail('METRICS_TOKEN_REQUIRED');
    } else if (isProduction(config)) {
      throw fail('METRICS_NOT_CONFIGURED');
    }
    const { body, contentType } = await renderMetrics(metrics);
    c.header('cache-control', 'no-store');
    return c.body(body, 200, { 'content-type': contentType });
  });
}
