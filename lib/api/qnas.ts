import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { MyQnaServicesSchema, QnaPageSchema, QnaSchema, type InquiryCreateBody, type MyServiceOption, type Qna, type QnaPage } from '../schemas/qnas';
import { http } from './http';

// GET /v1/my-page/{memberId}/qnas – 내 문의 목록 (최신 순)
export async function listMyQnas(memberId: number, query: { page: number; size: number }): Promise<QnaPage> {
  return QnaPageSchema.parse((await http.get(`/my-page/${memberId}/qnas`, { params: query })).data);
}

// GET /v1/my-page/{memberId}/qnas/services – 문의 폼의 상품 목록
export async function listMyQnaServices(memberId: number): Promise<MyServiceOption[]> {
  return MyQnaServicesSchema.parse((await http.get(`/my-page/${memberId}/qnas/services`)).data).myServiceList;
}

// POST /v1/my-page/{memberId}/qnas – 문의 등록 (serviceId 는 고르지 않았으면 뺀다)
export async function createMyQna(body: InquiryCreateBody): Promise<Qna> {
  return QnaSchema.parse((await http.post(`/my-page/${body.memberId}/qnas`, body)).data);
}

export const myQnaKeys = {
  all: (memberId: number | null) => ['my-qnas', memberId] as const,
  list: (memberId: number | null) => ['my-qnas', memberId, 'list'] as const,
  services: (memberId: number | null) => ['my-qnas', memberId, 'services'] as const,
};

export const MY_QNAS_PAGE_SIZE = 10;

/** '더보기'로 이어 붙이는 내 문의 목록 */
export const myQnasQuery = (memberId: number | null) =>
  infiniteQueryOptions({
    queryKey: myQnaKeys.list(memberId),
    queryFn: ({ pageParam }) => listMyQnas(memberId as number, { page: pageParam, size: MY_QNAS_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    enabled: memberId != null,
  });

/** 서비스 목록은 memberId 가 있을 때만 부른다(docs/product.md, Who may do what) */
export const myQnaServicesQuery = (memberId: number | null) =>
  queryOptions({
    queryKey: myQnaKeys.services(memberId),
    queryFn: () => listMyQnaServices(memberId as number),
    enabled: memberId != null,
  });
