import type { Metadata } from 'next';
import { ProductTypeList } from '@/components/admin/product-types/product-type-list';

export const metadata: Metadata = { title: '상품 유형' };

export default function AdminProductTypeListPage() {
  return <ProductTypeList />;
}
