import { z } from 'zod';
import { MailStatusSchema } from './member-info';
import { IdSchema, PAGE_MESSAGES, PAGE_SIZE_MAX, PageQuerySchema, SeoulDateSchema } from './common';

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
}).refine((q) => !q.from || !q.to || q.from <= q.to, { error: '시작일은 종료일보다 늦을 수 없습니다.', path: ['from'] });
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
