import { z } from 'zod';
import { PageQuerySchema, SeoulDateSchema, pageOf } from './common';
import { COUPON_LIMITS as L } from './coupon-rules';
import { REGISTRATION_TYPES, MEMBER_STATUSES } from './members';
import { COUPON_DISCOUNT_TYPES, COUPON_SCOPES, MEMBER_COUPON_STATUSES } from './purchases';
import { formatWon, groupDigits } from './number-text';

/** 정수 칸: 비었거나(NaN) 범위를 벗어나면 같은 한국어 문구 하나 */
const intField = (min: number, max: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
const optionalId = (message: string) => z.number({ error: message }).int({ error: message }).positive({ error: message }).nullable();

export const CouponDiscountTypeSchema = z.enum(COUPON_DISCOUNT_TYPES, { error: '할인 방식을 골라주세요.' });
export const CouponScopeSchema = z.enum(COUPON_SCOPES, { error: '쓸 수 있는 범위를 골라주세요.' });

// POST /v1/admin/coupons, PATCH /v1/admin/coupons/{id} — 쿠폰 틀(폼이 늘 전부 보낸다)
export const CouponBodySchema = z
  .object({
    name: z
      .string({ error: '쿠폰 이름을 입력해주세요.' })
      .trim()
      .min(1, { error: '쿠폰 이름을 입력해주세요.' })
      .max(L.nameMax, { error: `쿠폰 이름은 ${L.nameMax}자까지 입력할 수 있습니다.` }),
    discountType: CouponDiscountTypeSchema,
    /** FIXED 면 원, RATE 면 % */
    discountValue: intField(1, L.amountMax, '할인 값을 1 이상으로 입력해주세요.'),
    maxDiscount: intField(1, L.amountMax, '최대 할인 금액은 1원 이상으로 입력해주세요.').nullable(),
    minOrderAmount: intField(0, L.amountMax, `최소 주문 금액은 0원~${formatWon(L.amountMax)} 사이로 입력해주세요.`),
    /** 서울 날짜. 시작일 0시부터 종료일 23:59:59 까지 */
    startsOn: SeoulDateSchema.nullable(),
    endsOn: SeoulDateSchema.nullable(),
    /** 발급일로부터 N일 */
    validityDays: intField(1, L.validityDaysMax, `사용 일수는 1~${L.validityDaysMax}일 사이로 입력해주세요.`).nullable(),
    scope: CouponScopeSchema,
    scopeChannelId: optionalId('채널을 골라주세요.'),
    scopeProductTypeId: optionalId('상품 유형을 골라주세요.'),
    scopeProductIds: z
      .array(z.number().int().positive(), { error: '상품을 골라주세요.' })
      .max(L.scopeProductsMax, { error: `상품은 ${L.scopeProductsMax}개까지 고를 수 있습니다.` }),
    perMemberLimit: intField(1, L.perMemberLimitMax, `회원당 발급 한도는 1~${L.perMemberLimitMax}장 사이로 입력해주세요.`),
    welcome: z.boolean({ error: '가입 환영 쿠폰 여부를 보내주세요.' }),
  })
  .superRefine((b, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (b.discountType === 'RATE' && b.discountValue > 100) issue('discountValue', '할인율은 1~100% 사이로 입력해주세요.');
    if (b.discountType === 'RATE' && b.maxDiscount === null) issue('maxDiscount', '정률 할인은 최대 할인 금액을 입력해주세요.');
    if (b.startsOn && b.endsOn && b.endsOn < b.startsOn) issue('endsOn', '종료일은 시작일과 같거나 뒤여야 합니다.');
    if (b.scope === 'CHANNEL' && b.scopeChannelId === null) issue('scopeChannelId', '쿠폰을 쓸 채널을 골라주세요.');
    if (b.scope === 'PRODUCT_TYPE' && b.scopeProductTypeId === null) issue('scopeProductTypeId', '쿠폰을 쓸 상품 유형을 골라주세요.');
    if (b.scope === 'PRODUCTS' && b.scopeProductIds.length === 0) issue('scopeProductIds', '쿠폰을 쓸 상품을 하나 이상 골라주세요.');
  });
export type CouponBody = z.output<typeof CouponBodySchema>;
export type CouponBodyInput = z.input<typeof CouponBodySchema>;

const CouponUsageSchema = z.object({
  issued: z.number().int(),
  available: z.number().int(),
  reserved: z.number().int(),
  used: z.number().int(),
  expired: z.number().int(),
  revoked: z.number().int(),
  /** 이 쿠폰으로 깎아 준 금액의 합(사용 완료된 구매) */
  discountGiven: z.number().int(),
  /** 이 쿠폰을 쓴 결제 완료 구매에서 회원이 낸 금액(결제 금액 + 적립금)의 합 */
  salesWithCoupon: z.number().int(),
});
export type CouponUsage = z.infer<typeof CouponUsageSchema>;

export const AdminCouponSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  discountType: CouponDiscountTypeSchema,
  discountValue: z.number().int(),
  maxDiscount: z.number().int().nullable(),
  minOrderAmount: z.number().int(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  validityDays: z.number().int().nullable(),
  scope: CouponScopeSchema,
  scopeChannelId: z.number().int().nullable(),
  scopeProductTypeId: z.number().int().nullable(),
  scopeProductIds: z.array(z.number().int()),
  /** '인스타그램 전용', '상품 3개' 처럼 범위를 사람이 읽게 */
  scopeLabel: z.string(),
  perMemberLimit: z.number().int(),
  welcome: z.boolean(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  /** 한 장이라도 발급했으면 할인 방식·값·최대 할인을 바꿀 수 없다 */
  discountLocked: z.boolean(),
  usage: CouponUsageSchema,
});
export type AdminCoupon = z.infer<typeof AdminCouponSchema>;

/** 쿠폰 이름 검색어의 최대 길이 */
export const COUPON_NAME_QUERY_MAX = 60;

export const AdminCouponQuerySchema = PageQuerySchema.extend({
  archived: z.enum(['true', 'false'], { error: 'true 또는 false 로 보내주세요.' }).optional(),
  q: z.string().trim().max(COUPON_NAME_QUERY_MAX).optional(),
});
export const AdminCouponPageSchema = pageOf(AdminCouponSchema);
export type AdminCouponPage = z.infer<typeof AdminCouponPageSchema>;

// 발급 대상 회원 거르기: 회원 목록의 필터와 같은 뜻(상태, 가입 방법, 가입 기간, 검색어)
export const CouponMemberFilterSchema = z.object({
  status: z.enum(MEMBER_STATUSES, { error: '회원 상태를 골라주세요.' }).optional(),
  registrationType: z.enum(REGISTRATION_TYPES, { error: '가입 방법을 골라주세요.' }).optional(),
  signupFrom: SeoulDateSchema.optional(),
  signupTo: SeoulDateSchema.optional(),
  q: z.string().trim().max(100, { error: '검색어는 100자까지 입력할 수 있습니다.' }).optional(),
  /** 한 명에게: 이메일이 정확히 같은 회원 */
  email: z.string().trim().toLowerCase().email({ error: '이메일 형식이 올바르지 않습니다.' }).max(254).optional(),
});
export type CouponMemberFilter = z.infer<typeof CouponMemberFilterSchema>;

const memberIdMessage = '회원 번호는 양의 정수로 입력해주세요.';
// POST /v1/admin/coupons/{id}/issues — 회원 번호 목록 또는 필터 중 하나
export const CouponIssueBodySchema = z
  .object({
    memberIds: z
      .array(z.number({ error: memberIdMessage }).int({ error: memberIdMessage }).positive({ error: memberIdMessage }).max(2_147_483_647, { error: memberIdMessage }))
      .min(1, { error: '발급할 회원을 한 명 이상 골라주세요.' })
      .max(L.issueMembersMax, { error: `한 번에 ${groupDigits(L.issueMembersMax)}명까지 발급할 수 있습니다.` })
      .optional(),
    filter: CouponMemberFilterSchema.optional(),
  })
  .refine((b) => (b.memberIds === undefined) !== (b.filter === undefined), {
    error: '회원 번호 목록(memberIds)과 필터(filter) 중 하나만 보내주세요.',
  });
export type CouponIssueBody = z.infer<typeof CouponIssueBodySchema>;

export const IdempotencyKeyHeaderSchema = z.object({
  'idempotency-key': z
    .string({ error: 'Idempotency-Key 헤더가 필요합니다.' })
    .regex(/^[\w-]{8,64}$/, { error: 'Idempotency-Key 는 영문·숫자·-_ 8~64자여야 합니다.' }),
});

export const CouponIssueResultSchema = z.object({
  issueId: z.number().int(),
  couponId: z.number().int(),
  memberCount: z.number().int(),
  createdAt: z.string(),
  /** 같은 요청 키로 다시 보냈다: 새로 준 것은 없고 처음 결과를 돌려준다 */
  replayed: z.boolean(),
});
export type CouponIssueResult = z.infer<typeof CouponIssueResultSchema>;

/** 발급을 막은 회원 한 명(오류 meta.rejected 의 한 줄) */
export const COUPON_ISSUE_REJECT_REASONS = ['NOT_FOUND', 'WITHDRAWN', 'OVER_LIMIT'] as const;
export type CouponIssueRejectReason = (typeof COUPON_ISSUE_REJECT_REASONS)[number];
export const COUPON_ISSUE_REJECT_LABELS: Record<CouponIssueRejectReason, string> = {
  NOT_FOUND: '없는 회원',
  WITHDRAWN: '탈퇴한 회원',
  OVER_LIMIT: '발급 한도 초과',
};
export type CouponIssueRejected = { memberId: number; reason: CouponIssueRejectReason; label: string };

// GET /v1/admin/coupons/{id}/issue-preview — 필터로 발급하기 전에 몇 명이 받는지
export const CouponIssuePreviewSchema = z.object({
  memberCount: z.number().int(),
  /** 이미 한도만큼 받은 회원 수: 0 이 아니면 발급은 통째로 거절된다 */
  overLimitCount: z.number().int(),
  max: z.number().int(),
});
export type CouponIssuePreview = z.infer<typeof CouponIssuePreviewSchema>;

const MemberCouponStatusSchema = z.enum(MEMBER_COUPON_STATUSES);

// GET /v1/admin/coupons/{id}/member-coupons — 발급 내역
export const AdminMemberCouponSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberEmail: z.string().nullable(),
  memberName: z.string().nullable(),
  /** 보일 상태: 기한이 지난 AVAILABLE 은 EXPIRED */
  status: MemberCouponStatusSchema,
  statusLabel: z.string(),
  issuedAt: z.string(),
  expiresAt: z.string().nullable(),
  usedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  purchaseId: z.number().int().nullable(),
  /** 쓰지 않았고 결제에 묶이지 않았다 */
  revocable: z.boolean(),
});
export type AdminMemberCoupon = z.infer<typeof AdminMemberCouponSchema>;
// POST /v1/admin/member-coupons/{id}/revoke
export const MemberCouponRevokeResultSchema = z.object({ id: z.number().int(), status: z.literal('REVOKED'), revokedAt: z.string() });

export const AdminMemberCouponQuerySchema = PageQuerySchema.extend({ status: MemberCouponStatusSchema.optional() });
export const AdminMemberCouponPageSchema = pageOf(AdminMemberCouponSchema);
export type AdminMemberCouponPage = z.infer<typeof AdminMemberCouponPageSchema>;

// GET /v1/my-page/{memberId}/coupons — 쿠폰함
export const MyCouponSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  discountType: CouponDiscountTypeSchema,
  discountValue: z.number().int(),
  maxDiscount: z.number().int().nullable(),
  minOrderAmount: z.number().int(),
  discountText: z.string(),
  scopeLabel: z.string(),
  status: MemberCouponStatusSchema,
  statusLabel: z.string(),
  issuedAt: z.string(),
  /** 이 장의 마감(쿠폰 종료일과 발급 + N일 중 이른 것), 없으면 기한 없음 */
  expiresAt: z.string().nullable(),
  usedAt: z.string().nullable(),
});
export type MyCoupon = z.infer<typeof MyCouponSchema>;
export const MyCouponListSchema = z.object({ items: z.array(MyCouponSchema) });
export type MyCouponList = z.infer<typeof MyCouponListSchema>;
