import type { Metadata } from 'next';
import { ArticleEditor } from '@/components/admin/articles/article-editor';
import { editorIdOrNotFound } from '@/components/admin/editor-id';

export const metadata: Metadata = { title: '아티클 편집' };

/** /admin/articles/new 는 새로 만들기, /admin/articles/{id} 는 수정 */
export default async function AdminArticleEditorPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ArticleEditor id={editorIdOrNotFound(id)} />;
}
