import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { createRouter, jsonContent } from '../lib/router';
import { readiness } from './health.service';

const LiveSchema = z.object({ status: z.literal('ok'), time: z.string() });
// 실패한 까닭(주소·오류)은 기록에만 남긴다: 이 주소는 프록시를 거쳐 공개된다
const CheckSchema = z.object({ ok: z.boolean() });
const ReadySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  /** SIGTERM 을 받아 내리는 중: 새 트래픽을 보내지 말라는 뜻 */
  draining: z.boolean(),
  checks: z.object({ database: CheckSchema, migrations: CheckSchema, redis: CheckSchema.optional() }),
  time: z.string(),
});

export const healthRouter = createRouter()
  // GET /v1/health/live – 프로세스가 살아 있는가(DB 를 보지 않는다: DB 가 잠깐 끊겨도 재시작시키지 않게)
  .openapi(
    createRoute({ method: 'get', path: '/live', tags: ['health'], responses: { 200: jsonContent(LiveSchema, '살아 있음') } }),
    (c) => c.json({ status: 'ok' as const, time: c.get('deps').now().toISOString() }, 200),
  )
  // GET /v1/health/ready – 트래픽을 받아도 되는가(로드밸런서·프록시용)
  .openapi(
    createRoute({
      method: 'get',
      path: '/ready',
      tags: ['health'],
      responses: { 200: jsonContent(ReadySchema, '준비됨'), 503: jsonContent(ReadySchema, '준비 안 됨(DB·마이그레이션·Redis·내리는 중)') },
    }),
    async (c) => {
      const deps = c.get('deps');
      const r = await readiness(deps);
      const checks = Object.fromEntries(Object.entries(r.checks).map(([k, v]) => [k, { ok: v.ok }])) as { database: { ok: boolean }; migrations: { ok: boolean }; redis?: { ok: boolean } };
      const body = { status: r.ready ? ('ready' as const) : ('unavailable' as const), draining: r.draining, checks, time: deps.now().toISOString() };
      if (!r.ready) deps.logger.warn({ checks: r.checks, draining: r.draining }, 'health/ready: not ready');
      return r.ready ? c.json(body, 200) : c.json(body, 503);
    },
  );
