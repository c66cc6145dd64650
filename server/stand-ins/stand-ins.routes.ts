import { createRoute } from '@hono/zod-openapi';
import { PublicStandInsSchema } from '../../lib/schemas/stand-ins';
import { createRouter, jsonContent } from '../lib/router';
import { publicStandIns } from './stand-ins.service';

/** /v1/stand-ins — 공개: 웹의 모든 화면 위 시험 환경 띠가 읽는다 */
export const standInsRouter = createRouter()
  // GET /v1/stand-ins – 지금 시험용으로 대신하는 어댑터(테스트 결제창, 발송함 …)와 손님에게 보일 한 줄
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: ['stand-ins'],
      responses: { 200: jsonContent(PublicStandInsSchema, '시험용 어댑터(없으면 빈 목록)') },
    }),
    async (c) => c.json(await publicStandIns(c.get('deps')), 200),
  );
