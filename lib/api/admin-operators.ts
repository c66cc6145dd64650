import { queryOptions } from '@tanstack/react-query';
import { AdminMeSchema, type AdminMe } from '../schemas/operators';
import { http } from './http';

// GET /v1/admin/me – 접속한 운영자: 등급과 2단계 인증 상태
export async function fetchAdminMe(): Promise<AdminMe> {
  return AdminMeSchema.parse((await http.get('/admin/me')).data);
}

export const adminOperatorKeys = {
  all: ['admin', 'operators'] as const,
  me: ['admin', 'operators', 'me'] as const,
};

export const adminMeQuery = () => queryOptions({ queryKey: adminOperatorKeys.me, queryFn: fetchAdminMe });
