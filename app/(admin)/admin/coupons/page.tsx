import type { Metadata } from 'next';
import { CouponList } from '@/components/admin/coupons/coupon-list';

export const metadata: Metadata = { title: '쿠폰' };

export default function AdminCouponListPage() {
  return <CouponList />;
}
