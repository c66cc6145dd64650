import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema } from '../../lib/schemas/common';
import { TossWebhookBodySchema, WebhookAckSchema } from '../../lib/schemas/payment-webhooks';
import { createRouter, jsonContent } from '../lib/router';
import { receiveTossWebhook } from './payment-webhooks.service';

/** /v1/payments — 결제사가 부르는 웹훅 (로그인 없음: 본문의 secret 과 결제사 조회로 검증한다) */
export const paymentWebhooksRouter = createRouter()
  // POST /v1/payments/webhooks/toss – 토스 가상계좌 입금(DEPOSIT_CALLBACK)·결제 상태 변경. 위조·모르는 주문도 200
  .openapi(
    createRoute({
      method: 'post',
      path: '/webhooks/toss',
      tags: ['payments'],
      request: { body: { content: { 'application/json': { schema: TossWebhookBodySchema } }, required: true } },
      responses: {
        200: jsonContent(WebhookAckSchema, '받음(처리 결과는 알리지 않는다)'),
        502: jsonContent(ErrorBodySchema, '결제사 조회 실패: 토스가 다시 보낸다'),
      },
    }),
    async (c) => {
      await receiveTossWebhook(c.get('deps'), c.req.valid('json'));
      return c.json({ received: true as const }, 200);
    },
  );
