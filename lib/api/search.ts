import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PopularProductsResponseSchema, type ProductDetail } from '../schemas/catalogue';
import { SearchResponseSchema, type SearchResponse } from '../schemas/search';
import { http } from './http';

/** 빈 검색창 아래에 보일 인기 상품 수: 휴대폰 한 화면 남짓 */
export const SEARCH_POPULAR_LIMIT = 6;

// GET /v1/search?q= – 상품·상품 유형·채널 검색
export async function searchCatalogue(q: string, signal?: AbortSignal): Promise<SearchResponse> {
  return SearchResponseSchema.parse((await http.get('/search', { params: { q }, signal })).data);
}

// GET /v1/orders/popular – 검색어가 없을 때의 인기 상품
export async function listPopularProducts(limit = SEARCH_POPULAR_LIMIT): Promise<ProductDetail[]> {
  return PopularProductsResponseSchema.parse((await http.get('/orders/popular', { params: { limit } })).data).items;
}

// 검색어는 회원이 치는 아무 글자라 키의 한 칸을 따로 준다: ['search', q] 였을 때 'popular' 를 치면 인기 상품 키와 겹쳤다
export const searchKeys = {
  all: ['search'] as const,
  results: (q: string) => ['search', 'results', q] as const,
  popular: ['search', 'popular'] as const,
};

/** 치는 동안 앞 결과를 남겨 둔다(keepPreviousData): 한 글자마다 빈 화면으로 깜빡이지 않게 */
export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: searchKeys.results(q),
    queryFn: ({ signal }) => searchCatalogue(q, signal),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });

export const popularProductsQuery = () =>
  queryOptions({ queryKey: searchKeys.popular, queryFn: () => listPopularProducts(), staleTime: 5 * 60_000 });
