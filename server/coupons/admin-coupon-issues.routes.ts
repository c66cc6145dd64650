import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema } from '../../lib/schemas/common';
import {
  AdminMemberCouponPageSchema,
  AdminMemberCouponQuerySchema,
  CouponIssueBodySchema,
  CouponIssuePreviewSchema,
  CouponIssueResultSchema,
  CouponMemberFilterSchema,
  IdempotencyKeyHeaderSchema,
  MemberCouponRevokeResultSchema,
} from '../../lib/schemas/coupons';
import { auditActor } from '../audit-logs/actor';
import { createRouter, IdParamSchema as params, jsonContent } from '../lib/router';
import { allow, STAFF } from '../middleware/auth';
import { issueCoupon, listIssuedCoupons, previewIssue, revokeMemberCoupon } from './coupon-issues.service';

const base = { tags: ['admin-coupons'], security: [{ bearerAuth: [] }], middleware: [allow(...STAFF)] };
const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '권한 없음'),
  404: jsonContent(ErrorBodySchema, '없는 쿠폰'),
};

/** 쿠폰 발급(회원 번호 목록·필터, 모두 아니면 아무것도), 발급 내역, 회수 */
export const adminCouponIssuesRouter = createRouter()
  // POST /v1/admin/coupons/{id}/issues – 발급 (Idempotency-Key 필수, 한 명이라도 안 되면 아무에게도 주지 않는다)
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/coupons/{id}/issues',
      request: { params, headers: IdempotencyKeyHeaderSchema, body: { content: { 'application/json': { schema: CouponIssueBodySchema } }, required: true } },
      responses: {
        201: jsonContent(CouponIssueResultSchema, '발급 결과'),
        200: jsonContent(CouponIssueResultSchema, '같은 요청 키의 처음 결과'),
        ...errors,
        409: jsonContent(ErrorBodySchema, '받을 수 없는 회원(meta.rejected)·보관·기간 끝'),
      },
    }),
    async (c) => {
      const key = c.req.valid('header')['idempotency-key'];
      const { result, created } = await issueCoupon(c.get('deps'), auditActor(c), c.req.valid('param').id, c.req.valid('json'), key);
      return created ? c.json(result, 201) : c.json(result, 200);
    },
  )
  // GET /v1/admin/coupons/{id}/issue-preview – 필터로 발급하기 전 받을 회원 수와 한도에 걸린 수
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/coupons/{id}/issue-preview',
      request: { params, query: CouponMemberFilterSchema },
      responses: { 200: jsonContent(CouponIssuePreviewSchema, '미리 보기'), ...errors },
    }),
    async (c) => c.json(await previewIssue(c.get('deps'), c.req.valid('param').id, c.req.valid('query')), 200),
  )
  // GET /v1/admin/coupons/{id}/member-coupons – 쿠폰 하나의 발급 내역(보일 상태로 거르기)
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/coupons/{id}/member-coupons',
      request: { params, query: AdminMemberCouponQuerySchema },
      responses: { 200: jsonContent(AdminMemberCouponPageSchema, '발급 내역'), ...errors },
    }),
    async (c) => c.json(await listIssuedCoupons(c.get('deps'), c.req.valid('param').id, c.req.valid('query')), 200),
  )
  // POST /v1/admin/member-coupons/{id}/revoke – 회수 (쓰지 않았고 결제에 묶이지 않은 장만)
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/member-coupons/{id}/revoke',
      request: { params },
      responses: { 200: jsonContent(MemberCouponRevokeResultSchema, '회수 결과'), ...errors, 409: jsonContent(ErrorBodySchema, '회수할 수 없는 상태') },
    }),
    async (c) => c.json(await revokeMemberCoupon(c.get('deps'), auditActor(c), c.req.valid('param').id), 200),
  );
