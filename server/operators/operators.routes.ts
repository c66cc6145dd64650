import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema, MemberIdParamSchema } from '../../lib/schemas/common';
import {
  OperatorCreateBodySchema,
  OperatorListSchema,
  OperatorMfaResetResultSchema,
  OperatorPatchBodySchema,
  OperatorRevokeResultSchema,
  OperatorSchema,
} from '../../lib/schemas/operators';
import { auditActor } from '../audit-logs/actor';
import { createRouter, jsonBody, jsonContent } from '../lib/router';
import { allow, OWNER_ONLY } from '../middleware/auth';
import { addOperator, changeOperatorRole, listOperators, resetOperatorMfa, revokeOperator } from './operators.service';

const base = { tags: ['admin-operators'], security: [{ bearerAuth: [] }] };
const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '대표 운영자 아님'),
};
const notFound = { 404: jsonContent(ErrorBodySchema, '없는 회원·운영자') };
const conflict = { 409: jsonContent(ErrorBodySchema, '이미 운영자, 내 계정, 마지막 대표 운영자') };

/** /v1/admin/operators/** — 운영자 계정 관리 (OWNER 만, 모두 작업 기록에 남는다) */
export const adminOperatorsRouter = createRouter()
  // GET /v1/admin/operators – 운영자 목록(등급, 2단계 인증 등록, 마지막 로그인)
  .openapi(
    createRoute({ middleware: [allow(...OWNER_ONLY)], ...base, method: 'get', path: '/operators', responses: { 200: jsonContent(OperatorListSchema, '운영자 목록'), ...errors } }),
    async (c) => c.json(await listOperators(c.get('deps')), 200),
  )
  // POST /v1/admin/operators – 가입한 회원을 이메일로 찾아 운영자로
  .openapi(
    createRoute({
      middleware: [allow(...OWNER_ONLY)],
      ...base,
      method: 'post',
      path: '/operators',
      request: jsonBody(OperatorCreateBodySchema),
      responses: { 201: jsonContent(OperatorSchema, '추가한 운영자'), ...errors, ...notFound, ...conflict },
    }),
    async (c) => c.json(await addOperator(c.get('deps'), auditActor(c), c.req.valid('json')), 201),
  )
  // PATCH /v1/admin/operators/{memberId} – 등급 바꾸기 (나 자신·마지막 대표 운영자는 안 된다)
  .openapi(
    createRoute({
      middleware: [allow(...OWNER_ONLY)],
      ...base,
      method: 'patch',
      path: '/operators/{memberId}',
      request: { params: MemberIdParamSchema, ...jsonBody(OperatorPatchBodySchema) },
      responses: { 200: jsonContent(OperatorSchema, '바뀐 운영자'), ...errors, ...notFound, ...conflict },
    }),
    async (c) =>
      c.json(await changeOperatorRole(c.get('deps'), auditActor(c), c.req.valid('param').memberId, c.req.valid('json').adminRole), 200),
  )
  // DELETE /v1/admin/operators/{memberId} – 운영자 권한 회수(일반 회원으로, 세션 모두 종료)
  .openapi(
    createRoute({
      middleware: [allow(...OWNER_ONLY)],
      ...base,
      method: 'delete',
      path: '/operators/{memberId}',
      request: { params: MemberIdParamSchema },
      responses: { 200: jsonContent(OperatorRevokeResultSchema, '회수됨'), ...errors, ...notFound, ...conflict },
    }),
    async (c) => c.json(await revokeOperator(c.get('deps'), auditActor(c), c.req.valid('param').memberId), 200),
  )
  // POST /v1/admin/operators/{memberId}/mfa-reset – 2단계 인증 초기화(앱을 잃은 운영자가 다시 등록하게)
  .openapi(
    createRoute({
      middleware: [allow(...OWNER_ONLY)],
      ...base,
      method: 'post',
      path: '/operators/{memberId}/mfa-reset',
      request: { params: MemberIdParamSchema },
      responses: { 200: jsonContent(OperatorMfaResetResultSchema, '초기화 결과'), ...errors, ...notFound, ...conflict },
    }),
    async (c) => c.json(await resetOperatorMfa(c.get('deps'), auditActor(c), c.req.valid('param').memberId), 200),
  );
