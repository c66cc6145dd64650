import type { Metadata } from 'next';
import { ProductEditor } from '@/components/admin/products/product-editor';
import { editorIdOrNotFound } from '@/components/admin/editor-id';

export const metadata: Metadata = { title: '상품 편집' };

/** /admin/products/new 는 새로 만들기, /admin/products/{id} 는 수정 */
export default async function AdminProductEditorPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ProductEditor id={editorIdOrNotFound(id)} />;
}
