import type { Metadata } from 'next';
import { ChannelEditor } from '@/components/admin/channels/channel-editor';
import { editorIdOrNotFound } from '@/components/admin/editor-id';

export const metadata: Metadata = { title: '채널 편집' };

/** /admin/channels/new 는 새로 만들기, /admin/channels/{id} 는 수정 */
export default async function AdminChannelEditorPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ChannelEditor id={editorIdOrNotFound(id)} />;
}
