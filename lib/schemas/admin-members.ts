import { z } from 'zod';
import { PageQuerySchema, periodOrder, SeoulDateSchema } from './common';
import { sortQuery } from './list-query';
import { AdminRoleSchema, MemberStatusSchema, RegistrationTypeSchema, RoleSchema } from './members';
import { MEMBER_COUPON_STATUSES, POINT_TYPES, PurchaseStatusSchema, SERVICE_STATUSES } from './purchases';
import { QNA_STATUSES } from './qnas';
import { groupDigits } from './number-text';

/** 콘솔 회원 관리의 계약: 목록·검색(같은 조건의 CSV 는 /members/export), 상세, 상태(정지·해제), 적립금 지급·차감과 원장 */

export const MEMBER_QUERY_MAX = 100;
export const STATUS_REASON_MIN = 2;
export const STATUS_REASON_MAX = 200;
export const POINT_REASON_MIN = 2;
export const POINT_REASON_MAX = 200;
export const POINT_ADJUST_MAX = 10_000_000;
/** 폼 한 번 제출마다 웹이 만드는 Idempotency-Key 의 모양 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export const MEMBER_STATUS_LABELS = { REQUIRED_EMAIL_AUTH: '이메일 인증 대기', NORMAL: '정상', STOP: '이용 정지', DELETED: '탈퇴' } as const;

/** 회원 표에서 정렬할 수 있는 열 */
export const MEMBER_SORTS = ['createdAt', 'name', 'point', 'purchaseTotal'] as const;

export const AdminMemberListQuerySchema = PageQuerySchema.extend({
  /** 이메일·이름·휴대폰(하이픈 있어도 없어도)·회원 번호·주문번호 */
  q: z.string().trim().min(1).max(MEMBER_QUERY_MAX, { error: `검색어는 ${MEMBER_QUERY_MAX}자 이하여야 합니다.` }).optional(),
  status: MemberStatusSchema.optional(),
  registrationType: RegistrationTypeSchema.optional(),
  /** 가입일(서울 기준) 시작·끝, 둘 다 포함 */
  from: SeoulDateSchema.optional(),
  to: SeoulDateSchema.optional(),
  /** 표의 정렬(없으면 최근 가입부터) */
  ...sortQuery(MEMBER_SORTS),
}).refine(...periodOrder);
export type AdminMemberListQuery = z.infer<typeof AdminMemberListQuerySchema>;

export const AdminMemberRowSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  cellPhone: z.string().nullable(),
  registrationType: RegistrationTypeSchema,
  status: MemberStatusSchema,
  role: RoleSchema,
  adminRole: AdminRoleSchema.nullable(),
  point: z.number().int(),
  /** 결제된 구매의 금액 합(환불 뺀 값) */
  purchaseTotal: z.number().int(),
  purchaseCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminMemberRow = z.infer<typeof AdminMemberRowSchema>;
