import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MyServiceDetailSchema,
  MyServicePageSchema,
  RefillResultSchema,
  ServiceCategoriesSchema,
  type MyServiceDetail,
  type MyServicePage,
  type MyServicesQuery,
  type RefillResult,
  type ServiceCategories,
} from '../schemas/services';
import { compact, http, isApiError } from './http';

/** 화면이 고르는 조건. page·size 는 목록 쿼리가 붙인다 */
export type MyServiceFilter = Partial<Pick<MyServicesQuery, 'status' | 'snsChannelId' | 'from' | 'to'>>;

// GET /v1/my-page/{memberId}/services – 내 서비스 목록 (myServiceList)
export async function listMyServices(memberId: number, query: MyServiceFilter & { page?: number; size?: number } = {}): Promise<MyServicePage> {
  const { data } = await http.get(`/my-page/${memberId}/services`, { params: compact(query) });
  return MyServicePageSchema.parse(data);
}

// GET /v1/my-page/{memberId}/services/{serviceId} – 서비스 상세와 작업 흐름
export async function getMyService(memberId: number, serviceId: number): Promise<MyServiceDetail> {
  return MyServiceDetailSchema.parse((await http.get(`/my-page/${memberId}/services/${serviceId}`)).data);
}

// GET /v1/my-page/{memberId}/services/categories – 필터에 쓸 채널·유형
export async function getMyServiceCategories(memberId: number): Promise<ServiceCategories> {
  return ServiceCategoriesSchema.parse((await http.get(`/my-page/${memberId}/services/categories`)).data);
}

// POST /v1/my-page/{memberId}/services/refill – 리필 요청
export async function requestRefill(memberId: number, serviceId: number): Promise<RefillResult> {
  return RefillResultSchema.parse((await http.post(`/my-page/${memberId}/services/refill`, { serviceId })).data);
}

// PATCH /v1/my-page/{memberId}/services/{serviceId}/account – 대상 변경 (시작 전에만)
export async function changeServiceAccount(memberId: number, serviceId: number, targetKey: string): Promise<MyServiceDetail> {
  return MyServiceDetailSchema.parse((await http.patch(`/my-page/${memberId}/services/${serviceId}/account`, { targetKey })).data);
}

export const myServiceKeys = {
  all: (memberId: number | null) => ['my-services', memberId] as const,
  list: (memberId: number | null, filter: MyServiceFilter, page: number, size: number) =>
    ['my-services', memberId, 'list', compact(filter), page, size] as const,
  detail: (memberId: number | null, id: number) => ['my-services', memberId, 'detail', id] as const,
  categories: (memberId: number | null) => ['my-services', memberId, 'categories'] as const,
};

export const MY_SERVICES_PAGE_SIZE = 10;

export const myServicesQuery = (memberId: number | null, filter: MyServiceFilter, page = 1, size = MY_SERVICES_PAGE_SIZE) =>
  queryOptions({
    queryKey: myServiceKeys.list(memberId, filter, page, size),
    queryFn: () => listMyServices(memberId as number, { ...filter, page, size }),
    enabled: memberId != null,
  });

export const myServiceQuery = (memberId: number | null, id: number) =>
  queryOptions({
    queryKey: myServiceKeys.detail(memberId, id),
    queryFn: () => getMyService(memberId as number, id),
    enabled: memberId != null,
    // 없는 서비스(404)·남의 서비스(403)는 다시 물어도 같다
    retry: (count, error) => !(isApiError(error) && (error.status === 404 || error.status === 403)) && count < 1,
  });

export const myServiceCategoriesQuery = (memberId: number | null) =>
  queryOptions({
    queryKey: myServiceKeys.categories(memberId),
    queryFn: () => getMyServiceCategories(memberId as number),
    enabled: memberId != null,
  });

/** 리필 신청: 성공하면 목록과 상세를 다시 읽는다 */
export function useRequestRefill(memberId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: number) => requestRefill(memberId as number, serviceId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myServiceKeys.all(memberId) }),
  });
}

export function useChangeServiceAccount(memberId: number | null, serviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (targetKey: string) => changeServiceAccount(memberId as number, serviceId, targetKey),
    onSuccess: (detail) => {
      queryClient.setQueryData(myServiceKeys.detail(memberId, serviceId), detail);
      return queryClient.invalidateQueries({ queryKey: myServiceKeys.all(memberId) });
    },
  });
}
