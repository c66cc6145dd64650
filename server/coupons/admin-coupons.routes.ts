import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema } from '../../lib/schemas/common';
import { AdminCouponPageSchema, AdminCouponQuerySchema, AdminCouponSchema, CouponBodySchema } from '../../lib/schemas/coupons';
import { auditActor } from '../audit-logs/actor';
import { createRouter, IdParamSchema as params, jsonContent } from '../lib/router';
import { allow, STAFF } from '../middleware/auth';
import { archiveCoupon, createCoupon, getAdminCoupon, listAdminCoupons, updateCoupon } from './admin-coupons.service';

const base = { tags: ['admin-coupons'], security: [{ bearerAuth: [] }], middleware: [allow(...STAFF)] };
const body = { content: { 'application/json': { schema: CouponBodySchema } }, required: true };
const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류·범위 대상 없음'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '권한 없음'),
};
const notFound = { 404: jsonContent(ErrorBodySchema, '없는 쿠폰') };
const conflict = { 409: jsonContent(ErrorBodySchema, '보관한 쿠폰·할인 잠김·환영 쿠폰 중복') };

/** /v1/admin/coupons — 쿠폰 틀 만들기·고치기·보관, 사용 현황 */
export const adminCouponsRouter = createRouter()
  // GET /v1/admin/coupons – 쿠폰 목록(발급·사용·회수 수, 할인 준 금액, 쿠폰을 쓴 매출)
  .openapi(
    createRoute({ ...base, method: 'get', path: '/coupons', request: { query: AdminCouponQuerySchema }, responses: { 200: jsonContent(AdminCouponPageSchema, '쿠폰 목록'), ...errors } }),
    async (c) => c.json(await listAdminCoupons(c.get('deps'), c.req.valid('query')), 200),
  )
  // POST /v1/admin/coupons – 쿠폰 만들기 (환영 쿠폰은 하나만)
  .openapi(
    createRoute({ ...base, method: 'post', path: '/coupons', request: { body }, responses: { 201: jsonContent(AdminCouponSchema, '만든 쿠폰'), ...errors, ...conflict } }),
    async (c) => c.json(await createCoupon(c.get('deps'), auditActor(c), c.req.valid('json')), 201),
  )
  // GET /v1/admin/coupons/{id} – 쿠폰 하나와 사용 현황
  .openapi(
    createRoute({ ...base, method: 'get', path: '/coupons/{id}', request: { params }, responses: { 200: jsonContent(AdminCouponSchema, '쿠폰'), ...errors, ...notFound } }),
    async (c) => c.json(await getAdminCoupon(c.get('deps'), c.req.valid('param').id), 200),
  )
  // PATCH /v1/admin/coupons/{id} – 쿠폰 고치기 (발급한 뒤에는 할인 방식·값·최대 할인이 잠긴다)
  .openapi(
    createRoute({
      ...base,
      method: 'patch',
      path: '/coupons/{id}',
      request: { params, body },
      responses: { 200: jsonContent(AdminCouponSchema, '고친 쿠폰'), ...errors, ...notFound, ...conflict },
    }),
    async (c) => c.json(await updateCoupon(c.get('deps'), auditActor(c), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  // POST /v1/admin/coupons/{id}/archive – 보관 (더 발급하지 않는다, 준 것은 그대로)
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/coupons/{id}/archive',
      request: { params },
      responses: { 200: jsonContent(AdminCouponSchema, '보관한 쿠폰'), ...errors, ...notFound, ...conflict },
    }),
    async (c) => c.json(await archiveCoupon(c.get('deps'), auditActor(c), c.req.valid('param').id), 200),
  );
