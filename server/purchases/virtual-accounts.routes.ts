import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema } from '../../lib/schemas/common';
import { VirtualAccountBodySchema, VirtualAccountResponseSchema } from '../../lib/schemas/payments';
import { createRouter, jsonContent } from '../lib/router';
import { requireVerifiedEmail } from '../middleware/auth';
import { issueVirtualAccount } from './virtual-accounts.service';

/** /v1/purchases — 가상계좌 결제 (회원) */
export const virtualAccountsRouter = createRouter()
  // POST /v1/purchases/virtual-account – 가상계좌 발급 (쿠폰 예약·적립금 차감, 같은 요청엔 같은 계좌)
  .openapi(
    createRoute({
      method: 'post',
      path: '/virtual-account',
      tags: ['purchases'],
      security: [{ bearerAuth: [] }],
      middleware: [requireVerifiedEmail] as const,
      request: { body: { content: { 'application/json': { schema: VirtualAccountBodySchema } }, required: true } },
      responses: {
        200: jsonContent(VirtualAccountResponseSchema, '발급된 가상계좌와 입금 기한'),
        400: jsonContent(ErrorBodySchema, '요청 값 오류·결제사 발급 거절'),
        401: jsonContent(ErrorBodySchema, '로그인 필요'),
        403: jsonContent(ErrorBodySchema, '이메일 인증 전'),
        404: jsonContent(ErrorBodySchema, '본인의 주문이 아님'),
        409: jsonContent(ErrorBodySchema, '이미 결제·만료·다른 방법으로 준비된 주문, 발급이 거절된 주문'),
        502: jsonContent(ErrorBodySchema, '결제사 통신 실패(같은 요청으로 다시 시도)'),
      },
    }),
    async (c) => c.json(await issueVirtualAccount(c.get('deps'), c.get('auth').memberId, c.req.valid('json')), 200),
  );
