'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SectionHeading } from '@/components/layout/section-heading';
import { Button } from '@/components/ui/button';
import { serverErrorMessage } from '@/components/account/server-error-message';
import { issuedCouponsQuery, useRevokeMemberCoupon, type IssuedCouponFilter } from '@/lib/api/admin-coupons';
import { MEMBER_COUPON_STATUS_LABELS } from '@/lib/schemas/coupon-rules';
import type { AdminMemberCoupon } from '@/lib/schemas/coupons';
import { MEMBER_COUPON_STATUSES, type MemberCouponStatus } from '@/lib/schemas/purchases';
import { EnumSelect } from '../admin-filter-parts';
import { Filters, ListState } from '../admin-list-parts';
import { ServerError } from '../admin-form-parts';
import { Pager } from '../pager';
import { formatSeoul } from '../seoul-time';
import { DataTable, type DataColumn } from '../tables/data-table';
import { TableToolbar } from '../tables/table-toolbar';

const when = (iso: string | null) => (iso ? formatSeoul(iso) : '-');

/** 쿠폰 하나의 발급 내역과 회수(쓰지 않았고 결제에 묶이지 않은 장만). 상세 화면 안의 칸이라 조건은 주소에 두지 않는다 */
export function IssuedCouponList({ couponId }: { couponId: number }) {
  const [filter, setFilter] = useState<IssuedCouponFilter>({ page: 1 });
  const query = useQuery({ ...issuedCouponsQuery(couponId, filter), placeholderData: keepPreviousData });
  const revoke = useRevokeMemberCoupon();
  const [error, setError] = useState<string | null>(null);
  const data = query.data;
  const doRevoke = async (id: number) => {
    setError(null);
    try {
      await revoke.mutateAsync(id);
    } catch (e) {
      setError(serverErrorMessage(e));
    }
  };
  const columns: DataColumn<AdminMemberCoupon>[] = [
    { key: 'member', header: '회원', cell: (mc) => `${mc.memberId}번 ${mc.memberName ?? ''} ${mc.memberEmail ?? ''}`.trim() },
    { key: 'status', header: '상태', cell: (mc) => mc.statusLabel },
    { key: 'issuedAt', header: '발급', cell: (mc) => when(mc.issuedAt) },
    { key: 'expiresAt', header: '만료', cell: (mc) => (mc.expiresAt ? when(mc.expiresAt) : '기한 없음') },
    { key: 'usedAt', header: '사용', cell: (mc) => (mc.purchaseId ? `${when(mc.usedAt)} (주문 ${mc.purchaseId})` : when(mc.usedAt)) },
    {
      key: 'revoke',
      header: '회수',
      cell: (mc) =>
        mc.revocable ? (
          <Button type="button" variant="ghost" onClick={() => doRevoke(mc.id)} disabled={revoke.isPending} aria-label={`${mc.memberId}번 회원의 쿠폰 회수`}>
            회수
          </Button>
        ) : (
          when(mc.revokedAt)
        ),
    },
  ];
  return (
    <section aria-label="발급 내역" style={{ marginTop: 32 }}>
      <SectionHeading as="h3">발급 내역</SectionHeading>
      <Filters>
        <EnumSelect
          label="상태"
          allLabel="전체"
          options={MEMBER_COUPON_STATUSES}
          labels={MEMBER_COUPON_STATUS_LABELS}
          value={filter.status}
          onChange={(status) => setFilter({ page: 1, status: status as MemberCouponStatus | undefined })}
        />
      </Filters>
      {error && <ServerError role="alert">{error}</ServerError>}
      <TableToolbar total={data?.total} />
      <ListState isPending={query.isPending} error={query.error} isEmpty={data?.items.length === 0} emptyText="발급한 쿠폰이 없습니다.">
        <DataTable label="발급 내역" columns={columns} rows={data?.items ?? []} rowKey={(mc) => mc.id} />
      </ListState>
      {data && <Pager page={data.page} size={data.size} total={data.total} onChange={(page) => setFilter((f) => ({ ...f, page }))} />}
    </section>
  );
}
