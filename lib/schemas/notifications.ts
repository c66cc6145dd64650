import { z } from 'zod';
import { MailStatusSchema } from './member-info';
import { PAGE_MESSAGES, PAGE_SIZE_MAX } from './common';

/** 콘솔 발송함의 계약: 회원에게 간 알림(알림톡·문자·메일) */

export const NOTIFICATION_STATUSES = ['QUEUED', 'SENT', 'FELL_BACK', 'FAILED', 'CANCELLED'] as const;
export const NotificationStatusSchema = z.enum(NOTIFICATION_STATUSES);
export type NotificationStatus = z.infer<typeof NotificationStatusSchema>;
export const NOTIFICATION_STATUS_LABELS: Record<NotificationStatus, string> = {
  QUEUED: '보내는 중',
  SENT: '보냄',
  FELL_BACK: '문자로 대체',
  FAILED: '실패',
  CANCELLED: '보내지 않음',
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
