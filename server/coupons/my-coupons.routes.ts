import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema, MemberIdParamSchema } from '../../lib/schemas/common';
import { MyCouponListSchema } from '../../lib/schemas/coupons';
import { createRouter, jsonContent } from '../lib/router';
import { listMyCoupons } from './coupons.service';

const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '본인 아님'),
};

/** /v1/my-page/{memberId}/coupons — 쿠폰함. app.ts 가 requireAuth + requireSelf 를 먼저 건다 */
export const myCouponsRouter = createRouter()
  // GET /v1/my-page/{memberId}/coupons – 내 쿠폰 전부(기한이 지난 장은 만료로 보인다, 최근 발급 순)
  .openapi(
    createRoute({
      tags: ['my-page'],
      security: [{ bearerAuth: [] }],
      method: 'get',
      path: '/{memberId}/coupons',
      request: { params: MemberIdParamSchema },
      responses: { 200: jsonContent(MyCouponListSchema, '쿠폰함'), ...errors },
    }),
    async (c) => {
      const { db, now } = c.get('deps');
      return c.json(await listMyCoupons(db, { memberId: c.req.valid('param').memberId, now: now() }), 200);
    },
  );
