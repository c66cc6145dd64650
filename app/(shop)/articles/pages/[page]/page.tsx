import { ArticleListPage } from '@/components/contents/article-list-page';
import { pageNumberOrNotFound } from '../../../page-query';

export { metadata } from '../../page';

// /articles?page=n 이 rewrites 로 여기 온다: 처음 열릴 때 그려 캐시한다(ISR)
export function generateStaticParams(): { page: string }[] {
  return [];
}
export const revalidate = 60;

export default async function ArticlesPageN({ params }: { params: Promise<{ page: string }> }) {
  return <ArticleListPage page={pageNumberOrNotFound((await params).page)} />;
}
