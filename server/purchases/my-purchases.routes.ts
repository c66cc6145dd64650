import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ErrorBodySchema, IdSchema, pageOf } from '../../lib/schemas/common';
import { MyPurchasesQuerySchema, PurchaseDetailSchema, PurchaseSummarySchema } from '../../lib/schemas/purchase-views';
import { createRouter, jsonContent } from '../lib/router';
import { getMyPurchaseOrThrow, listMyPurchases } from './my-purchases.service';

const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '본인 아님'),
};
const base = { tags: ['my-page'], security: [{ bearerAuth: [] }] };

/** /v1/my-page/{memberId}/purchases — 내 구매 내역. app.ts 가 requireAuth + requireSelf 를 먼저 건다 */
export const myPurchasesRouter = createRouter()
  // GET /v1/my-page/{memberId}/purchases – 내 구매 목록 (상태·기간 조건, 최신 순, 주문서 제외)
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/{memberId}/purchases',
      request: { params: z.object({ memberId: IdSchema }), query: MyPurchasesQuerySchema },
      responses: { 200: jsonContent(pageOf(PurchaseSummarySchema), '구매 목록'), ...errors },
    }),
    async (c) => {
      const { db, config } = c.get('deps');
      return c.json(await listMyPurchases(db, config, c.req.valid('param').memberId, c.req.valid('query')), 200);
    },
  )
  // GET /v1/my-page/{memberId}/purchases/{id} – 내 구매 상세 (줄, 금액 내역, 서비스)
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/{memberId}/purchases/{id}',
      request: { params: z.object({ memberId: IdSchema, id: IdSchema }) },
      responses: {
        200: jsonContent(PurchaseDetailSchema, '구매 상세'),
        ...errors,
        404: jsonContent(ErrorBodySchema, '없거나 본인 것이 아님'),
      },
    }),
    async (c) => {
      const { memberId, id } = c.req.valid('param');
      const { db, config } = c.get('deps');
      return c.json(await getMyPurchaseOrThrow(db, config, memberId, id), 200);
    },
  );
