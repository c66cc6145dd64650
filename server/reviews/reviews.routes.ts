import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ErrorBodySchema, PageQuerySchema } from '../../lib/schemas/common';
import {
  CreateReviewBodySchema,
  CreateReviewResponseSchema,
  ReviewCategoryParamsSchema,
  ReviewImageUploadResponseSchema,
  ReviewListQuerySchema,
  ReviewPageSchema,
  ReviewPhotoPageSchema,
  ReviewSchema,
  ReviewSummarySchema,
  ReviewableServicesSchema,
} from '../../lib/schemas/reviews';
import { IMAGE_MAX_BYTES } from '../../lib/schemas/upload-rules';
import type { AppEnv } from '../lib/context';
import { fail } from '../lib/errors';
import { createRouter, IdParamSchema, jsonContent } from '../lib/router';
import { requireAuth, requireVerifiedEmail } from '../middleware/auth';
import { reviewImageRequired, reviewImageTooLarge, storeReviewImage } from './review-images.service';
import {
  createReview,
  getPublicReviewOrThrow,
  listCategoryPhotos,
  listMyReviewableServices,
  listPublicReviews,
  summarizeCategory,
} from './reviews.service';

/** 후기 사진 올리기: 자기 한도(5MB + 양식 여유)를 따로 건다 */
export const REVIEW_IMAGE_UPLOAD_PATH = '/v1/reviews/images';
const MULTIPART_OVERHEAD = 64 * 1024;

const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류'),
  404: jsonContent(ErrorBodySchema, '없거나 숨긴 후기'),
};
const authErrors = {
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '본인 것이 아님'),
};
const multipartFile = {
  type: 'object' as const,
  properties: { file: { type: 'string' as const, format: 'binary', description: 'jpg, jpeg, png (5MB 이하). 긴 변 1600px 이하 WebP 로 저장한다' } },
  required: ['file'],
};

/** 공개 목록은 잠깐(10초) 캐시해도 된다: 숨김·새 후기는 곧 반영된다 */
function briefly(c: Context<AppEnv>) {
  c.header('Cache-Control', 'public, max-age=10');
}

