import type { Metadata } from 'next';
import { ProductList } from '@/components/admin/products/product-list';

export const metadata: Metadata = { title: '상품' };

export default function AdminProductListPage() {
  return <ProductList />;
}
