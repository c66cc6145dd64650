import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  InstarterOrderViewSchema,
  InstarterTaskViewSchema,
  RefillResultSchema,
  type InstarterLookupQuery,
  type InstarterOrderView,
  type InstarterTaskView,
  type RefillResult,
} from '../schemas/services';
import { http, isApiError } from './http';

// GET /v1/instarter/services – 주문번호·연락처로 주문의 작업 목록
export async function lookupInstarterOrder(query: InstarterLookupQuery): Promise<InstarterOrderView> {
  return InstarterOrderViewSchema.parse((await http.get('/instarter/services', { params: query })).data);
}

// GET /v1/instarter/services/{taskHistoryId} – 작업 하나
export async function getInstarterTask(taskHistoryId: number, cellPhone: string): Promise<InstarterTaskView> {
  return InstarterTaskViewSchema.parse((await http.get(`/instarter/services/${taskHistoryId}`, { params: { cellPhone } })).data);
}

// POST /v1/instarter/services/refill – 리필 요청
export async function requestInstarterRefill(taskHistoryId: number, cellPhone: string): Promise<RefillResult> {
  return RefillResultSchema.parse((await http.post('/instarter/services/refill', { taskHistoryId, cellPhone })).data);
}

export const instarterKeys = {
  order: (query: InstarterLookupQuery | null) => ['instarter', 'order', query?.orderNo ?? null, query?.cellPhone ?? null] as const,
};

export const instarterOrderQuery = (query: InstarterLookupQuery | null) =>
  queryOptions({
    queryKey: instarterKeys.order(query),
    queryFn: () => lookupInstarterOrder(query as InstarterLookupQuery),
    enabled: query !== null,
    // 없는 주문(404)은 다시 물어도 없다
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 1,
  });

export function useInstarterRefill(query: InstarterLookupQuery | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskHistoryId: number) => requestInstarterRefill(taskHistoryId, String(query?.cellPhone ?? '')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: instarterKeys.order(query) }),
  });
}
