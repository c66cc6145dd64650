import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema } from '../../lib/schemas/common';
import { AdminStandInsSchema } from '../../lib/schemas/stand-ins';
import { createRouter, jsonContent } from '../lib/router';
import { allow, EVERY_OPERATOR } from '../middleware/auth';
import { adminStandIns } from './stand-ins.service';

/** /v1/admin/stand-ins — 콘솔 홈: 어떤 어댑터가 시험용인지. 변수 이름만 싣고 값(키·비밀)은 싣지 않는다 */
export const adminStandInsRouter = createRouter()
  // GET /v1/admin/stand-ins – 어댑터마다 지금 쓰는 것, 시험용 여부, 허용 변수, 실제로 바꾸려면 채울 변수
  .openapi(
    createRoute({
      middleware: [allow(...EVERY_OPERATOR)],
      tags: ['admin-stand-ins'],
      security: [{ bearerAuth: [] }],
      method: 'get',
      path: '/stand-ins',
      responses: {
        200: jsonContent(AdminStandInsSchema, '어댑터 점검'),
        401: jsonContent(ErrorBodySchema, '로그인 필요'),
        403: jsonContent(ErrorBodySchema, '관리자 아님'),
      },
    }),
    async (c) => c.json(await adminStandIns(c.get('deps')), 200),
  );