export const AdminMemberPageSchema = z.object({
  items: z.array(AdminMemberRowSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type AdminMemberPage = z.infer<typeof AdminMemberPageSchema>;

const section = <T extends z.ZodType>(item: T) => z.object({ count: z.number().int(), items: z.array(item) });

export const AdminMemberDetailSchema = z.object({
  member: AdminMemberRowSchema.extend({
    statusReason: z.string().nullable(),
    statusChangedAt: z.string().nullable(),
    reviewCount: z.number().int(),
    agreeMarketing: z.boolean(),
    deletedAt: z.string().nullable(),
  }),
  /** 소셜 연결 표가 생기기 전까지는 가입 방식 하나 */
  signInMethods: z.array(z.object({ type: RegistrationTypeSchema, linkedAt: z.string() })),
  coupons: section(
    z.object({ id: z.number().int(), couponName: z.string(), status: z.enum(MEMBER_COUPON_STATUSES), issuedAt: z.string(), expiresAt: z.string().nullable() }),
  ),
  purchases: section(
    z.object({ id: z.number().int(), orderNo: z.string(), orderName: z.string(), status: PurchaseStatusSchema, totalAmount: z.number().int(), createdAt: z.string() }),
  ),
  services: section(
    z.object({ id: z.number().int(), purchaseId: z.number().int(), productName: z.string(), targetKey: z.string(), status: z.enum(SERVICE_STATUSES), createdAt: z.string() }),
  ),
  qnas: section(z.object({ id: z.number().int(), title: z.string(), status: z.enum(QNA_STATUSES), createdAt: z.string() })),
  reviews: section(z.object({ id: z.number().int(), title: z.string(), rating: z.number(), isHidden: z.boolean(), createdAt: z.string() })),
  /** 열려 있는 로그인(폐기되지 않은 세션). lastUsedAt 은 마지막 토큰 갱신 시각 */
  sessions: z.array(z.object({ id: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() })),
});
export type AdminMemberDetail = z.infer<typeof AdminMemberDetailSchema>;

// ── 상태 변경 ──
export const STATUS_MESSAGES = {
  reasonRequired: '사유를 입력해주세요.',
  reasonLength: `사유는 ${STATUS_REASON_MIN}~${STATUS_REASON_MAX}자로 입력해주세요.`,
} as const;

const reasonOf = (min: number, max: number, messages: { reasonRequired: string; reasonLength: string }) =>
  z
    .string({ error: messages.reasonRequired })
    .trim()
    .min(1, { error: messages.reasonRequired })
    .min(min, { error: messages.reasonLength })
    .max(max, { error: messages.reasonLength });

export const MemberStatusBodySchema = z.object({
  status: z.enum(['NORMAL', 'STOP'], { error: '바꿀 상태를 골라주세요.' }),
  reason: reasonOf(STATUS_REASON_MIN, STATUS_REASON_MAX, STATUS_MESSAGES),
});
export type MemberStatusBody = z.input<typeof MemberStatusBodySchema>;

export const MemberStatusResultSchema = z.object({
  changed: z.boolean(),
  status: MemberStatusSchema,
  statusReason: z.string().nullable(),
  statusChangedAt: z.string().nullable(),
  /** 이번 정지로 닫힌 세션 수 */
  revokedSessions: z.number().int(),
});
export type MemberStatusResult = z.infer<typeof MemberStatusResultSchema>;

// ── 적립금 지급·차감 ──
export const POINT_MESSAGES = {
  typeRequired: '지급 또는 차감을 골라주세요.',
  amountRequired: '금액을 입력해주세요.',
  amountRange: `금액은 1~${groupDigits(POINT_ADJUST_MAX)}원 사이의 정수로 입력해주세요.`,
  reasonRequired: '사유를 입력해주세요.',
  reasonLength: `사유는 ${POINT_REASON_MIN}~${POINT_REASON_MAX}자로 입력해주세요.`,
} as const;

export const PointAdjustBodySchema = z.object({
  type: z.enum(['GRANT', 'DEDUCT'], { error: POINT_MESSAGES.typeRequired }),
  amount: z
    .number({ error: POINT_MESSAGES.amountRequired })
    .int({ error: POINT_MESSAGES.amountRange })
    .min(1, { error: POINT_MESSAGES.amountRange })
    .max(POINT_ADJUST_MAX, { error: POINT_MESSAGES.amountRange }),
  reason: reasonOf(POINT_REASON_MIN, POINT_REASON_MAX, POINT_MESSAGES),
});
export type PointAdjustBody = z.input<typeof PointAdjustBodySchema>;

/** 폼은 금액을 글자로 받는다(쉼표·빈칸 허용): 같은 규칙으로 숫자로 바꿔 검사한다 */
export const PointAdjustFormSchema = PointAdjustBodySchema.extend({
  amount: z
    .string()
    .transform((v) => v.replace(/[,\s]/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: POINT_MESSAGES.amountRequired })
        .regex(/^\d+$/, { error: POINT_MESSAGES.amountRange })
        .transform(Number)
        .pipe(PointAdjustBodySchema.shape.amount),
    ),
});
export type PointAdjustForm = z.input<typeof PointAdjustFormSchema>;

export const PointAdjustResultSchema = z.object({
  ledgerId: z.number().int(),
  memberId: z.number().int(),
  type: z.enum(['ADMIN_GRANT', 'ADMIN_DEDUCT']),
  /** 부호 있는 금액: 지급 +, 차감 - */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  /** 같은 요청 키로 다시 온 요청이면 true (처음 결과를 그대로 돌려준다) */
  replayed: z.boolean(),
});
export type PointAdjustResult = z.infer<typeof PointAdjustResultSchema>;

/** 원장은 최신 순 하나: 쪽만 고른다(내보내기는 /point-ledger/export) */
export const PointLedgerQuerySchema = PageQuerySchema;

export const AdminPointLedgerRowSchema = z.object({
  id: z.number().int(),
  type: z.enum(POINT_TYPES),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  purchaseId: z.number().int().nullable(),
  reviewId: z.number().int().nullable(),
  memo: z.string().nullable(),
  actorMemberId: z.number().int().nullable(),
  /** 누른 운영자의 이름·이메일(회원 화면으로 잇는다) */
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminPointLedgerRow = z.infer<typeof AdminPointLedgerRowSchema>;
export const AdminPointLedgerPageSchema = z.object({
  items: z.array(AdminPointLedgerRowSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type AdminPointLedgerPage = z.infer<typeof AdminPointLedgerPageSchema>;

export const POINT_TYPE_LABELS: Record<(typeof POINT_TYPES)[number], string> = {
  REWARD_BY_REVIEW: '후기 적립',
  REWARD_BY_PHOTO_REVIEW: '사진 후기 적립',
  USE_BY_PURCHASE: '구매 사용',
  RESTORE_BY_CANCEL: '취소 복구',
  REFUND: '환불 적립',
  ADMIN_GRANT: '운영자 지급',
  ADMIN_DEDUCT: '운영자 차감',
  EXPIRED: '소멸',
};
