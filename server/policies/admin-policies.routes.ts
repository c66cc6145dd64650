import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema } from '../../lib/schemas/common';
import { itemsOf } from '../../lib/schemas/contents';
import { PolicyVersionCreateBodySchema, PolicyVersionListQuerySchema, PolicyVersionSchema, PolicyVersionSummarySchema } from '../../lib/schemas/policies';
import { auditActor } from '../audit-logs/actor';
import { createRouter, IdParamSchema, jsonContent } from '../lib/router';
import { allow, OWNER_ONLY, STAFF } from '../middleware/auth';
import { createPolicyVersion, deletePolicyVersion, getPolicyVersion, listPolicyVersions } from './policies.service';

const tags = ['admin:policies'];
const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '권한 없음'),
};
const notFound = { 404: jsonContent(ErrorBodySchema, '없음') };

/** /v1/admin — 정책 판: 읽기는 STAFF, 새 판·예약 취소는 OWNER(가게가 회원과 맺는 약속이라) */
export const adminPoliciesRouter = createRouter()
  // GET /v1/admin/policies – 판 목록 (종류별, 시행일 늦은 것부터, 상태 포함)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      method: 'get',
      path: '/policies',
      tags,
      summary: '정책 판 목록',
      security: [{ bearerAuth: [] }],
      request: { query: PolicyVersionListQuerySchema },
      responses: { 200: jsonContent(itemsOf(PolicyVersionSummarySchema), '판 목록'), ...errors },
    }),
    async (c) => c.json({ items: await listPolicyVersions(c.get('deps'), c.req.valid('query').kind) }, 200),
  )
  // GET /v1/admin/policies/{id} – 판 하나 (본문 포함)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      method: 'get',
      path: '/policies/{id}',
      tags,
      summary: '정책 판 보기',
      security: [{ bearerAuth: [] }],
      request: { params: IdParamSchema },
      responses: { 200: jsonContent(PolicyVersionSchema, '판'), ...errors, ...notFound },
    }),
    async (c) => c.json(await getPolicyVersion(c.get('deps'), c.req.valid('param').id), 200),
  )
  // POST /v1/admin/policies – 새 판 (오늘이면 바로 시행, 뒤의 날짜면 예약, 지난 날짜는 400)
  .openapi(
    createRoute({
      middleware: [allow(...OWNER_ONLY)],
      method: 'post',
      path: '/policies',
      tags,
      summary: '정책 새 판 (OWNER)',
      security: [{ bearerAuth: [] }],
      request: { body: { content: { 'application/json': { schema: PolicyVersionCreateBodySchema } }, required: true } },
      responses: { 201: jsonContent(PolicyVersionSchema, '만든 판'), ...errors, 409: jsonContent(ErrorBodySchema, '동시에 만든 판') },
    }),
    async (c) => c.json(await createPolicyVersion(c.get('deps'), c.req.valid('json'), auditActor(c)), 201),
  )
  // DELETE /v1/admin/policies/{id} – 예약한 판 지우기 (시행된 판은 409)
  .openapi(
    createRoute({
      middleware: [allow(...OWNER_ONLY)],
      method: 'delete',
      path: '/policies/{id}',
      tags,
      summary: '예약한 정책 판 지우기 (OWNER)',
      security: [{ bearerAuth: [] }],
      request: { params: IdParamSchema },
      responses: { 204: { description: '지움' }, ...errors, ...notFound, 409: jsonContent(ErrorBodySchema, '이미 시행된 판') },
    }),
    async (c) => {
      await deletePolicyVersion(c.get('deps'), c.req.valid('param').id, auditActor(c));
      return c.body(null, 204);
    },
  );

