import { z } from 'zod';
import { MailStatusSchema } from './member-info';
import { IdSchema, PAGE_MESSAGES, PAGE_SIZE_MAX, PageQuerySchema, periodOrder, SeoulDateSchema } from './common';

/** 콘솔 발송함의 계약: 회원에게 간 알림(알림톡·문자·메일) */

export const NOTIFICATION_STATUSES = ['QUEUED', 'SENT', 'FELL_BACK', 'FAILED', 'CANCELLED'] as const;
export const NotificationStatusSchema = z.enum(NOTIFICATION_STATUSES);
export type NotificationStatus = z.infer<typeof NotificationStatusSchema>;
export const NOTIFICATION_STATUS_LABELS: Record<NotificationStatus, string> = {
  QUEUED: '대기',
  SENT: '발송',
  FELL_BACK: '대체 발송',
  FAILED: '실패',
  CANCELLED: '취소',
};

export const NOTIFICATION_CHANNELS = ['KAKAO', 'SMS', 'LMS', 'MAIL'] as const;
export const NotificationChannelSchema = z.enum(NOTIFICATION_CHANNELS);
export type NotificationChannel = z.infer<typeof NotificationChannelSchema>;
export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = { KAKAO: '알림톡', SMS: '문자(SMS)', LMS: '문자(LMS)', MAIL: '메일' };

export const AdminNotificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, { error: PAGE_MESSAGES.page }).default(1),
  size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX, { error: PAGE_MESSAGES.sizeMax }).default(20),
  status: NotificationStatusSchema.optional(),
  channel: NotificationChannelSchema.optional(),
  template: z.string().trim().max(40).optional(),
  /** 받는 번호 일부(하이픈은 무시한다) */
  phone: z.string().trim().max(20).optional(),
  memberId: z.coerce.number().int().min(1).optional(),
});
export type AdminNotificationListQuery = z.input<typeof AdminNotificationListQuerySchema>;

export const AdminNotificationSummarySchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  eventKey: z.string(),
  templateCode: z.string(),
  channel: NotificationChannelSchema,
  recipientPhone: z.string().nullable(),
  status: NotificationStatusSchema,
  marketing: z.boolean(),
  attempts: z.number().int(),
  provider: z.string().nullable(),
  /** 메일 알림이면 메일 발송함의 메일 id 와 그 상태(메일 일꾼이 보낸다) */
  mailId: z.number().int().nullable(),
  mailStatus: MailStatusSchema.nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminNotificationSummary = z.infer<typeof AdminNotificationSummarySchema>;

export const AdminNotificationDetailSchema = AdminNotificationSummarySchema.extend({
  /** 템플릿의 이름(문자로 갈 때의 LMS 제목과 같다) */
  title: z.string(),
  /** 보낸(보낼) 본문 그대로 */
  text: z.string(),
  variables: z.record(z.string(), z.string()),
  providerMessageId: z.string().nullable(),
  /** 실패·대체·취소의 까닭 */
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
});
export type AdminNotificationDetail = z.infer<typeof AdminNotificationDetailSchema>;

/*
 * 회원의 알림 선택(마이페이지 '알림 설정'). 받을 길(알림톡·문자·메일)과 정보성 알림 묶음(주문·결제, 서비스 진행,
 * 1:1 문의 답변)을 고르고, 광고성 정보 수신 동의(members.agree_marketing)도 여기서 바꾼다.
 * 저장은 통째로 바꾸는 PUT 이라 같은 값을 몇 번 보내도 결과가 같다.
 */

export const NOTIFICATION_PREFERENCE_CHANNELS = ['kakao', 'sms', 'mail'] as const;
export type NotificationPreferenceChannel = (typeof NOTIFICATION_PREFERENCE_CHANNELS)[number];
export const NOTIFICATION_PREFERENCE_CHANNEL_LABELS: Record<NotificationPreferenceChannel, string> = {
  kakao: '카카오톡 알림톡',
  sms: '문자',
  mail: '메일',
};

export const NOTIFICATION_PREFERENCE_CATEGORIES = ['orderUpdates', 'serviceUpdates', 'inquiryUpdates'] as const;
export type NotificationPreferenceCategory = (typeof NOTIFICATION_PREFERENCE_CATEGORIES)[number];
export const NOTIFICATION_PREFERENCE_CATEGORY_LABELS: Record<NotificationPreferenceCategory, string> = {
  orderUpdates: '주문·결제',
  serviceUpdates: '서비스 진행',
  inquiryUpdates: '1:1 문의 답변',
};

export const NOTIFICATION_PREFERENCE_MESSAGES = {
  /** 켜고 끄는 값이 아닐 때(빠졌거나 true/false 가 아님) */
  toggleRequired: '알림 설정은 켬 또는 끔으로 보내주세요.',
  saved: '알림 설정을 저장했습니다.',
} as const;

