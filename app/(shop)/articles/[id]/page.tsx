import type { Metadata } from 'next';
import { ContentDetail } from '@/components/contents/content-detail';
import { getArticle } from '@/lib/api/contents';
import { idOrNotFound } from '@/lib/api/server-fetch';
import { shopMetadata } from '../../shop-metadata';

type Props = { params: Promise<{ id: string }> };

// 처음 열릴 때 그려 캐시한다(ISR): 관리자가 아티클을 바꾸면 api 가 contents 태그를 비운다
export function generateStaticParams(): { id: string }[] {
  return [];
}
export const revalidate = 60;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await getArticle(idOrNotFound((await params).id));
  return shopMetadata({ title: article.title, description: article.summary || article.content, type: 'article' });
}

export default async function ArticlePage({ params }: Props) {
  const article = await getArticle(idOrNotFound((await params).id));
  return (
    <ContentDetail
      title={article.title}
      date={article.publishedAt}
      content={article.content}
      imageUrl={article.thumbnailUrl}
      back={{ href: '/articles', label: '목록으로' }}
    />
  );
}
