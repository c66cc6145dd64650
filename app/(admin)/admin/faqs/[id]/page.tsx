import type { Metadata } from 'next';
import { FaqEditor } from '@/components/admin/faqs/faq-editor';
import { editorIdOrNotFound } from '@/components/admin/editor-id';

export const metadata: Metadata = { title: 'FAQ 편집' };

/** /admin/faqs/new 는 새로 만들기, /admin/faqs/{id} 는 수정 */
export default async function AdminFaqEditorPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <FaqEditor id={editorIdOrNotFound(id)} />;
}
