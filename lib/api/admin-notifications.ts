import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { pageOf } from '../schemas/common';
import { AdminNotificationDetailSchema, AdminOutboxItemSchema, type AdminNotificationDetail, type AdminOutboxFilter } from '../schemas/notifications';
import { compact, http } from './http';

const OutboxPageSchema = pageOf(AdminOutboxItemSchema);
export type AdminOutboxPage = ReturnType<typeof OutboxPageSchema.parse>;
export type { AdminOutboxFilter };
export type AdminOutboxQuery = AdminOutboxFilter & { page: number; size: number };

// GET /v1/admin/outbox – 발송함(알림과 메일, 최신순)
export async function listAdminOutbox(query: AdminOutboxQuery): Promise<AdminOutboxPage> {
  return OutboxPageSchema.parse((await http.get('/admin/outbox', { params: compact(query) })).data);
}

// GET /v1/admin/notifications/{id} – 알림 한 건(보낸 본문·변수·실패 까닭)
export async function getAdminNotification(id: number): Promise<AdminNotificationDetail> {
  return AdminNotificationDetailSchema.parse((await http.get(`/admin/notifications/${id}`)).data);
}

export const adminNotificationKeys = {
  all: ['admin', 'notifications'] as const,
  outbox: (query: object) => ['admin', 'notifications', 'outbox', compact(query)] as const,
  detail: (id: number) => ['admin', 'notifications', 'detail', id] as const,
};

export const adminOutboxQuery = (query: AdminOutboxQuery) =>
  queryOptions({ queryKey: adminNotificationKeys.outbox(query), queryFn: () => listAdminOutbox(query), placeholderData: keepPreviousData });

export const adminNotificationQuery = (id: number) =>
  queryOptions({ queryKey: adminNotificationKeys.detail(id), queryFn: () => getAdminNotification(id) });
