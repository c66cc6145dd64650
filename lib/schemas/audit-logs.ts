import { z } from 'zod';
import { IdSchema, PageQuerySchema, periodOrder, SeoulDateSchema } from './common';
import { sortQuery } from './list-query';
import { AdminRoleSchema } from './members';

/** 작업 기록(콘솔): 운영자의 모든 쓰기가 바뀐 것과 같은 트랜잭션에서 남긴 줄들의 목록·내보내기 */

export const AUDIT_KIND_MAX = 64;
export const AUDIT_LOG_SORTS = ['createdAt', 'kind'] as const;

/**
 * 종류 고르기에 미리 보여 줄 묶음(앞부분). 다른 앞부분도 글자로 찾을 수 있다.
 * 서버가 적는 종류는 모두 이 중 하나로 시작한다: 카탈로그·콘텐츠는 URL 의 복수형이 앞부분이라 하나씩 둔다.
 */
export const AUDIT_KIND_PREFIXES = {
  'members.': '회원',
  'points.': '포인트',
  'coupons.': '쿠폰',
  'purchases.': '구매·입금',
  'refunds.': '환불',
  'reconciliations.': '결제 대사',
  'tasks.': '작업',
  'alerts.': '경보',
  'instarter.': '인스타터 가져오기',
  'panels.': '패널',
  'qnas.': '1:1 문의',
  'reviews.': '후기',
  'mails.': '메일',
  'channels.': '채널',
  'product-types.': '상품 유형',
  'products.': '상품',
  'notices.': '공지',
  'faqs.': 'FAQ',
  'articles.': '아티클',
  'banners.': '배너',
  'popups.': '팝업',
  'images.': '이미지 업로드',
  'operators.': '운영자',
  'policies.': '약관·정책',
  'business-details.': '사업자 정보',
} as const satisfies Record<string, string>;

export const AuditLogListQuerySchema = PageQuerySchema.extend({
  /** 한 운영자(회원 번호)가 한 일만 */
  operator: IdSchema.optional(),
  /** 종류의 앞부분: 'members.' 는 회원에 관한 모든 기록, 'points.grant' 는 그 하나 */
  kind: z
    .string()
    .trim()
    .min(1)
    .max(AUDIT_KIND_MAX, { error: `종류는 ${AUDIT_KIND_MAX}자 이하여야 합니다.` })
    .regex(/^[a-z0-9_.-]+$/, { error: '종류는 영문 소문자·숫자·점으로 입력해주세요.' })
    .optional(),
  /** 기록한 날(서울 기준) 시작·끝, 둘 다 포함 */
  from: SeoulDateSchema.optional(),
  to: SeoulDateSchema.optional(),
  ...sortQuery(AUDIT_LOG_SORTS),
}).refine(...periodOrder);
export type AuditLogListQuery = z.infer<typeof AuditLogListQuerySchema>;
export type AuditLogFilter = Partial<Omit<AuditLogListQuery, 'page' | 'size'>>;

export const AuditLogSchema = z.object({
  id: z.number().int(),
  actorMemberId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  actorName: z.string().nullable(),
  /** 기록할 때의 등급. 일정 작업이 한 일은 SYSTEM */
  actorRole: z.union([AdminRoleSchema, z.literal('SYSTEM')]),
  kind: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** 대상의 이름(지금은 회원 대상만: 이름, 없으면 이메일) */
  targetName: z.string().nullable(),
  summary: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditLog = z.infer<typeof AuditLogSchema>;
