import { createRoute } from '@hono/zod-openapi';
import {
  AdminMemberDetailSchema,
  AdminMemberListQuerySchema,
  AdminMemberPageSchema,
  MemberStatusBodySchema,
  MemberStatusResultSchema,
} from '../../lib/schemas/admin-members';
import { ErrorBodySchema } from '../../lib/schemas/common';
import { auditActor } from '../audit-logs/actor';
import { createRouter, IdParamSchema as params, jsonContent } from '../lib/router';
import { EVERY_OPERATOR, STAFF, allow } from '../middleware/auth';
import { changeMemberStatus, getAdminMemberDetail, listAdminMembers } from './admin-members.service';

const base = { tags: ['admin-members'], security: [{ bearerAuth: [] }] };
const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '권한 없음'),
};
const notFound = { 404: jsonContent(ErrorBodySchema, '없는 회원') };

/** /v1/admin/members/** — 회원 찾기·상세·이용 정지 (적립금은 admin-member-points.routes, CSV 는 admin-members-export.routes) */
export const adminMembersRouter = createRouter()
  // GET /v1/admin/members – 회원 목록 (검색·상태·가입 방식·가입 기간·정렬)
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/members',
      middleware: [allow(...EVERY_OPERATOR)],
      request: { query: AdminMemberListQuerySchema },
      responses: { 200: jsonContent(AdminMemberPageSchema, '회원 목록'), ...errors },
    }),
    async (c) => c.json(await listAdminMembers(c.get('deps'), c.req.valid('query')), 200),
  )
  // GET /v1/admin/members/{id} – 회원 상세 (상태, 가입 방식, 적립금, 쿠폰·구매·서비스·문의·후기, 열린 세션)
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/members/{id}',
      middleware: [allow(...EVERY_OPERATOR)],
      request: { params },
      responses: { 200: jsonContent(AdminMemberDetailSchema, '회원 상세'), ...errors, ...notFound },
    }),
    async (c) => c.json(await getAdminMemberDetail(c.get('deps'), c.req.valid('param').id), 200),
  )
  // PATCH /v1/admin/members/{id}/status – 이용 정지(세션 모두 닫기)·해제, 사유 필수
  .openapi(
    createRoute({
      ...base,
      method: 'patch',
      path: '/members/{id}/status',
      middleware: [allow(...STAFF)],
      request: { params, body: { content: { 'application/json': { schema: MemberStatusBodySchema } }, required: true } },
      responses: {
        200: jsonContent(MemberStatusResultSchema, '바뀐 상태(이미 그 상태면 changed:false)'),
        ...errors,
        ...notFound,
        409: jsonContent(ErrorBodySchema, '탈퇴한 회원'),
      },
    }),
    async (c) =>
      c.json(await changeMemberStatus(c.get('deps'), auditActor(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );
