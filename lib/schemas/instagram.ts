import { z } from 'zod';
import { TARGET_RULES } from './targets';

/** 주문 화면의 게시물 고르기: 공개 계정 조회, 최근 게시물, 게시물 이미지 프록시 */
export const INSTAGRAM_FEEDS_LIMIT = { default: 12, max: 24 } as const;

export const INSTAGRAM_MESSAGES = {
  imageUrlInvalid: '이미지 주소를 확인해주세요.',
  limitInvalid: `게시물 수는 1개 이상 ${INSTAGRAM_FEEDS_LIMIT.max}개 이하로 요청해주세요.`,
} as const;

/** '@아이디', 프로필 주소를 받아 주문 대상과 같은 규칙으로 아이디만 남긴다 */
export const InstagramUsernameSchema = z.string().transform((raw, ctx) => {
  const name = raw.trim().length <= 300 ? TARGET_RULES.INSTAGRAM_USERNAME.normalize(raw.trim()) : null;
  if (!name) {
    ctx.addIssue({ code: 'custom', message: TARGET_RULES.INSTAGRAM_USERNAME.message });
    return z.NEVER;
  }
  return name;
});

export const InstagramAccountQuerySchema = z.object({ username: InstagramUsernameSchema });

export const InstagramFeedsQuerySchema = z.object({
  username: InstagramUsernameSchema,
  limit: z.coerce
    .number()
    .int({ error: INSTAGRAM_MESSAGES.limitInvalid })
    .min(1, { error: INSTAGRAM_MESSAGES.limitInvalid })
    .max(INSTAGRAM_FEEDS_LIMIT.max, { error: INSTAGRAM_MESSAGES.limitInvalid })
    .default(INSTAGRAM_FEEDS_LIMIT.default),
});

export const InstagramFeedImageQuerySchema = z.object({
  url: z.string({ error: INSTAGRAM_MESSAGES.imageUrlInvalid }).min(1, { error: INSTAGRAM_MESSAGES.imageUrlInvalid }).max(2048, { error: INSTAGRAM_MESSAGES.imageUrlInvalid }),
});

export const InstagramAccountSchema = z.object({
  username: z.string(),
  fullName: z.string().nullable(),
  /** 우리 프록시 경로(/v1/orders/instagram/feed-image?url=...) — 웹은 API 주소를 앞에 붙인다 */
  profileImageUrl: z.string().nullable(),
  isPrivate: z.boolean(),
  followerCount: z.number().int().nullable(),
  followingCount: z.number().int().nullable(),
  postCount: z.number().int().nullable(),
});
export type InstagramAccount = z.infer<typeof InstagramAccountSchema>;

export const InstagramFeedSchema = z.object({
  shortcode: z.string(),
  /** 게시물의 표준 주소 https://www.instagram.com/p/{shortcode}/ (주문 대상 그대로) */
  url: z.string(),
  /** 우리 프록시 경로 */
  imageUrl: z.string(),
  caption: z.string().nullable(),
  likeCount: z.number().int().nullable(),
  commentCount: z.number().int().nullable(),
  takenAt: z.string().nullable(),
  isVideo: z.boolean(),
});
export type InstagramFeed = z.infer<typeof InstagramFeedSchema>;

export const InstagramFeedsResponseSchema = z.object({
  username: z.string(),
  isPrivate: z.boolean(),
  items: z.array(InstagramFeedSchema),
});
export type InstagramFeedsResponse = z.infer<typeof InstagramFeedsResponseSchema>;
