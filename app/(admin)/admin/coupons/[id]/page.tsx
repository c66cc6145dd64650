import type { Metadata } from 'next';
import { CouponEditor } from '@/components/admin/coupons/coupon-editor';
import { editorIdOrNotFound } from '@/components/admin/editor-id';

export const metadata: Metadata = { title: '쿠폰 편집' };

/** /admin/coupons/new 는 새로 만들기, /admin/coupons/{id} 는 수정·발급·발급 내역 */
export default async function AdminCouponEditorPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CouponEditor id={editorIdOrNotFound(id)} />;
}
