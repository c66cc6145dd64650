import { queryOptions } from '@tanstack/react-query';
import { pageOf } from '../schemas/common';
import { AdminMailDetailSchema, AdminMailSummarySchema, type AdminMailDetail, type MailStatus } from '../schemas/member-info';
import { http } from './http';

const MailPageSchema = pageOf(AdminMailSummarySchema);
export type AdminMailPage = ReturnType<typeof MailPageSchema.parse>;
export type AdminMailFilter = { page?: number; size?: number; status?: MailStatus; template?: string; to?: string };

const compact = (q: object) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));

// GET /v1/admin/mails – 메일함 목록
export async function listAdminMails(filter: AdminMailFilter): Promise<AdminMailPage> {
  return MailPageSchema.parse((await http.get('/admin/mails', { params: compact(filter) })).data);
}

// GET /v1/admin/mails/{id} – 메일 본문
export async function getAdminMail(id: number): Promise<AdminMailDetail> {
  return AdminMailDetailSchema.parse((await http.get(`/admin/mails/${id}`)).data);
}

// POST /v1/admin/mails/{id}/resend – 실패한 메일 다시 보내기
export async function resendAdminMail(id: number): Promise<AdminMailDetail> {
  return AdminMailDetailSchema.parse((await http.post(`/admin/mails/${id}/resend`)).data);
}

export const adminMailKeys = {
  all: ['admin-mails'] as const,
  list: (filter: AdminMailFilter) => ['admin-mails', 'list', compact(filter)] as const,
  detail: (id: number) => ['admin-mails', 'detail', id] as const,
};

export const adminMailsQuery = (filter: AdminMailFilter) =>
  queryOptions({ queryKey: adminMailKeys.list(filter), queryFn: () => listAdminMails(filter) });

export const adminMailQuery = (id: number) => queryOptions({ queryKey: adminMailKeys.detail(id), queryFn: () => getAdminMail(id) });
