import { ArticleCards } from '@/components/contents/article-cards';
import { Pager } from '@/components/contents/pager';
import { SectionHeading } from '@/components/layout/section-heading';
import { listArticles } from '@/lib/api/contents';
import { pageFrom } from '../page-query';
import { shopMetadata } from '../shop-metadata';

export const metadata = shopMetadata({ title: '아티클', description: '인스타그램·유튜브·틱톡 계정을 키우는 방법과 운영 팁을 읽어 보세요.' });

export default async function ArticlesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const articles = await listArticles(await pageFrom(searchParams));
  return (
    <>
      <SectionHeading as="h1">아티클</SectionHeading>
      <ArticleCards articles={articles.items} />
      <Pager basePath="/articles" page={articles.page} size={articles.size} total={articles.total} />
    </>
  );
}
