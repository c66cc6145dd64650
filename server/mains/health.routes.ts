import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { pingDatabase } from '../db/client';
import { createRouter, jsonContent } from '../lib/router';

const HealthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.boolean(), time: z.string() });

export const healthRouter = createRouter()
  // GET /v1/mains/health-check – DB 가 응답하는지 (로드밸런서용)
  .openapi(
    createRoute({
      method: 'get',
      path: '/health-check',
      tags: ['mains'],
      responses: { 200: jsonContent(HealthSchema, '정상'), 503: jsonContent(HealthSchema, 'DB 응답 없음') },
    }),
    async (c) => {
      const { db, now, logger } = c.get('deps');
      const database = await pingDatabase(db)
        .then(() => true)
        .catch((e: unknown) => (logger.error({ err: e }, 'health-check: database unreachable'), false));
      const body = { status: database ? ('ok' as const) : ('degraded' as const), database, time: now().toISOString() };
      return database ? c.json(body, 200) : c.json(body, 503);
    },
  );
