import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema } from '../../lib/schemas/common';
import {
  AdminReviewPageSchema,
  AdminReviewPatchSchema,
  AdminReviewQuerySchema,
  AdminReviewSchema,
  PhotoRewardResponseSchema,
} from '../../lib/schemas/reviews';
import { createRouter, IdParamSchema as params, jsonContent } from '../lib/router';
import { deleteReviewPhotos, grantPhotoReward, listAdminReviews, setReviewVisibility } from './admin-reviews.service';
import { auditActor } from '../audit-logs/actor';
import { allow, EVERY_OPERATOR } from '../middleware/auth';

const base = { tags: ['admin-reviews'], security: [{ bearerAuth: [] }] };
const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '관리자 아님'),
};
const notFound = { 404: jsonContent(ErrorBodySchema, '없는 후기') };

/** /v1/admin/reviews/** — 후기 숨기기, 사진 삭제, 사진 후기 적립금 */
export const adminReviewsRouter = createRouter()
  // GET /v1/admin/reviews – 후기 목록 (숨김·사진 여부, 작성 기간, 최신 순)
  .openapi(
    createRoute({
      middleware: [allow(...EVERY_OPERATOR)],
      ...base,
      method: 'get',
      path: '/reviews',
      request: { query: AdminReviewQuerySchema },
      responses: { 200: jsonContent(AdminReviewPageSchema, '후기 목록'), ...errors },
    }),
    async (c) => c.json(await listAdminReviews(c.get('deps'), c.req.valid('query')), 200),
  )
  // PATCH /v1/admin/reviews/{id} – 숨기기·다시 보이기 (적립금은 그대로)
  .openapi(
    createRoute({
      middleware: [allow(...EVERY_OPERATOR)],
      ...base,
      method: 'patch',
      path: '/reviews/{id}',
      request: { params, body: { content: { 'application/json': { schema: AdminReviewPatchSchema } }, required: true } },
      responses: { 200: jsonContent(AdminReviewSchema, '바뀐 후기'), ...errors, ...notFound },
    }),
    async (c) => c.json(await setReviewVisibility(c.get('deps'), c.req.valid('param').id, c.req.valid('json'), auditActor(c)), 200),
  )
  // POST /v1/admin/reviews/{id}/photo-reward – 사진 후기 적립금 2,000원 (한 번만, 두 번째는 409)
  .openapi(
    createRoute({
      middleware: [allow(...EVERY_OPERATOR)],
      ...base,
      method: 'post',
      path: '/reviews/{id}/photo-reward',
      request: { params },
      responses: {
        200: jsonContent(PhotoRewardResponseSchema, '지급 결과'),
        ...errors,
        ...notFound,
        409: jsonContent(ErrorBodySchema, '이미 지급했거나 사진 없음'),
      },
    }),
    async (c) => c.json(await grantPhotoReward(c.get('deps'), c.req.valid('param').id, auditActor(c)), 200),
  )
  // DELETE /v1/admin/reviews/{id}/images – 사진 삭제 (저장소의 파일까지, 다시 불러도 같은 결과)
  .openapi(
    createRoute({
      middleware: [allow(...EVERY_OPERATOR)],
      ...base,
      method: 'delete',
      path: '/reviews/{id}/images',
      request: { params },
      responses: { 200: jsonContent(AdminReviewSchema, '사진을 뺀 후기'), ...errors, ...notFound },
    }),
    async (c) => c.json(await deleteReviewPhotos(c.get('deps'), c.req.valid('param').id, auditActor(c)), 200),
  );
