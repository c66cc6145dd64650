'use client';

import { useCallback, useState } from 'react';

/** 목록 화면의 필터와 쪽 번호. 필터가 바뀌면 첫 쪽으로 돌아간다 */
export function useListFilter<F>(initial: F) {
  const [filter, setFilter] = useState<F>(initial);
  const [page, setPage] = useState(1);
  const changeFilter = useCallback((next: F) => {
    setFilter(next);
    setPage(1);
  }, []);
  return { filter, page, setPage, changeFilter };
}
