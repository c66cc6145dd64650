import { z } from 'zod';
import { IdSchema, PageQuerySchema } from './common';
import { ERRORS, FIELD_MESSAGES } from './errors';
import { FAQ_CATEGORIES } from './content-rules';
import { groupDigits } from './number-text';

export * from './content-rules';

export const CONTENT_LIMITS = {
  titleMax: 120,
  contentMax: 20_000,
  questionMax: 200,
  summaryMax: 300,
  urlMax: 2000,
  reorderMax: 500,
} as const;

export const CONTENT_MESSAGES = {
  titleRequired: FIELD_MESSAGES.titleRequired,
  titleTooLong: `제목은 ${CONTENT_LIMITS.titleMax}자 이하로 입력해주세요.`,
  contentRequired: '내용을 입력해주세요.',
  contentTooLong: `내용은 ${groupDigits(CONTENT_LIMITS.contentMax)}자 이하로 입력해주세요.`,
  questionRequired: '질문을 입력해주세요.',
  questionTooLong: `질문은 ${CONTENT_LIMITS.questionMax}자 이하로 입력해주세요.`,
  answerRequired: '답변을 입력해주세요.',
  summaryTooLong: `요약은 ${CONTENT_LIMITS.summaryMax}자 이하로 입력해주세요.`,
  categoryInvalid: 'FAQ 분류를 선택해주세요.',
  urlInvalid: 'http(s):// 로 시작하는 주소나 / 로 시작하는 사이트 내 경로를 입력해주세요.',
  imageRequired: '이미지 주소를 입력해주세요.',
  dateInvalid: '날짜와 시간을 ISO 8601 형식(예: 2026-01-01T00:00:00+09:00)으로 입력해주세요.',
  windowInvalid: ERRORS.DISPLAY_WINDOW_INVALID.message,
  booleanInvalid: '참(true) 또는 거짓(false)만 입력할 수 있습니다.',
  idsRequired: '순서를 정할 id 를 1개 이상 보내주세요.',
  idsDuplicated: '같은 id 가 두 번 들어 있습니다.',
  idsUnknown: ERRORS.CONTENT_IDS_UNKNOWN.message,
  imageFileRequired: ERRORS.IMAGE_REQUIRED.message,
  imageUnsupported: ERRORS.IMAGE_TYPE_UNSUPPORTED.message,
  imageTooLarge: ERRORS.IMAGE_TOO_LARGE.message,
} as const;

export const FaqCategorySchema = z.enum(FAQ_CATEGORIES, { error: CONTENT_MESSAGES.categoryInvalid });

/** 링크·이미지 주소: 외부는 http(s) 만, 내부는 '/경로' ('//host' 나 '/\host' 처럼 다른 사이트로 새는 모양은 막는다) */
export function isSafeUrl(value: string): boolean {
  if (/^\/(?![/\\])[^\s\\]*$/.test(value)) return true;
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const ContentUrlSchema = z
  .string({ error: CONTENT_MESSAGES.urlInvalid })
  .trim()
  .max(CONTENT_LIMITS.urlMax, { error: CONTENT_MESSAGES.urlInvalid })
  .refine(isSafeUrl, { error: CONTENT_MESSAGES.urlInvalid });

const Title = z
  .string({ error: CONTENT_MESSAGES.titleRequired })
  .trim()
  .min(1, { error: CONTENT_MESSAGES.titleRequired })
  .max(CONTENT_LIMITS.titleMax, { error: CONTENT_MESSAGES.titleTooLong });
const Body = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(CONTENT_LIMITS.contentMax, { error: CONTENT_MESSAGES.contentTooLong });
const Flag = z.boolean({ error: CONTENT_MESSAGES.booleanInvalid });
const DisplayOrder = z.number().int().min(0).max(1_000_000);
const DateTime = z.iso.datetime({ offset: true, error: CONTENT_MESSAGES.dateInvalid });
const Timestamp = z.string();

/** 노출 기간: 둘 다 있을 때 종료가 시작보다 뒤여야 한다. 한쪽만 바꾸는 PATCH 는 서비스가 저장된 값과 합쳐 다시 본다. */
export function isWindowValid(startsAt: string | Date | null | undefined, endsAt: string | Date | null | undefined) {
  if (!startsAt || !endsAt) return true;
  return new Date(endsAt).getTime() > new Date(startsAt).getTime();
}
const windowRule = <T extends { startsAt?: string | null; endsAt?: string | null }>(v: T) => isWindowValid(v.startsAt, v.endsAt);
const windowIssue = { error: CONTENT_MESSAGES.windowInvalid, path: ['endsAt'] };

// ── 공지 ──────────────────────────────────────────────
export const NoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  isPinned: z.boolean(),
  isVisible: z.boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Notice = z.infer<typeof NoticeSchema>;
export const NoticeSummarySchema = NoticeSchema.omit({ content: true });
export type NoticeSummary = z.infer<typeof NoticeSummarySchema>;

export const NoticeCreateBodySchema = z.object({
  title: Title,
  content: Body(CONTENT_MESSAGES.contentRequired),
  isPinned: Flag.optional(),
  isVisible: Flag.optional(),
});
export const NoticeUpdateBodySchema = NoticeCreateBodySchema.partial();
export type NoticeCreateBody = z.infer<typeof NoticeCreateBodySchema>;
export type NoticeUpdateBody = z.infer<typeof NoticeUpdateBodySchema>;

// ── FAQ ───────────────────────────────────────────────
export const FaqSchema = z.object({
  id: z.number().int(),
  category: FaqCategorySchema,
  question: z.string(),
  answer: z.string(),
  displayOrder: z.number().int(),
  isVisible: z.boolean(),
});
export type Faq = z.infer<typeof FaqSchema>;

export const FaqCreateBodySchema = z.object({
  category: FaqCategorySchema,
  question: z
    .string({ error: CONTENT_MESSAGES.questionRequired })
    .trim()
    .min(1, { error: CONTENT_MESSAGES.questionRequired })
    .max(CONTENT_LIMITS.questionMax, { error: CONTENT_MESSAGES.questionTooLong }),
  answer: Body(CONTENT_MESSAGES.answerRequired),
  displayOrder: DisplayOrder.optional(),
  isVisible: Flag.optional(),
});
export const FaqUpdateBodySchema = FaqCreateBodySchema.partial();
export type FaqCreateBody = z.infer<typeof FaqCreateBodySchema>;
export type FaqUpdateBody = z.infer<typeof FaqUpdateBodySchema>;

export const FaqListQuerySchema = PageQuerySchema.extend({ category: FaqCategorySchema.optional() });

// ── 아티클 ────────────────────────────────────────────
export const ArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  thumbnailUrl: z.string().nullable(),
  isVisible: z.boolean(),
  publishedAt: Timestamp,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Article = z.infer<typeof ArticleSchema>;
export const ArticleSummarySchema = ArticleSchema.omit({ content: true });
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>;

export const ArticleCreateBodySchema = z.object({
  title: Title,
  summary: z.string().trim().max(CONTENT_LIMITS.summaryMax, { error: CONTENT_MESSAGES.summaryTooLong }).optional(),
  content: Body(CONTENT_MESSAGES.contentRequired),
  thumbnailUrl: ContentUrlSchema.nullable().optional(),
  isVisible: Flag.optional(),
  /** 비우면 지금. 미래 시각이면 그때부터 공개된다 */
  publishedAt: DateTime.optional(),
});
export const ArticleUpdateBodySchema = ArticleCreateBodySchema.partial();
export type ArticleCreateBody = z.infer<typeof ArticleCreateBodySchema>;
export type ArticleUpdateBody = z.infer<typeof ArticleUpdateBodySchema>;

// ── 배너 · 팝업 (노출 기간이 있다) ─────────────────────
const windowFields = { startsAt: DateTime.nullable().optional(), endsAt: DateTime.nullable().optional() };

export const BannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string().nullable(),
  displayOrder: z.number().int(),
  isVisible: z.boolean(),
  startsAt: Timestamp.nullable(),
  endsAt: Timestamp.nullable(),
});
export type Banner = z.infer<typeof BannerSchema>;

