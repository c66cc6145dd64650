import type { Metadata } from 'next';
import { MyCouponList } from '@/components/coupons/my-coupon-list';

export const metadata: Metadata = { title: '쿠폰함', robots: { index: false } };

export default function MyCouponsPage() {
  return <MyCouponList />;
}
