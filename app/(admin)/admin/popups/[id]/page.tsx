import type { Metadata } from 'next';
import { PopupEditor } from '@/components/admin/popups/popup-editor';
import { editorIdOrNotFound } from '@/components/admin/editor-id';

export const metadata: Metadata = { title: '팝업 편집' };

/** /admin/popups/new 는 새로 만들기, /admin/popups/{id} 는 수정 */
export default async function AdminPopupEditorPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <PopupEditor id={editorIdOrNotFound(id)} />;
}
