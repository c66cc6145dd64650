import { z } from 'zod';

/** 이용약관·개인정보처리방침·환불 정책. 주소는 /policies/{slug} */
export const POLICY_KINDS = ['TERMS', 'PRIVACY', 'REFUND'] as const;
export const PolicyKindSchema = z.enum(POLICY_KINDS, { error: '정책 종류(TERMS, PRIVACY, REFUND)를 골라주세요.' });
export type PolicyKind = z.infer<typeof PolicyKindSchema>;
export const POLICY_LABELS: Record<PolicyKind, string> = { TERMS: '이용약관', PRIVACY: '개인정보처리방침', REFUND: '환불 정책' };
export const POLICY_SLUGS = { TERMS: 'terms', PRIVACY: 'privacy', REFUND: 'refund' } as const satisfies Record<PolicyKind, string>;
export type PolicySlug = (typeof POLICY_SLUGS)[PolicyKind];
export const PolicySlugSchema = z.enum(['terms', 'privacy', 'refund'], { error: '정책을 찾을 수 없습니다.' });
export const kindOfSlug = (slug: PolicySlug): PolicyKind => (Object.keys(POLICY_SLUGS) as PolicyKind[]).find((k) => POLICY_SLUGS[k] === slug)!;
export const policyPath = (kind: PolicyKind) => `/policies/${POLICY_SLUGS[kind]}`;

/** 가입 때 받는 동의: 앞의 셋은 필수, 광고 수신은 문자·카카오톡과 이메일을 따로 */
export const CONSENT_KINDS = ['TERMS', 'PRIVACY', 'AGE_14', 'MARKETING_SMS', 'MARKETING_EMAIL'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
export const CONSENT_CHANNELS = ['EMAIL_SIGNUP', 'SOCIAL_SIGNUP'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

export const POLICY_LIMITS = { summaryMax: 300, contentMax: 50_000 } as const;
export const POLICY_MESSAGES = {
  summaryRequired: '변경 내용을 한 줄로 입력해주세요.',
  summaryTooLong: `변경 내용은 ${POLICY_LIMITS.summaryMax}자 이하로 입력해주세요.`,
  contentRequired: '본문을 입력해주세요.',
  contentTooLong: '본문은 50,000자 이하로 입력해주세요.',
  dateInvalid: '시행일을 YYYY-MM-DD 형식으로 입력해주세요.',
} as const;

/** 판의 상태: 시행일 전(예정), 지금 판(시행 중), 다음 판이 시행되어 물러난 판(이전) */
export const POLICY_VERSION_STATUSES = ['SCHEDULED', 'IN_EFFECT', 'SUPERSEDED'] as const;
export type PolicyVersionStatus = (typeof POLICY_VERSION_STATUSES)[number];
export const POLICY_VERSION_STATUS_LABELS: Record<PolicyVersionStatus, string> = { SCHEDULED: '시행 예정', IN_EFFECT: '시행 중', SUPERSEDED: '이전 판' };

const DateOnly = z.iso.date({ error: POLICY_MESSAGES.dateInvalid });

export const PolicyVersionSummarySchema = z.object({
  id: z.number().int(),
  kind: PolicyKindSchema,
  versionNumber: z.number().int(),
  summary: z.string(),
  /** 시행일(KST 날짜) */
  effectiveDate: z.string(),
  status: z.enum(POLICY_VERSION_STATUSES),
  createdAt: z.string(),
});
export type PolicyVersionSummary = z.infer<typeof PolicyVersionSummarySchema>;
export const PolicyVersionSchema = PolicyVersionSummarySchema.extend({ content: z.string() });
export type PolicyVersion = z.infer<typeof PolicyVersionSchema>;

/** 공개 정책 화면: 지금 판, 예고된 다음 판(있으면), 시행된 판의 이력(최신순) */
export const PublicPolicySchema = z.object({
  kind: PolicyKindSchema,
  current: PolicyVersionSchema,
  upcoming: PolicyVersionSummarySchema.nullable(),
  history: z.array(PolicyVersionSummarySchema),
});
export type PublicPolicy = z.infer<typeof PublicPolicySchema>;

export const PolicyVersionCreateBodySchema = z.object({
  kind: PolicyKindSchema,
  summary: z
    .string({ error: POLICY_MESSAGES.summaryRequired })
    .trim()
    .min(1, { error: POLICY_MESSAGES.summaryRequired })
    .max(POLICY_LIMITS.summaryMax, { error: POLICY_MESSAGES.summaryTooLong }),
  content: z
    .string({ error: POLICY_MESSAGES.contentRequired })
    .trim()
    .min(1, { error: POLICY_MESSAGES.contentRequired })
    .max(POLICY_LIMITS.contentMax, { error: POLICY_MESSAGES.contentTooLong }),
  /** 오늘(KST) 이면 바로 시행, 뒤의 날짜면 예약. 지난 날짜는 서비스가 거절한다 */
  effectiveDate: DateOnly,
});
export type PolicyVersionCreateBody = z.input<typeof PolicyVersionCreateBodySchema>;

export const PolicyVersionListQuerySchema = z.object({ kind: PolicyKindSchema.optional() });
export const PolicySlugParamSchema = z.object({ slug: PolicySlugSchema });
