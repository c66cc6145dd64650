'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import type { AdminMemberFilter } from '@/lib/api/admin-members';
import { MEMBER_QUERY_MAX, MEMBER_SORTS, SORT_ORDERS } from '@/lib/schemas/admin-members';
import { MEMBER_STATUSES, REGISTRATION_TYPES } from '@/lib/schemas/members';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], v: string | null): T | undefined =>
  v !== null && (values as readonly string[]).includes(v) ? (v as T) : undefined;

/** 주소의 조건을 읽는다: 모르는 값은 버린다(손으로 고친 주소가 400 을 부르지 않게) */
export function filterFromParams(params: URLSearchParams): { filter: AdminMemberFilter; page: number } {
  const q = params.get('q')?.trim().slice(0, MEMBER_QUERY_MAX);
  const from = params.get('from');
  const to = params.get('to');
  const page = Number(params.get('page'));
  return {
    filter: {
      q: q || undefined,
      status: oneOf(MEMBER_STATUSES, params.get('status')),
      registrationType: oneOf(REGISTRATION_TYPES, params.get('registrationType')),
      from: from && DATE.test(from) ? from : undefined,
      to: to && DATE.test(to) ? to : undefined,
      sort: oneOf(MEMBER_SORTS, params.get('sort')),
      order: oneOf(SORT_ORDERS, params.get('order')),
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function paramsFromFilter(filter: AdminMemberFilter, page: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filter)) if (v !== undefined && v !== '') params.set(k, String(v));
  if (page > 1) params.set('page', String(page));
  return params;
}

/**
 * 회원 목록의 조건과 쪽 번호는 주소에 둔다: 북마크·공유한 주소가 같은 목록을 연다.
 * 바꿀 때는 router.replace(뒤로 가기 기록을 쌓지 않는다). 조건이 바뀌면 첫 쪽으로.
 * 임시: 공용 components/admin/tables 의 URL 조건 훅이 들어오면 그것으로 바꾼다.
 */
export function useMemberFilters() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const key = params.toString();
  const { filter, page } = useMemo(() => filterFromParams(new URLSearchParams(key)), [key]);

  const go = useCallback(
    (next: AdminMemberFilter, nextPage: number) => {
      const search = paramsFromFilter(next, nextPage).toString();
      router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false });
    },
    [router, pathname],
  );
  const changeFilter = useCallback((next: AdminMemberFilter) => go(next, 1), [go]);
  const setPage = useCallback((p: number) => go(filter, p), [go, filter]);
  return { filter, page, changeFilter, setPage };
}
