'use client';

import styled from '@emotion/styled';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { z } from 'zod';
import { formatWon, formatCount } from '@/lib/format';
import { adminCouponsQuery } from '@/lib/api/admin-coupons';
import { couponDiscountText } from '@/lib/schemas/coupon-rules';
import { AdminCouponQuerySchema, type AdminCoupon } from '@/lib/schemas/coupons';
import { Badge, Card, CardHead, CardMeta, CardTitle, ListState, PageHead } from '../admin-list-parts';
import { Pager } from '../pager';
import { DataTable, type DataColumn } from '../tables/data-table';
import { TableToolbar } from '../tables/table-toolbar';
import { useTableQuery } from '../tables/use-table-query';
import { CouponFilters, type CouponListFilter } from './coupon-filters';

const SIZE = 20;
const KEYS = ['archived', 'q'] as const;
/** 주소의 값 검사: api 의 archived(true|false) 대신 화면의 세 갈래(없음=쓰는 쿠폰, true, all) */
const UrlSchema = z.object({ archived: z.enum(['true', 'all']).optional(), q: AdminCouponQuerySchema.shape.q });

const n = formatCount;

function validity(c: AdminCoupon): string {
  const dates = c.startsOn || c.endsOn ? `${c.startsOn ?? ''} ~ ${c.endsOn ?? ''}` : '';
  const days = c.validityDays ? `발급 후 ${n(c.validityDays)}일` : '';
  return [dates, days].filter(Boolean).join(', ') || '기한 없음';
}

const title = (c: AdminCoupon) => (
  <>
    <Link href={`/admin/coupons/${c.id}`}>{c.name}</Link> {c.welcome && <Badge data-tone="on">가입 환영</Badge>}{' '}
    {c.archivedAt && <Badge data-tone="off">보관</Badge>}
  </>
);
const discount = (c: AdminCoupon) => (
  <>
    {couponDiscountText(c)}
    {c.minOrderAmount > 0 && <Sub>{`${formatWon(c.minOrderAmount)} 이상`}</Sub>}
  </>
);

const COLUMNS: DataColumn<AdminCoupon>[] = [
  { key: 'name', header: '쿠폰', cell: title },
  { key: 'discount', header: '할인', cell: discount },
  { key: 'scope', header: '범위', cell: (c) => c.scopeLabel },
  { key: 'validity', header: '기간', cell: validity },
  { key: 'issued', header: '발급', align: 'end', cell: (c) => n(c.usage.issued) },
  { key: 'used', header: '사용', align: 'end', cell: (c) => n(c.usage.used) },
  { key: 'available', header: '사용 가능', align: 'end', cell: (c) => n(c.usage.available) },
  { key: 'revoked', header: '회수', align: 'end', cell: (c) => n(c.usage.revoked) },
  { key: 'discountGiven', header: '할인한 금액', align: 'end', cell: (c) => formatWon(c.usage.discountGiven) },
  { key: 'salesWithCoupon', header: '쿠폰을 쓴 매출', align: 'end', cell: (c) => formatWon(c.usage.salesWithCoupon) },
];

/** /admin/coupons: 쿠폰 틀과 사용 현황(발급·사용·사용 가능·회수, 할인한 금액, 쿠폰을 쓴 매출). 조건·쪽은 주소에 */
export function CouponList() {
  const table = useTableQuery<CouponListFilter>({ keys: KEYS, schema: UrlSchema });
  const { archived, q } = table.filter;
  // 주소에 archived 가 없으면 쓰는 쿠폰만, 'all' 이면 api 에 싣지 않아 전부
  const query = useQuery({
    ...adminCouponsQuery({ page: table.page, q, archived: archived === 'all' ? undefined : (archived ?? 'false') }),
    placeholderData: keepPreviousData,
  });
  const items = query.data?.items ?? [];
  return (
    <>
      <PageHead title="쿠폰" newHref="/admin/coupons/new" newLabel="쿠폰 만들기" />
      <CouponFilters value={table.filter} onChange={table.setFilter} />
      <TableToolbar total={query.data?.total} />
      <ListState isPending={query.isPending} error={query.error} isEmpty={items.length === 0} emptyText="조건에 맞는 쿠폰이 없습니다.">
        <DataTable
          label="쿠폰 목록"
          columns={COLUMNS}
          rows={items}
          rowKey={(c) => c.id}
          renderCard={(c) => (
            <Card key={c.id}>
              <CardHead>
                <CardTitle>{title(c)}</CardTitle>
              </CardHead>
              <CardMeta>
                <span>{discount(c)}</span>
                <span>{c.scopeLabel}</span>
                <span>{validity(c)}</span>
              </CardMeta>
              <CardMeta>
                <span>{`발급 ${n(c.usage.issued)} · 사용 ${n(c.usage.used)} · 사용 가능 ${n(c.usage.available)} · 회수 ${n(c.usage.revoked)}`}</span>
              </CardMeta>
              <CardMeta>
                <span>{`할인한 금액 ${formatWon(c.usage.discountGiven)}`}</span>
                <span>{`쿠폰을 쓴 매출 ${formatWon(c.usage.salesWithCoupon)}`}</span>
              </CardMeta>
            </Card>
          )}
        />
        <Pager page={table.page} size={SIZE} total={query.data?.total ?? 0} onChange={table.setPage} />
      </ListState>
    </>
  );
}

const Sub = styled.span(({ theme }) => ({ display: 'block', fontSize: theme.typography.size.xs, color: theme.color.textMuted }));
