import { createRoute } from '@hono/zod-openapi';
import { BusinessDetailsBodySchema, BusinessDetailsResponseSchema, BusinessDetailsSchema } from '../../lib/schemas/business-details';
import { ErrorBodySchema } from '../../lib/schemas/common';
import { auditActor } from '../audit-logs/actor';
import { createRouter, jsonContent } from '../lib/router';
import { allow, EVERY_OPERATOR, OWNER_ONLY } from '../middleware/auth';
import { getBusinessDetails, saveBusinessDetails } from './business-details.service';

const tags = ['admin:business-details'];
const errors = {
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '권한 없음'),
};

/** /v1/admin — 사업자 정보: 읽기는 모든 운영자(스토어에도 공개된 값), 저장은 OWNER 만 */
export const adminBusinessDetailsRouter = createRouter()
  // GET /v1/admin/business-details – 지금 값 (없으면 details: null)
  .openapi(
    createRoute({
      middleware: [allow(...EVERY_OPERATOR)],
      method: 'get',
      path: '/business-details',
      tags,
      summary: '사업자 정보 (관리자)',
      security: [{ bearerAuth: [] }],
      responses: { 200: jsonContent(BusinessDetailsResponseSchema, '사업자 정보'), ...errors },
    }),
    async (c) => c.json(await getBusinessDetails(c.get('deps')), 200),
  )
  // PUT /v1/admin/business-details – 저장 (OWNER, 작업 기록)
  .openapi(
    createRoute({
      middleware: [allow(...OWNER_ONLY)],
      method: 'put',
      path: '/business-details',
      tags,
      summary: '사업자 정보 저장 (OWNER)',
      security: [{ bearerAuth: [] }],
      request: { body: { content: { 'application/json': { schema: BusinessDetailsBodySchema } }, required: true } },
      responses: { 200: jsonContent(BusinessDetailsSchema, '저장한 사업자 정보'), 400: jsonContent(ErrorBodySchema, '요청 값 오류'), ...errors },
    }),
    async (c) => c.json(await saveBusinessDetails(c.get('deps'), c.req.valid('json'), auditActor(c)), 200),
  );
