import type { Metadata } from 'next';
import { ProductTypeEditor } from '@/components/admin/product-types/product-type-editor';
import { editorIdOrNotFound } from '@/components/admin/editor-id';

export const metadata: Metadata = { title: '상품 유형 편집' };

/** /admin/product-types/new 는 새로 만들기, /admin/product-types/{id} 는 수정 */
export default async function AdminProductTypeEditorPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ProductTypeEditor id={editorIdOrNotFound(id)} />;
}
