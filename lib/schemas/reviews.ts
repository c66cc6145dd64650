import { z } from 'zod';
import { sortQuery } from './list-query';
import { IdSchema, PageQuerySchema, dateStringSchema, pageOf } from './common';
import { MyServiceOptionSchema } from './service-options';
import {
  REVIEW_CONTENT_MAX,
  REVIEW_CONTENT_MIN,
  REVIEW_IMAGES_MAX,
  REVIEW_MESSAGES,
  REVIEW_TEXT,
  REVIEW_TITLE_MAX,
  isReviewRating,
} from './review-rules';

/** 후기의 zod 계약: API 가 검증·문서화에, 후기 작성 폼이 resolver 로 쓴다. 값과 문구는 reviews.ts 한 곳에 */

export const ReviewRatingSchema = z.number({ error: REVIEW_TEXT.ratingInvalid }).refine(isReviewRating, { error: REVIEW_TEXT.ratingInvalid });

export const ReviewTitleSchema = z
  .string({ error: REVIEW_TEXT.titleRequired })
  .trim()
  .min(1, { error: REVIEW_TEXT.titleRequired })
  .max(REVIEW_TITLE_MAX, { error: REVIEW_TEXT.titleTooLong });

export const ReviewContentSchema = z
  .string({ error: REVIEW_MESSAGES.contentTooShort })
  .refine((v) => v.trim().length >= REVIEW_CONTENT_MIN, { error: REVIEW_MESSAGES.contentTooShort })
  .refine((v) => v.length <= REVIEW_CONTENT_MAX, { error: REVIEW_TEXT.contentTooLong });

export const ReviewImageUrlListSchema = z.array(z.string().url().max(500)).max(REVIEW_IMAGES_MAX, { error: REVIEW_TEXT.tooManyImages });

// POST /v1/reviews
export const CreateReviewBodySchema = z.object({
  memberId: IdSchema,
  serviceId: z.number({ error: REVIEW_TEXT.serviceRequired }).int().positive({ error: REVIEW_TEXT.serviceRequired }),
  rating: ReviewRatingSchema,
  title: ReviewTitleSchema,
  content: ReviewContentSchema,
  imageUrlList: ReviewImageUrlListSchema.default([]),
});
export type CreateReviewBody = z.input<typeof CreateReviewBodySchema>;

/** 후기 작성 폼의 값(memberId·사진은 폼 밖에서 붙인다). serviceId 는 선택 전 0 */
export const ReviewFormSchema = z.object({
  serviceId: z.number().int().positive({ error: REVIEW_TEXT.serviceRequired }),
  rating: ReviewRatingSchema,
  title: ReviewTitleSchema,
  content: ReviewContentSchema,
});
export type ReviewFormValues = z.infer<typeof ReviewFormSchema>;

export const ReviewSchema = z.object({
  id: z.number().int(),
  authorName: z.string(),
  rating: z.number(),
  title: z.string(),
  content: z.string(),
  imageUrlList: z.array(z.string()),
  productId: z.number().int(),
  productName: z.string(),
  snsChannelId: z.number().int(),
  productTypeId: z.number().int(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewPageSchema = pageOf(ReviewSchema);
export type ReviewPage = z.infer<typeof ReviewPageSchema>;

export const CreateReviewResponseSchema = z.object({
  review: ReviewSchema,
  /** 이번 등록으로 적립된 금액(세 줄 이상이면 1,000, 아니면 0) */
  pointsGranted: z.number().int(),
});
export type CreateReviewResponse = z.infer<typeof CreateReviewResponseSchema>;

export const ReviewImageUploadResponseSchema = z.object({ imageUrl: z.string() });
export type ReviewImageUploadResponse = z.infer<typeof ReviewImageUploadResponseSchema>;

const BooleanQuerySchema = z
  .enum(['true', 'false'], { error: 'true 또는 false 로 보내주세요.' })
  .transform((v) => v === 'true')
  .optional();

// GET /v1/reviews
export const ReviewListQuerySchema = PageQuerySchema.extend({
  snsChannelId: IdSchema.optional(),
  productTypeId: IdSchema.optional(),
  photoOnly: BooleanQuerySchema,
});

export const ReviewCategoryParamsSchema = z.object({ snsChannelId: IdSchema, productTypeId: IdSchema });

// GET /v1/reviews/categories/{snsChannelId}/{productTypeId}
export const ReviewSummarySchema = z.object({
  count: z.number().int(),
  /** 소수 첫째 자리까지, 후기가 없으면 0 */
  averageRating: z.number(),
  /** 별 개수(반 별은 올림)마다 후기 수: 5점부터 1점까지 */
  ratingDistribution: z.array(z.object({ score: z.number().int(), count: z.number().int() })),
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

// GET /v1/reviews/categories/{snsChannelId}/{productTypeId}/images
export const ReviewPhotoSchema = z.object({ reviewId: z.number().int(), imageUrl: z.string() });
export type ReviewPhoto = z.infer<typeof ReviewPhotoSchema>;
export const ReviewPhotoPageSchema = pageOf(ReviewPhotoSchema);
export type ReviewPhotoPage = z.infer<typeof ReviewPhotoPageSchema>;

// GET /v1/reviews/{memberId}/services – 후기를 쓸 수 있는 내 서비스
export const ReviewableServiceSchema = MyServiceOptionSchema;
export const ReviewableServicesSchema = z.object({ myServiceList: z.array(ReviewableServiceSchema) });
export type ReviewableServices = z.infer<typeof ReviewableServicesSchema>;

// 관리자
export const AdminReviewSchema = ReviewSchema.extend({
  memberId: z.number().int(),
  serviceId: z.number().int(),
  isHidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  lineRewardAt: z.string().nullable(),
  photoRewardAt: z.string().nullable(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;
export const AdminReviewPageSchema = pageOf(AdminReviewSchema);
export type AdminReviewPage = z.infer<typeof AdminReviewPageSchema>;

const DateQuerySchema = dateStringSchema('날짜는 YYYY-MM-DD 로 보내주세요.').optional();

/** 후기 표에서 정렬할 수 있는 열 */
export const ADMIN_REVIEW_SORTS = ['createdAt', 'rating'] as const;

// GET /v1/admin/reviews – 숨김·사진 여부, 작성일(KST 날짜) 기간

export const AdminReviewQuerySchema = PageQuerySchema.extend({
  hidden: BooleanQuerySchema,
  photo: BooleanQuerySchema,
  from: DateQuerySchema,
  to: DateQuerySchema,
  /** 표의 정렬(없으면 최신 후기부터) */
  ...sortQuery(ADMIN_REVIEW_SORTS),
});

// PATCH /v1/admin/reviews/{id}
export const AdminReviewPatchSchema = z.object({
  isHidden: z.boolean({ error: '숨김 여부를 보내주세요.' }),
  hiddenReason: z.string().trim().max(200, { error: '숨긴 이유는 200자 이하로 입력해주세요.' }).nullable().optional(),
});
export type AdminReviewPatch = z.infer<typeof AdminReviewPatchSchema>;

// POST /v1/admin/reviews/{id}/photo-reward
export const PhotoRewardResponseSchema = z.object({ reviewId: z.number().int(), amount: z.number().int(), balance: z.number().int() });
export type PhotoRewardResponse = z.infer<typeof PhotoRewardResponseSchema>;
