'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import type { z } from 'zod';
import { parseSort, sortValue, type SortOrder } from '@/lib/schemas/list-query';

type Options<F> = {
  /** 주소에 두는 거르기 칸들의 이름 */
  keys: readonly (keyof F & string)[];
  /** 목록의 쿼리 스키마: 주소의 값 중 이것이 받지 않는 것은 버린다(고친 주소·옛 북마크에 400 이 나지 않게) */
  schema?: z.ZodType;
};

export type TableQuery<F> = {
  filter: F;
  page: number;
  /** 주소의 sort 값 그대로('-createdAt') */
  sort: string | undefined;
  /** 거르기를 바꾸면 첫 쪽으로 */
  setFilter: (next: F) => void;
  setPage: (page: number) => void;
  /** 같은 열을 다시 누르면 방향을 뒤집고, 다른 열이면 그 열의 기본 방향으로 시작한다(첫 쪽으로) */
  toggleSort: (field: string, firstOrder?: SortOrder) => void;
  /** 정렬을 값 그대로 고른다('-rating', 없으면 기본 순서): 표 대신 고르기 칸으로 정렬할 때 */
  setSort: (sort: string | undefined) => void;
  /** api 에 보낼 것: 거르기 + page + sort */
  query: F & { page: number; sort?: string };
};

/**
 * 목록의 거르기·정렬·쪽을 주소의 쿼리 문자열에 둔다: 그 화면을 북마크하거나 동료에게 보낼 수 있고,
 * 새로 고침·뒤로 가기에도 같은 목록이 나온다. 바꿀 때는 router.replace(기록을 쌓지 않게, 스크롤 그대로).
 */
export function useTableQuery<F extends object>({ keys, schema }: Options<F>): TableQuery<F> {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const search = params?.toString() ?? '';

  const state = useMemo(() => {
    const read = new URLSearchParams(search);
    const filter: Record<string, string> = {};
    for (const key of keys) {
      const value = read.get(key);
      if (!value) continue;
      if (schema && !schema.safeParse({ [key]: value }).success) continue;
      filter[key] = value;
    }
    const page = Math.max(1, Number.parseInt(read.get('page') ?? '1', 10) || 1);
    const sort = read.get('sort');
    return {
      filter: filter as F,
      page,
      sort: sort && (!schema || schema.safeParse({ sort }).success) ? sort : undefined,
    };
    // keys·schema 는 화면마다 고정이다
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const write = useCallback(
    (next: { filter: F; page: number; sort?: string }) => {
      const out = new URLSearchParams();
      for (const [key, value] of Object.entries(next.filter)) {
        if (value !== undefined && value !== null && value !== '') out.set(key, String(value));
      }
      if (next.sort) out.set('sort', next.sort);
      if (next.page > 1) out.set('page', String(next.page));
      const qs = out.toString();
      router.replace(qs ? `${pathname}?${qs}` : (pathname ?? ''), { scroll: false });
    },
    [pathname, router],
  );

  const { filter, page, sort } = state;
  return {
    filter,
    page,
    sort,
    setFilter: (next) => write({ filter: next, page: 1, sort }),
    setPage: (p) => write({ filter, page: p, sort }),
    toggleSort: (field, firstOrder = 'asc') => {
      const now = parseSort(sort);
      const order = now?.field === field ? (now.order === 'asc' ? 'desc' : 'asc') : firstOrder;
      write({ filter, page: 1, sort: sortValue(field, order) });
    },
    setSort: (next) => write({ filter, page: 1, sort: next }),
    query: { ...filter, page, ...(sort ? { sort } : {}) },
  };
}
