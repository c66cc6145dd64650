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
