import type { Metadata } from 'next';
import { ArticleList } from '@/components/admin/articles/article-list';

export const metadata: Metadata = { title: '아티클' };

export default function AdminArticleListPage() {
  return <ArticleList />;
}
