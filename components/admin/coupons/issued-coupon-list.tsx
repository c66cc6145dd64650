'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SectionHeading } from '@/components/layout/section-heading';
import { Button } from '@/components/ui/button';
import { serverErrorMessage } from '@/components/account/server-error-message';
import { issuedCouponsQuery, useRevokeMemberCoupon, type IssuedCouponFilter } from '@/lib/api/admin-coupons';
import { MEMBER_COUPON_STATUS_LABELS } from '@/lib/schemas/coupon-rules';
import { MEMBER_COUPON_STATUSES, type MemberCouponStatus } from '@/lib/schemas/purchases';
import { Filters, ListState } from '../admin-list-parts';
import { ServerError } from '../admin-form-parts';
import { Pager } from '../pager';
import { formatSeoul } from '../seoul-time';
import { Table, TableWrap } from './coupon-table';

const when = (iso: string | null) => (iso ? formatSeoul(iso) : '-');

/** 쿠폰 하나의 발급 내역과 회수(쓰지 않았고 결제에 묶이지 않은 장만) */
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
  return (
    <section aria-label="발급 내역" style={{ marginTop: 32 }}>
      <SectionHeading as="h3">발급 내역</SectionHeading>
      <Filters>
        <label>
          상태
          <select value={filter.status ?? ''} onChange={(e) => setFilter({ page: 1, status: (e.target.value || undefined) as MemberCouponStatus | undefined })}>
            <option value="">전체</option>
            {MEMBER_COUPON_STATUSES.map((s) => (
              <option key={s} value={s}>
                {MEMBER_COUPON_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </Filters>
      {error && <ServerError role="alert">{error}</ServerError>}
      <ListState isPending={query.isPending} error={query.error} isEmpty={data?.items.length === 0}>
        <TableWrap>
          <Table>
            <caption>{`${(data?.total ?? 0).toLocaleString('ko-KR')}장`}</caption>
            <thead>
              <tr>
                <th scope="col">회원</th>
                <th scope="col">상태</th>
                <th scope="col">발급</th>
                <th scope="col">만료</th>
                <th scope="col">사용</th>
                <th scope="col">회수</th>
              </tr>
            </thead>
            <tbody>
              {data?.items.map((mc) => (
                <tr key={mc.id}>
                  <td>{`${mc.memberId}번 ${mc.memberName ?? ''} ${mc.memberEmail ?? ''}`.trim()}</td>
                  <td>{mc.statusLabel}</td>
                  <td>{when(mc.issuedAt)}</td>
                  <td>{mc.expiresAt ? when(mc.expiresAt) : '기한 없음'}</td>
                  <td>{mc.purchaseId ? `${when(mc.usedAt)} (주문 ${mc.purchaseId})` : when(mc.usedAt)}</td>
                  <td>
                    {mc.revocable ? (
                      <Button type="button" variant="ghost" onClick={() => doRevoke(mc.id)} disabled={revoke.isPending} aria-label={`${mc.memberId}번 회원의 쿠폰 회수`}>
                        회수
                      </Button>
                    ) : (
                      when(mc.revokedAt)
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      </ListState>
      {data && <Pager page={data.page} size={data.size} total={data.total} onChange={(page) => setFilter((f) => ({ ...f, page }))} />}
    </section>
  );
}