const bannerFields = z.object({
  title: Title,
  imageUrl: z.string({ error: CONTENT_MESSAGES.imageRequired }).pipe(ContentUrlSchema),
  linkUrl: ContentUrlSchema.nullable().optional(),
  displayOrder: DisplayOrder.optional(),
  isVisible: Flag.optional(),
  ...windowFields,
});
export const BannerCreateBodySchema = bannerFields.refine(windowRule, windowIssue);
export const BannerUpdateBodySchema = bannerFields.partial().refine(windowRule, windowIssue);
export type BannerCreateBody = z.infer<typeof BannerCreateBodySchema>;
export type BannerUpdateBody = z.infer<typeof BannerUpdateBodySchema>;

export const PopupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  displayOrder: z.number().int(),
  isVisible: z.boolean(),
  startsAt: Timestamp.nullable(),
  endsAt: Timestamp.nullable(),
});
export type Popup = z.infer<typeof PopupSchema>;

const popupFields = z.object({
  title: Title,
  content: z.string().trim().max(CONTENT_LIMITS.contentMax, { error: CONTENT_MESSAGES.contentTooLong }).optional(),
  imageUrl: ContentUrlSchema.nullable().optional(),
  linkUrl: ContentUrlSchema.nullable().optional(),
  displayOrder: DisplayOrder.optional(),
  isVisible: Flag.optional(),
  ...windowFields,
});
export const PopupCreateBodySchema = popupFields.refine(windowRule, windowIssue);
export const PopupUpdateBodySchema = popupFields.partial().refine(windowRule, windowIssue);
export type PopupCreateBody = z.infer<typeof PopupCreateBodySchema>;
export type PopupUpdateBody = z.infer<typeof PopupUpdateBodySchema>;

// ── 공통 ──────────────────────────────────────────────
/** 페이지 없는 목록 응답 {items} (배너, 팝업, 메인 화면 조각) */
export const itemsOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

export const ReorderBodySchema = z.object({
  ids: z
    .array(IdSchema, { error: CONTENT_MESSAGES.idsRequired })
    .min(1, { error: CONTENT_MESSAGES.idsRequired })
    .max(CONTENT_LIMITS.reorderMax)
    .refine((ids) => new Set(ids).size === ids.length, { error: CONTENT_MESSAGES.idsDuplicated }),
});
export type ReorderBody = z.infer<typeof ReorderBodySchema>;

/** POST /v1/admin/images 의 응답 */
export const UploadedImageSchema = z.object({
  url: z.string(),
  key: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type UploadedImage = z.infer<typeof UploadedImageSchema>;
