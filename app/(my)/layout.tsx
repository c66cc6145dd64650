import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/query-provider';

/** 마이페이지·1:1 문의는 회원의 목록을 react-query 로 읽는다: 스토어프론트의 첫 JS 에는 싣지 않게 여기서만 감싼다 */
export default function MyLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