const toggle = z.boolean({ error: NOTIFICATION_PREFERENCE_MESSAGES.toggleRequired });

export const NotificationPreferencesSchema = z.object({
  kakao: toggle,
  sms: toggle,
  mail: toggle,
  orderUpdates: toggle,
  serviceUpdates: toggle,
  inquiryUpdates: toggle,
  /** 광고성 정보 수신 동의. 동의해도 광고는 문자로만, 21시~8시에는 보내지 않고 (광고)와 무료 수신거부를 붙인다 */
  agreeMarketing: toggle,
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** PUT 의 본문: 모든 값을 함께 보낸다(빠진 값을 기본값으로 채우면 같은 요청의 뜻이 저장된 값에 따라 달라진다) */
export const UpdateNotificationPreferencesBodySchema = NotificationPreferencesSchema;
export type UpdateNotificationPreferencesBody = z.input<typeof UpdateNotificationPreferencesBodySchema>;

export const NotificationPreferencesResponseSchema = NotificationPreferencesSchema.extend({
  /** 마지막으로 저장한 때. 저장한 적이 없으면(기본값) null */
  updatedAt: z.string().nullable(),
  /** 광고 수신 동의를 바꾼 이번 저장의 처리 일시: 바꾸지 않았으면 null(정보통신망법 제50조가 요구하는 처리 결과 알림) */
  marketingConsentChangedAt: z.string().nullable(),
});
export type NotificationPreferencesResponse = z.infer<typeof NotificationPreferencesResponseSchema>;

/**
 * 발송함: 알림(알림톡·문자·메일 알림)과 메일함의 메일을 한 목록에, 만든 시각 최신순으로.
 * 메일 알림은 알림 한 줄로만 나오고(그 메일의 상태·시도·오류를 함께), 메일함에만 있는 메일(인증·재설정·문의 답변·경보)은
 * 메일 한 줄로 나온다: 같은 메일이 두 번 보이지 않는다.
 */
export const OUTBOX_SOURCES = ['NOTIFICATION', 'MAIL'] as const;
export const OutboxSourceSchema = z.enum(OUTBOX_SOURCES);
export type OutboxSource = z.infer<typeof OutboxSourceSchema>;

export const RECIPIENT_QUERY_MAX = 254;

export const AdminOutboxListQuerySchema = PageQuerySchema.extend({
  channel: NotificationChannelSchema.optional(),
  /** 메일의 상태도 이 다섯으로 읽는다(PENDING 은 대기) */
  status: NotificationStatusSchema.optional(),
  memberId: IdSchema.optional(),
  /** 받는 사람 일부: 숫자(하이픈·빈칸은 무시)면 휴대폰 번호, 아니면 메일 주소에서 찾는다 */
  recipient: z
    .string()
    .trim()
    .max(RECIPIENT_QUERY_MAX, { error: `받는 사람은 ${RECIPIENT_QUERY_MAX}자 이하로 입력해주세요.` })
    .optional(),
  /** 만든 날(서울 기준) 시작·끝, 둘 다 포함 */
  from: SeoulDateSchema.optional(),
  to: SeoulDateSchema.optional(),
}).refine(...periodOrder);
export type AdminOutboxListQuery = z.infer<typeof AdminOutboxListQuerySchema>;
export type AdminOutboxFilter = Partial<Omit<AdminOutboxListQuery, 'page' | 'size'>>;

export const AdminOutboxItemSchema = z.object({
  /** 어느 표의 줄인가: 상세는 /admin/notifications/{id} 또는 /admin/mails/{id} */
  source: OutboxSourceSchema,
  id: z.number().int(),
  memberId: z.number().int().nullable(),
  channel: NotificationChannelSchema,
  /** 알림 템플릿 코드(ORDER_RECEIVED_BANK) 또는 메일 종류(QNA_REPLY) */
  template: z.string(),
  /** 알림은 템플릿 이름, 메일은 제목 */
  title: z.string(),
  /** 휴대폰은 가운데를 가린 번호(010-****-5678), 메일은 주소 */
  recipient: z.string(),
  status: NotificationStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminOutboxItem = z.infer<typeof AdminOutboxItemSchema>;

/** 목록에는 가운데를 가린 번호만(010-****-5678): 누구에게 갔는지 알아볼 만큼만 보인다(전체 번호는 상세에서) */
export function maskPhone(digits: string): string {
  const m = /^(01\d)(\d{3,4})(\d{4})$/.exec(digits);
  return m ? `${m[1]}-${'*'.repeat(m[2]!.length)}-${m[3]}` : digits.replace(/\d(?=\d{4})/g, '*');
}
