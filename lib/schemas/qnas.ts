import { z } from 'zod';
import { sortQuery } from './list-query';
import { dateStringSchema, PAGE_MESSAGES, PAGE_SIZE_MAX, periodOrder } from './common';
import { FIELD_MESSAGES } from './errors';
import { INQUIRY_CATEGORIES, INQUIRY_CATEGORY_LABELS } from './qna-rules';
import { MyServiceOptionSchema } from './service-options';

// 분류와 라벨은 zod 없는 qna-rules.ts 에 한 번 적는다(상품 화면의 첫 번들이 zod 를 싣지 않게)
export { INQUIRY_CATEGORIES, INQUIRY_CATEGORY_LABELS, type InquiryCategory } from './qna-rules';
export const InquiryCategorySchema = z.enum(INQUIRY_CATEGORIES);

/** WAITING: 답변 대기, ANSWERED: 답변 완료 */
export const QNA_STATUSES = ['WAITING', 'ANSWERED'] as const;
export type QnaStatus = (typeof QNA_STATUSES)[number];
export const QNA_STATUS_LABELS: Record<QnaStatus, string> = { WAITING: '답변 대기', ANSWERED: '답변 완료' };

/** 문의를 보낸 뒤 화면 아래 알림 */
export const INQUIRY_SENT = '문의를 보냈습니다. 답변이 달리면 문의 내역에서 볼 수 있습니다.';

export const INQUIRY_TITLE_MAX = 40;
export const INQUIRY_CONTENT_MAX = 2000;
/** 한 글자 제목·본문으로는 답할 수 없다: 제목 2자, 내용 5자부터("언제 시작되나요?" 같은 짧은 질문과 두 줄짜리 댓글 목록은 받는다. docs/product.md 에는 하한이 없었다: docs/decisions.md) */
export const INQUIRY_TITLE_MIN = 2;
export const INQUIRY_CONTENT_MIN = 5;
export const INQUIRY_REPLY_MAX = 4000;

export const INQUIRY_EMAIL_QUERY_MAX = 254;

/** 문의 계약의 한국어 문구: api 검증·폼·테스트가 같은 값을 쓴다 */
export const QNA_MESSAGES = {
  categoryRequired: '문의 분류를 선택해주세요.',
  titleRequired: FIELD_MESSAGES.titleRequired,
  titleTooShort: `제목은 ${INQUIRY_TITLE_MIN}자 이상 입력해주세요.`,
  titleTooLong: `제목은 ${INQUIRY_TITLE_MAX}자 이하로 입력해주세요.`,
  contentRequired: '문의 내용을 입력해주세요.',
  contentTooShort: `문의 내용은 ${INQUIRY_CONTENT_MIN}자 이상 입력해주세요.`,
  contentTooLong: `문의 내용은 ${INQUIRY_CONTENT_MAX}자 이하로 입력해주세요.`,
  receiveEmailInvalid: '이메일 수신 여부를 다시 선택해주세요.',
  serviceIdInvalid: '서비스를 목록에서 골라주세요.',
  memberIdInvalid: '회원 정보가 올바르지 않습니다.',
  replyRequired: '답변 내용을 입력해주세요.',
  replyTooLong: `답변은 ${INQUIRY_REPLY_MAX}자 이하로 입력해주세요.`,
  statusInvalid: '답변 상태를 목록에서 골라주세요.',
  dateInvalid: FIELD_MESSAGES.dateFormat,
  periodReversed: FIELD_MESSAGES.periodReversed,
  emailQueryRequired: FIELD_MESSAGES.emailQueryRequired,
  emailQueryTooLong: `이메일 검색어는 ${INQUIRY_EMAIL_QUERY_MAX}자 이하로 입력해주세요.`,
} as const;

/** 댓글 정보 입력(REPLY_QUESTION)은 제목이 이 값으로 고정된다(docs/product.md, Inquiry form) */
export const REPLY_QUESTION_TITLE = INQUIRY_CATEGORY_LABELS.REPLY_QUESTION;

const CategoryField = z.enum(INQUIRY_CATEGORIES, { error: QNA_MESSAGES.categoryRequired });
const TitleField = z
  .string({ error: QNA_MESSAGES.titleRequired })
  .trim()
  .min(1, { error: QNA_MESSAGES.titleRequired })
  .min(INQUIRY_TITLE_MIN, { error: QNA_MESSAGES.titleTooShort })
  .max(INQUIRY_TITLE_MAX, { error: QNA_MESSAGES.titleTooLong });
const ContentField = z
  .string({ error: QNA_MESSAGES.contentRequired })
  .trim()
  .min(1, { error: QNA_MESSAGES.contentRequired })
  .min(INQUIRY_CONTENT_MIN, { error: QNA_MESSAGES.contentTooShort })
  .max(INQUIRY_CONTENT_MAX, { error: QNA_MESSAGES.contentTooLong });
const PositiveId = (message: string) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message }).max(2_147_483_647, { error: message });

/**
 * POST /v1/my-page/{memberId}/qnas 본문(docs/product.md, Inquiry form). serviceId 는 고르지 않았으면 빠진다.
 * 본문의 memberId 는 경로와 같아야 한다(서비스가 403 으로 막는다).
 */
export const InquiryCreateBodySchema = z.object({
  memberId: PositiveId(QNA_MESSAGES.memberIdInvalid),
  serviceId: PositiveId(QNA_MESSAGES.serviceIdInvalid).optional(),
  category: CategoryField,
  title: TitleField,
  content: ContentField,
  receiveEmail: z.boolean({ error: QNA_MESSAGES.receiveEmailInvalid }).default(false),
});
export type InquiryCreateBody = z.input<typeof InquiryCreateBodySchema>;

