'use client';

import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { getQueryClient } from '@/lib/api/query-client';

/**
 * react-query 를 쓰는 레이아웃·화면·부품만 이것으로 감싼다. 루트에 두지 않는 까닭은 첫 JS 에서 react-query 를
 * 빼려는 것(docs/decisions.md, First-load JavaScript): 메인·채널·상품 유형 화면은 쓰지 않는다.
 * 클라이언트는 브라우저에 하나(getQueryClient)라 여러 곳에 두어도 캐시는 하나다. 바깥에 이미 있으면 그것을 쓴다:
 * 겹쳐 감싸도(레이아웃 안의 모달 등) 서버 렌더에서 한 트리가 클라이언트 하나를 쓰고, 테스트가 준 클라이언트도 그대로 쓰인다.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  return <QueryClientProvider client={outer ?? getQueryClient()}>{children}</QueryClientProvider>;
}