/** /v1/reviews/** — 후기 목록·상세(공개), 작성과 사진 올리기(로그인) */
export const reviewsRouter = createRouter()
  // POST /v1/reviews/images – 후기 사진 한 장 (내용으로 jpg·png 확인, 5MB, 메타데이터 제거)
  .openapi(
    createRoute({
      method: 'post',
      path: '/images',
      tags: ['reviews'],
      security: [{ bearerAuth: [] }],
      // Content-Length 가 한도를 넘으면 본문을 읽기 전에, 없거나 속이면 읽는 도중에 413
      middleware: [
        requireAuth,
        requireVerifiedEmail,
        bodyLimit({
          maxSize: IMAGE_MAX_BYTES + MULTIPART_OVERHEAD,
          onError: () => {
            throw reviewImageTooLarge();
          },
        }),
      ] as const,
      request: { body: { content: { 'multipart/form-data': { schema: multipartFile } }, required: true } },
      responses: {
        201: jsonContent(ReviewImageUploadResponseSchema, '저장된 사진 주소'),
        400: jsonContent(ErrorBodySchema, '파일 없음'),
        401: authErrors[401],
        403: jsonContent(ErrorBodySchema, '이메일 인증 전'),
        413: jsonContent(ErrorBodySchema, '5MB 초과'),
        415: jsonContent(ErrorBodySchema, 'jpg·png 가 아님'),
      },
    }),
    async (c) => {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const file = form['file'];
      if (!(file instanceof File)) throw reviewImageRequired();
      if (file.size > IMAGE_MAX_BYTES) throw reviewImageTooLarge();
      const bytes = new Uint8Array(await file.arrayBuffer());
      return c.json(await storeReviewImage(c.get('deps'), c.get('auth').memberId, bytes), 201);
    },
  )
  // POST /v1/reviews – 후기 등록 (이메일 인증한 회원, 완료된 9,000원 이상 내 서비스에 한 번, 세 줄 이상이면 1,000원 적립)
  .openapi(
    createRoute({
      method: 'post',
      path: '/',
      tags: ['reviews'],
      security: [{ bearerAuth: [] }],
      middleware: [requireAuth, requireVerifiedEmail] as const,
      request: { body: { content: { 'application/json': { schema: CreateReviewBodySchema } }, required: true } },
      responses: {
        201: jsonContent(CreateReviewResponseSchema, '등록된 후기와 적립금'),
        ...errors,
        ...authErrors,
        403: jsonContent(ErrorBodySchema, '본인 것이 아님, 이메일 인증 전'),
        409: jsonContent(ErrorBodySchema, '완료 전, 9,000원 미만, 이미 작성'),
      },
    }),
    async (c) => c.json(await createReview(c.get('deps'), c.get('auth').memberId, c.req.valid('json')), 201),
  )
  // GET /v1/reviews – 보이는 후기 (최신 순, 채널·상품 유형·사진 후기만)
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: ['reviews'],
      request: { query: ReviewListQuerySchema },
      responses: { 200: jsonContent(ReviewPageSchema, '후기 목록'), 400: errors[400] },
    }),
    async (c) => c.json(await listPublicReviews(c.get('deps').db, c.req.valid('query')), 200),
  )
  // GET /v1/reviews/categories/{snsChannelId}/{productTypeId} – 후기 수, 평균 별점, 별점 분포
  .openapi(
    createRoute({
      method: 'get',
      path: '/categories/{snsChannelId}/{productTypeId}',
      tags: ['reviews'],
      request: { params: ReviewCategoryParamsSchema },
      responses: { 200: jsonContent(ReviewSummarySchema, '후기 요약'), 400: errors[400] },
    }),
    async (c) => {
      const { snsChannelId: channelId, productTypeId } = c.req.valid('param');
      briefly(c);
      return c.json(await summarizeCategory(c.get('deps').db, { channelId, productTypeId }), 200);
    },
  )
  // GET /v1/reviews/categories/{snsChannelId}/{productTypeId}/list – 그 채널 x 유형의 후기 (페이지)
  .openapi(
    createRoute({
      method: 'get',
      path: '/categories/{snsChannelId}/{productTypeId}/list',
      tags: ['reviews'],
      request: { params: ReviewCategoryParamsSchema, query: PageQuerySchema },
      responses: { 200: jsonContent(ReviewPageSchema, '후기 목록'), 400: errors[400] },
    }),
    async (c) => {
      const { snsChannelId, productTypeId } = c.req.valid('param');
      briefly(c);
      return c.json(await listPublicReviews(c.get('deps').db, { ...c.req.valid('query'), snsChannelId, productTypeId }), 200);
    },
  )
  // GET /v1/reviews/categories/{snsChannelId}/{productTypeId}/images – 사진 후기의 사진 (페이지)
  .openapi(
    createRoute({
      method: 'get',
      path: '/categories/{snsChannelId}/{productTypeId}/images',
      tags: ['reviews'],
      request: { params: ReviewCategoryParamsSchema, query: PageQuerySchema },
      responses: { 200: jsonContent(ReviewPhotoPageSchema, '사진 목록'), 400: errors[400] },
    }),
    async (c) => {
      const { snsChannelId: channelId, productTypeId } = c.req.valid('param');
      briefly(c);
      return c.json(await listCategoryPhotos(c.get('deps').db, { ...c.req.valid('query'), channelId, productTypeId }), 200);
    },
  )
  // GET /v1/reviews/{id} – 후기 하나 (숨긴 후기는 404)
  .openapi(
    createRoute({
      method: 'get',
      path: '/{id}',
      tags: ['reviews'],
      request: { params: IdParamSchema },
      responses: { 200: jsonContent(ReviewSchema, '후기'), ...errors },
    }),
    async (c) => c.json(await getPublicReviewOrThrow(c.get('deps').db, c.req.valid('param').id), 200),
  )
  // GET /v1/reviews/{id}/services – {id} 는 회원 id: 후기를 쓸 수 있는 내 서비스 (본인만)
  .openapi(
    createRoute({
      method: 'get',
      path: '/{id}/services',
      tags: ['reviews'],
      security: [{ bearerAuth: [] }],
      middleware: [requireAuth] as const,
      request: { params: IdParamSchema },
      responses: { 200: jsonContent(ReviewableServicesSchema, '후기를 쓸 수 있는 서비스'), 400: errors[400], ...authErrors },
    }),
    async (c) => {
      const memberId = c.req.valid('param').id;
      if (memberId !== c.get('auth').memberId) throw fail('NOT_YOUR_RESOURCE');
      return c.json(await listMyReviewableServices(c.get('deps').db, memberId), 200);
    },
  );
