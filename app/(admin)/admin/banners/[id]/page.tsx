import type { Metadata } from 'next';
import { BannerEditor } from '@/components/admin/banners/banner-editor';
import { editorIdOrNotFound } from '@/components/admin/editor-id';

export const metadata: Metadata = { title: '배너 편집' };

/** /admin/banners/new 는 새로 만들기, /admin/banners/{id} 는 수정 */
export default async function AdminBannerEditorPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <BannerEditor id={editorIdOrNotFound(id)} />;
}
