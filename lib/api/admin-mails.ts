import { queryOptions } from '@tanstack/react-query';
import { AdminMailDetailSchema, type AdminMailDetail } from '../schemas/member-info';
import { http } from './http';

// 메일 목록은 발송함(GET /v1/admin/outbox, admin-notifications.ts)이 알림과 함께 보여 준다

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
  detail: (id: number) => ['admin-mails', 'detail', id] as const,
};

export const adminMailQuery = (id: number) => queryOptions({ queryKey: adminMailKeys.detail(id), queryFn: () => getAdminMail(id) });
