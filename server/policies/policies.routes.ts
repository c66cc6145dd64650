import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema } from '../../lib/schemas/common';
import { PolicySlugParamSchema, PublicPolicySchema } from '../../lib/schemas/policies';
import { createRouter, jsonContent } from '../lib/router';
import { getPublicPolicy } from './policies.service';

/** /v1 — 이용약관·개인정보처리방침·환불 정책 (공개) */
export const policiesRouter = createRouter()
  // GET /v1/policies/{slug} – 시행 중인 판, 예고된 다음 판, 시행된 판의 이력
  .openapi(
    createRoute({
      method: 'get',
      path: '/policies/{slug}',
      tags: ['policies'],
      request: { params: PolicySlugParamSchema },
      responses: {
        200: jsonContent(PublicPolicySchema, '정책'),
        400: jsonContent(ErrorBodySchema, '모르는 정책'),
        404: jsonContent(ErrorBodySchema, '시행 중인 판 없음'),
      },
    }),
    async (c) => c.json(await getPublicPolicy(c.get('deps'), c.req.valid('param').slug), 200),
  );
