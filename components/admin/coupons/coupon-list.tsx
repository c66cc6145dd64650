'use client';

import styled from '@emotion/styled';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { formatWon } from '@/components/ui/format-won';
import { adminCouponsQuery, type AdminCouponFilter } from '@/lib/api/admin-coupons';
import { couponDiscountText } from '@/lib/schemas/coupon-rules';
import type { AdminCoupon } from '@/lib/schemas/coupons';
import { Badge, Filters, ListState, PageHead } from '../admin-list-parts';
import { Pager } from '../pager';
import { Table, TableWrap } from './coupon-table';

const n = (v: number) => v.toLocaleString('ko-KR');

function validity(c: AdminCoupon): string {
  const dates = c.startsOn || c.endsOn ? `${c.startsOn ?? ''} ~ ${c.endsOn ?? ''}` : '';
  const days = c.validityDays ? `발급 후 ${n(c.validityDays)}일` : '';
  return [dates, days].filter(Boolean).join(', ') || '기한 없음';
}

/** /admin/coupons: 쿠폰 틀과 사용 현황(발급·사용·사용 가능·회수, 할인한 금액, 쿠폰을 쓴 매출) */
export function CouponList() {
  const [filter, setFilter] = useState<AdminCouponFilter>({ page: 1, archived: 'false' });
  const query = useQuery({ ...adminCouponsQuery(filter), placeholderData: keepPreviousData });
  const set = (patch: Partial<AdminCouponFilter>) => setFilter((f) => ({ ...f, ...patch, page: patch.page ?? 1 }));
  const data = query.data;
  return (
    <>
      <PageHead title="쿠폰" newHref="/admin/coupons/new" newLabel="쿠폰 만들기" />
      <Filters>
        <label>
          보관
          <select value={filter.archived ?? ''} onChange={(e) => set({ archived: (e.target.value || undefined) as AdminCouponFilter['archived'] })}>
            <option value="false">쓰는 쿠폰</option>
            <option value="true">보관한 쿠폰</option>
            <option value="">전체</option>
          </select>
        </label>
        <label>
          이름 검색
          <input type="search" value={filter.q ?? ''} onChange={(e) => set({ q: e.target.value || undefined })} />
        </label>
      </Filters>
      <ListState isPending={query.isPending} error={query.error} isEmpty={data?.items.length === 0}>
        <TableWrap>
          <Table>
            <caption>{`${n(data?.total ?? 0)}개`}</caption>
            <thead>
              <tr>
                <th scope="col">쿠폰</th>
                <th scope="col">할인</th>
                <th scope="col">범위</th>
                <th scope="col">기간</th>
                <th scope="col" data-num>발급</th>
                <th scope="col" data-num>사용</th>
                <th scope="col" data-num>사용 가능</th>
                <th scope="col" data-num>회수</th>
                <th scope="col" data-num>할인한 금액</th>
                <th scope="col" data-num>쿠폰을 쓴 매출</th>
              </tr>
            </thead>
            <tbody>
              {data?.items.map((c) => (
                <tr key={c.id}>
                  <td>
                    <Link href={`/admin/coupons/${c.id}`}>{c.name}</Link> {c.welcome && <Badge data-tone="on">가입 환영</Badge>}{' '}
                    {c.archivedAt && <Badge data-tone="off">보관</Badge>}
                  </td>
                  <td>
                    {couponDiscountText(c)}
                    {c.minOrderAmount > 0 && <Sub>{`${formatWon(c.minOrderAmount)} 이상`}</Sub>}
                  </td>
                  <td>{c.scopeLabel}</td>
                  <td>{validity(c)}</td>
                  <td data-num>{n(c.usage.issued)}</td>
                  <td data-num>{n(c.usage.used)}</td>
                  <td data-num>{n(c.usage.available)}</td>
                  <td data-num>{n(c.usage.revoked)}</td>
                  <td data-num>{formatWon(c.usage.discountGiven)}</td>
                  <td data-num>{formatWon(c.usage.salesWithCoupon)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      </ListState>
      {data && <Pager page={data.page} size={data.size} total={data.total} onChange={(page) => set({ page })} />}
    </>
  );
}

const Sub = styled.span(({ theme }) => ({ display: 'block', fontSize: theme.typography.size.xs, color: theme.color.textMuted }));
