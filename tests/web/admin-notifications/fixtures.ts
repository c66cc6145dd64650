import { AdminNotificationDetailSchema, AdminOutboxItemSchema, type AdminNotificationDetail, type AdminOutboxItem } from '@/lib/schemas/notifications';

export { API, adminServer } from '../admin-members/fixtures';

export function outboxItem(overrides: Partial<AdminOutboxItem> = {}): AdminOutboxItem {
  return AdminOutboxItemSchema.parse({
    source: 'NOTIFICATION',
    id: 41,
    memberId: 7,
    channel: 'KAKAO',
    template: 'PAYMENT_CONFIRMED',
    title: '결제 완료',
    recipient: '010-****-5678',
    status: 'SENT',
    attempts: 1,
    lastError: null,
    createdAt: '2026-11-26T05:00:00.000Z',
    sentAt: '2026-11-26T05:00:03.000Z',
    ...overrides,
  });
}

export function notificationDetail(overrides: Partial<AdminNotificationDetail> = {}): AdminNotificationDetail {
  return AdminNotificationDetailSchema.parse({
    id: 41,
    memberId: 7,
    eventKey: 'purchase:12:paid',
    templateCode: 'PAYMENT_CONFIRMED',
    title: '결제 완료',
    channel: 'KAKAO',
    recipientPhone: '01012345678',
    status: 'SENT',
    marketing: false,
    attempts: 1,
    provider: 'outbox',
    mailId: null,
    mailStatus: null,
    createdAt: '2026-11-26T05:00:00.000Z',
    sentAt: '2026-11-26T05:00:03.000Z',
    text: '김데모님, 주문번호 P2026112600001의 결제(무통장입금, 52,250원)가 확인되었습니다.\n곧 서비스를 시작합니다.',
    variables: { 회원명: '김데모', 주문번호: 'P2026112600001', 결제수단: '무통장입금', 금액: '52,250' },
    providerMessageId: 'outbox-41',
    lastError: null,
    nextAttemptAt: '2026-11-26T05:00:00.000Z',
    ...overrides,
  });
}
