import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema, MemberIdParamSchema } from '../../lib/schemas/common';
import { MemberInfoSchema } from '../../lib/schemas/members';
import { createRouter, jsonContent } from '../lib/router';
import { getMemberInfo } from './members.service';

/** /v1/my-page/{memberId}/** — app.ts 가 requireAuth + requireSelf 를 먼저 건다 */
export const myPageRouter = createRouter()
  // GET /v1/my-page/{memberId} – 내 정보 (포인트, 가입 방식, 후기 수, 연락처)
  .openapi(
    createRoute({
      method: 'get',
      path: '/{memberId}',
      tags: ['my-page'],
      security: [{ bearerAuth: [] }],
      request: { params: MemberIdParamSchema },
      responses: {
        200: jsonContent(MemberInfoSchema, '회원 정보'),
        401: jsonContent(ErrorBodySchema, '로그인 필요'),
        403: jsonContent(ErrorBodySchema, '본인 아님'),
      },
    }),
    async (c) => c.json(await getMemberInfo(c.get('deps'), c.req.valid('param').memberId), 200),
  );
