import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { pageOf } from '../schemas/common';
import { AdminShortfallSchema, type AdminShortfall, type ShortfallAction } from '../schemas/shortfalls';
import { adminTaskKeys } from './admin-tasks';
import { http } from './http';

const PageSchema = pageOf(AdminShortfallSchema);
const keys = { review: ['admin', 'shortfalls', 'REVIEW'] as const };

// GET /v1/admin/shortfalls?status=REVIEW – 운영자가 환불·다시 보내기를 고를 부분 완료
export async function listShortfallsToReview(): Promise<AdminShortfall[]> {
  const { data } = await http.get('/v1/admin/shortfalls', { params: { status: 'REVIEW', size: 50 } });
  return PageSchema.parse(data).items;
}
export const shortfallsToReviewQuery = () => queryOptions({ queryKey: keys.review, queryFn: listShortfallsToReview });

// POST /v1/admin/shortfalls/{id}/settle – 고른 처리로 한 번(경보도 닫힌다)
export async function settleShortfall(p: { id: number; action: ShortfallAction }): Promise<AdminShortfall> {
  const { data } = await http.post(`/v1/admin/shortfalls/${p.id}/settle`, { action: p.action });
  return AdminShortfallSchema.parse(data);
}

/** 처리하면 목록·경보·첫 화면 숫자가 함께 바뀐다 */
export function useSettleShortfall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settleShortfall,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.review }),
        queryClient.invalidateQueries({ queryKey: adminTaskKeys.alerts }),
        queryClient.invalidateQueries({ queryKey: adminTaskKeys.dashboard }),
      ]),
  });
}
