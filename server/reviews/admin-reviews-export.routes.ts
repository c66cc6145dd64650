import { createRoute } from '@hono/zod-openapi';
import { AdminReviewQuerySchema } from '../../lib/schemas/reviews';
import { ErrorBodySchema } from '../../lib/schemas/common';
import { csvContent, csvResponse } from '../lib/csv';
import { createRouter, jsonContent } from '../lib/router';
import { allow, EVERY_OPERATOR } from '../middleware/auth';
import { REVIEW_CSV_COLUMNS, exportAdminReviews } from './admin-reviews.service';

/**
 * /v1/admin/reviews/export — 후기 CSV 내보내기. 목록 라우터보다 먼저 붙인다: '/reviews/{id}' 가 'export' 를 id 로 읽지 않게.
 * 등급은 목록을 읽는 등급과 같다.
 */
export const adminReviewsExportRouter = createRouter()
  // GET /v1/admin/reviews/export – 목록과 같은 조건·순서의 후기 CSV (쪽 없이, 50,000건까지)
  .openapi(
    createRoute({
      tags: ['admin-reviews'],
      security: [{ bearerAuth: [] }],
      middleware: [allow(...EVERY_OPERATOR)],
      method: 'get',
      path: '/reviews/export',
      request: { query: AdminReviewQuerySchema },
      responses: {
        200: csvContent('후기 CSV'),
        400: jsonContent(ErrorBodySchema, '요청 값 오류·내보낼 줄이 너무 많음'),
        401: jsonContent(ErrorBodySchema, '로그인 필요'),
        403: jsonContent(ErrorBodySchema, '권한 없음'),
      },
    }),
    async (c) => {
      const rows = await exportAdminReviews(c.get('deps'), c.req.valid('query'));
      return csvResponse(c, { name: 'reviews', columns: REVIEW_CSV_COLUMNS, rows, now: c.get('deps').now() });
    },
  );
