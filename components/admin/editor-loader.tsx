'use client';

import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api/http';
import { Note } from './admin-list-parts';

/** 수정 화면: 항목을 불러온 뒤에만 폼을 그린다(폼의 기본값은 처음 한 번만 읽히므로) */
export function EditorLoader<T, K extends QueryKey>({ query, children }: { query: UseQueryOptions<T, Error, T, K>; children: (item: T) => ReactNode }) {
  const { data, error, isPending } = useQuery(query);
  if (isPending) return <Note>불러오는 중…</Note>;
  if (error) {
    const message = isApiError(error) && error.status === 404 ? '찾을 수 없는 항목입니다. 이미 삭제되었을 수 있습니다.' : error.message;
    return <Note role="alert">{message}</Note>;
  }
  return <>{children(data)}</>;
}
