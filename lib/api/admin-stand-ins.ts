import { queryOptions } from '@tanstack/react-query';
import { AdminStandInsSchema, type AdminStandIns } from '../schemas/stand-ins';
import { http } from './http';

// GET /v1/admin/stand-ins – 어댑터마다 지금 쓰는 것과 시험용 여부(콘솔 홈). 설정에서 나오므로 자주 다시 받지 않는다
export async function getAdminStandIns(): Promise<AdminStandIns> {
  return AdminStandInsSchema.parse((await http.get('/admin/stand-ins')).data);
}

export const adminStandInsQuery = () =>
  queryOptions({ queryKey: ['admin', 'stand-ins'] as const, queryFn: getAdminStandIns, staleTime: 5 * 60_000 });
