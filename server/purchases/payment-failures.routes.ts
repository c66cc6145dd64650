import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ErrorBodySchema, IdSchema } from '../../lib/schemas/common';
import { RetryPurchaseResponseSchema } from '../../lib/schemas/checkout';
import { CardFailBodySchema, CardFailResultSchema } from '../../lib/schemas/payments';
import { createRouter, jsonContent } from '../lib/router';
import { requireVerifiedEmail } from '../middleware/auth';
import { failCardPayment, retryPurchaseOf } from './payment-failures.service';

const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류, 주문할 수 없게 된 상품'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  404: jsonContent(ErrorBodySchema, '없거나 본인 것이 아님'),
};
const base = { method: 'post' as const, tags: ['purchases'], security: [{ bearerAuth: [] }] };

/** /v1/purchases — 결제창 실패·취소와 다시 결제하기 (회원, 본인 구매만). app.ts 가 requireAuth 를 먼저 건다 */
export const paymentFailuresRouter = createRouter()
  // POST /v1/purchases/card/fail – 결제창이 실패·취소로 돌아옴: 진행 중인 승인이 없을 때만 풀고 쿠폰·적립금을 돌려준다
  .openapi(
    createRoute({
      ...base,
      path: '/card/fail',
      request: { body: { content: { 'application/json': { schema: CardFailBodySchema } }, required: true } },
      responses: { 200: jsonContent(CardFailResultSchema, '지금 구매 상태와 돌려준 것'), ...errors },
    }),
    async (c) => c.json(await failCardPayment(c.get('deps'), c.get('auth').memberId, c.req.valid('json')), 200),
  )
  // POST /v1/purchases/{purchaseId}/retry – 실패·취소·만료된 구매와 같은 줄로 새 주문서 (다시 결제라 이메일 인증 필요)
  .openapi(
    createRoute({
      ...base,
      path: '/{purchaseId}/retry',
      middleware: [requireVerifiedEmail] as const,
      request: { params: z.object({ purchaseId: IdSchema }) },
      responses: {
        201: jsonContent(RetryPurchaseResponseSchema, '새 주문서'),
        ...errors,
        403: jsonContent(ErrorBodySchema, '이메일 인증 전'),
        409: jsonContent(ErrorBodySchema, '다시 결제할 수 없는 상태'),
      },
    }),
    async (c) => {
      return c.json(await retryPurchaseOf(c.get('deps'), c.get('auth'), c.req.valid('param').purchaseId), 201);
    },
  );
