'use client';

import { useQuery } from '@tanstack/react-query';
import { adminChannelsQuery, adminProductTypesQuery, adminProductsQuery } from '@/lib/api/admin-catalogue';
import { adminCouponQuery } from '@/lib/api/admin-coupons';
import { EditorHead, Note } from '../admin-list-parts';
import { CouponActions } from './coupon-actions';
import { CouponForm } from './coupon-form';
import { CouponUsageSummary } from './coupon-usage-summary';
import { IssuedCouponList } from './issued-coupon-list';

/** 쿠폰 만들기(id 없음)·고치기. 범위 선택 칸이 기본값을 보이도록 카탈로그를 모두 받은 뒤 그린다 */
export function CouponEditor({ id }: { id: number | null }) {
  const channels = useQuery(adminChannelsQuery());
  const types = useQuery(adminProductTypesQuery());
  const products = useQuery(adminProductsQuery({ page: 1, size: 100 }));
  const coupon = useQuery({ ...adminCouponQuery(id ?? 0), enabled: id != null });
  const failed = channels.error ?? types.error ?? products.error ?? coupon.error;
  const ready = channels.data && types.data && products.data && (id == null || coupon.data);
  return (
    <>
      <EditorHead title={id == null ? '쿠폰 만들기' : '쿠폰 수정'} backHref="/admin/coupons" />
      {failed ? (
        <Note role="alert">{failed.message}</Note>
      ) : !ready ? (
        <Note>불러오는 중…</Note>
      ) : (
        <>
          {coupon.data && <CouponUsageSummary coupon={coupon.data} />}
          {coupon.data && <CouponActions coupon={coupon.data} />}
          <CouponForm
            key={coupon.data?.id ?? 'new'}
            coupon={coupon.data}
            catalogue={{ channels: channels.data!, productTypes: types.data!, products: products.data!.items }}
          />
          {coupon.data && <IssuedCouponList couponId={coupon.data.id} />}
        </>
      )}
    </>
  );
}
