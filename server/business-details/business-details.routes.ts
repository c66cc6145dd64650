import { createRoute } from '@hono/zod-openapi';
import { BusinessDetailsResponseSchema } from '../../lib/schemas/business-details';
import { createRouter, jsonContent } from '../lib/router';
import { getBusinessDetails } from './business-details.service';

/** /v1 — 사업자 정보 (공개: 스토어 아래쪽과 결제 화면) */
export const businessDetailsRouter = createRouter()
  // GET /v1/business-details – 전자상거래법 §10 의 사업자 정보 (아직 없으면 details: null)
  .openapi(
    createRoute({
      method: 'get',
      path: '/business-details',
      tags: ['business-details'],
      responses: { 200: jsonContent(BusinessDetailsResponseSchema, '사업자 정보') },
    }),
    async (c) => c.json(await getBusinessDetails(c.get('deps')), 200),
  );
