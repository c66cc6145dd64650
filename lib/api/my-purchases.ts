import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { pageOf } from '../schemas/common';
import { PurchaseDetailSchema, PurchaseSummarySchema, type MyPurchasesQuery, type PurchaseDetail } from '../schemas/purchase-views';
import { compact, http, isApiError } from './http';

const PurchasePageSchema = pageOf(PurchaseSummarySchema);
export type MyPurchasePage = ReturnType<typeof PurchasePageSchema.parse>;
/** 화면이 고르는 조건. page·size 는 목록 쿼리가 붙인다 */
export type MyPurchaseFilter = Pick<MyPurchasesQuery, 'status' | 'from' | 'to'>;

// GET /v1/my-page/{memberId}/purchases – 내 구매 목록 (상태·기간, 최신 순)
export async function listMyPurchases(memberId: number, query: MyPurchaseFilter & { page?: number; size?: number }): Promise<MyPurchasePage> {
  const { data } = await http.get(`/my-page/${memberId}/purchases`, { params: compact(query) });
  return PurchasePageSchema.parse(data);
}

// GET /v1/my-page/{memberId}/purchases/{id} – 내 구매 상세 (없거나 남의 것이면 404)
export async function getMyPurchase(memberId: number, id: number): Promise<PurchaseDetail> {
  return PurchaseDetailSchema.parse((await http.get(`/my-page/${memberId}/purchases/${id}`)).data);
}

export const myPurchaseKeys = {
  all: (memberId: number | null) => ['my-purchases', memberId] as const,
  list: (memberId: number | null, filter: MyPurchaseFilter) => ['my-purchases', memberId, 'list', compact(filter)] as const,
  detail: (memberId: number | null, id: number) => ['my-purchases', memberId, 'detail', id] as const,
};

export const MY_PURCHASES_PAGE_SIZE = 10;

/** '더보기'로 이어 붙이는 목록. 받은 줄 수가 전체에 닿으면 끝 */
export const myPurchasesQuery = (memberId: number | null, filter: MyPurchaseFilter) =>
  infiniteQueryOptions({
    queryKey: myPurchaseKeys.list(memberId, filter),
    queryFn: ({ pageParam }) => listMyPurchases(memberId as number, { ...filter, page: pageParam, size: MY_PURCHASES_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    enabled: memberId != null,
  });

export const myPurchaseQuery = (memberId: number | null, id: number) =>
  queryOptions({
    queryKey: myPurchaseKeys.detail(memberId, id),
    queryFn: () => getMyPurchase(memberId as number, id),
    enabled: memberId != null,
    // 404 는 다시 물어도 404 다: 곧바로 '없는 페이지'로 보낸다
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 1,
  });
