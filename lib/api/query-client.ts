import { QueryClient } from '@tanstack/react-query';

/** docs/product.md, Limits and layout: 한 번만 다시 시도, 창 포커스로 다시 부르지 않는다. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: 0 },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * 브라우저에서는 하나를 함께 쓴다: react-query 를 쓰는 화면마다 QueryProvider 를 두어도, 화면을 옮길 때 캐시가 이어지고
 * 헤더 배지(useCartCount)와 장바구니 화면이 같은 장바구니 쿼리를 본다. 서버에서는 부를 때마다 새로 만든다:
 * 렌더마다(회원마다) 캐시가 섞이지 않게.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}

/** 처음 상태로: 테스트마다 캐시가 이어지지 않게 tests/web/setup.ts 가 부른다 */
export function resetQueryClient(): void {
  browserClient?.clear();
  browserClient = undefined;
}
