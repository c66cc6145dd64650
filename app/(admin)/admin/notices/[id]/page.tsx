import type { Metadata } from 'next';
import { NoticeEditor } from '@/components/admin/notices/notice-editor';
import { editorIdOrNotFound } from '@/components/admin/editor-id';

export const metadata: Metadata = { title: '공지사항 편집' };

/** /admin/notices/new 는 새로 만들기, /admin/notices/{id} 는 수정 */
export default async function AdminNoticeEditorPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <NoticeEditor id={editorIdOrNotFound(id)} />;
}
