import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema } from '../../lib/schemas/common';
import { SearchQuerySchema, SearchResponseSchema } from '../../lib/schemas/search';
import { createRouter, jsonContent } from '../lib/router';
import { searchCatalogue } from './search.service';

/** /v1/search — 스토어프론트 검색 (공개) */
export const searchRouter = createRouter()
  // GET /v1/search?q= – 판매 중인 상품, 보이는 상품 유형·채널 (초성·띄어쓰기 무시·대소문자 무시)
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: ['search'],
      request: { query: SearchQuerySchema },
      responses: {
        200: jsonContent(SearchResponseSchema, '검색 결과'),
        400: jsonContent(ErrorBodySchema, '검색어가 없거나 너무 김'),
      },
    }),
    async (c) => c.json(await searchCatalogue(c.get('deps').db, c.req.valid('query').q), 200),
  );
