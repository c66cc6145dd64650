import { QueryClient } from '@tanstack/react-query';

/** SPEC.md 9절: 한 번만 다시 시도, 창 포커스로 다시 부르지 않는다. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: 0 },
    },
  });
}