/** 문의 작성 폼의 값: select 는 글자로 다루고, 보낼 때 본문으로 바꾼다(빈 서비스는 뺀다) */
export const InquiryFormSchema = z.object({
  category: CategoryField,
  serviceId: z.string(),
  title: TitleField,
  content: ContentField,
  receiveEmail: z.boolean(),
});
export type InquiryForm = z.input<typeof InquiryFormSchema>;

export const QnaStatusSchema = z.enum(QNA_STATUSES, { error: QNA_MESSAGES.statusInvalid });

/** 회원이 보는 문의 한 건 */
export const QnaSchema = z.object({
  id: z.number().int(),
  serviceId: z.number().int().nullable(),
  productName: z.string().nullable(),
  /** 고른 서비스를 회원이 알아보게: 대상 계정·주문번호·주문 시각(서비스를 고르지 않았으면 null) */
  targetKey: z.string().nullable(),
  orderNo: z.string().nullable(),
  orderedAt: z.string().nullable(),
  category: InquiryCategorySchema,
  categoryLabel: z.string(),
  title: z.string(),
  content: z.string(),
  receiveEmail: z.boolean(),
  status: QnaStatusSchema,
  statusLabel: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Qna = z.infer<typeof QnaSchema>;

export const QnaPageSchema = z.object({
  items: z.array(QnaSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type QnaPage = z.infer<typeof QnaPageSchema>;

export { MyServiceOptionSchema, type MyServiceOption } from './service-options';
export const MyQnaServicesSchema = z.object({ myServiceList: z.array(MyServiceOptionSchema) });
export type MyQnaServices = z.infer<typeof MyQnaServicesSchema>;

// ── 관리자 ─────────────────────────────────────────

const SeoulDateField = dateStringSchema(QNA_MESSAGES.dateInvalid);

/** 관리자 대기열 정렬: queue = 답변 대기 먼저, 오래된 순(기본) / newest = 최신 순 */
export const ADMIN_QNA_ORDERS = ['queue', 'newest'] as const;

/** GET /v1/admin/qnas 조건. 기간은 접수일(서울 날짜) 양끝 포함, email 은 회원 이메일 부분 일치 */
/** 문의 표에서 정렬할 수 있는 열 */
export const ADMIN_QNA_SORTS = ['createdAt', 'status', 'category'] as const;

export const AdminQnaListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1, { error: PAGE_MESSAGES.page }).default(1),
    size: z.coerce.number().int().min(1, { error: PAGE_MESSAGES.sizeMin }).max(PAGE_SIZE_MAX, { error: PAGE_MESSAGES.sizeMax }).default(20),
    status: QnaStatusSchema.optional(),
    category: CategoryField.optional(),
    email: z.string().trim().min(1, { error: QNA_MESSAGES.emailQueryRequired }).max(INQUIRY_EMAIL_QUERY_MAX, { error: QNA_MESSAGES.emailQueryTooLong }).optional(),
    from: SeoulDateField.optional(),
    to: SeoulDateField.optional(),
    order: z.enum(ADMIN_QNA_ORDERS).default('queue'),
    /** 표에서 고른 열(있으면 order 보다 앞선다) */
    ...sortQuery(ADMIN_QNA_SORTS),
  })
  .refine(...periodOrder);
export type AdminQnaListQuery = z.infer<typeof AdminQnaListQuerySchema>;

export const AdminQnaSchema = QnaSchema.extend({
  memberId: z.number().int(),
  memberEmail: z.string().nullable(),
  memberName: z.string().nullable(),
  repliedByMemberId: z.number().int().nullable(),
  /**
   * 답변 메일이 어떻게 되었나(상세에서만; 메일 화면을 못 여는 상담원도 회원에게 답할 수 있게).
   * PENDING 보내는 중, SENT 보냄, FAILED 보내지 못함. 보낸 메일이 없으면 null
   */
  replyMail: z.object({ status: z.enum(['PENDING', 'SENT', 'FAILED']), sentAt: z.string().nullable(), createdAt: z.string() }).nullable().optional(),
});
export type AdminQna = z.infer<typeof AdminQnaSchema>;

export const QNA_REPLY_MAIL_LABELS = { PENDING: '보내는 중', SENT: '보냄', FAILED: '보내지 못함' } as const;

export const AdminQnaPageSchema = z.object({
  items: z.array(AdminQnaSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type AdminQnaPage = z.infer<typeof AdminQnaPageSchema>;

/**
 * PATCH /v1/admin/qnas/{id}/reply. 처음 답변하면(답변 대기 → 답변 완료) receiveEmail 인 회원에게 메일을 한 통 보낸다.
 * 이미 답한 문의의 답변을 고칠 때는 notify: true 일 때만 다시 보낸다(처음 답변에는 notify 를 보지 않는다).
 */
export const AdminQnaReplyBodySchema = z.object({
  reply: z
    .string({ error: QNA_MESSAGES.replyRequired })
    .trim()
    .min(1, { error: QNA_MESSAGES.replyRequired })
    .max(INQUIRY_REPLY_MAX, { error: QNA_MESSAGES.replyTooLong }),
  notify: z.boolean().optional(),
});
export type AdminQnaReplyBody = z.input<typeof AdminQnaReplyBodySchema>;

/** 답변 결과: mailQueued 는 이번 요청이 답변 메일을 아웃박스에 넣었는지, mailId 는 그 아웃박스 행 */
export const AdminQnaReplyResultSchema = AdminQnaSchema.extend({ mailQueued: z.boolean(), mailId: z.number().int().nullable() });
export type AdminQnaReplyResult = z.infer<typeof AdminQnaReplyResultSchema>;
