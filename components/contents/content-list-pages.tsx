import { ArticleCards } from '@/components/contents/article-cards';
import { FaqAccordion, FaqCategoryChips } from '@/components/contents/faq-accordion';
import { NoticeList } from '@/components/contents/notice-list';
import { Pager } from '@/components/contents/pager';
import { SectionHeading } from '@/components/layout/section-heading';
import { listArticles, listFaqs, listNotices } from '@/lib/api/contents';
import type { FaqCategory } from '@/lib/schemas/contents';

// 목록 화면의 본문. 1쪽(전체)은 목록 주소의 page.tsx 가, 다른 쪽·분류는 next.config.ts 의 rewrites 가
// ?page=·?category= 를 넘겨 주는 경로(pages/[page], categories/[category])가 그린다: 둘 다 라우트 캐시(ISR)에 남는다

export async function NoticeListPage({ page }: { page: number }) {
  const notices = await listNotices(page);
  return (
    <>
      <SectionHeading as="h1">공지사항</SectionHeading>
      <NoticeList notices={notices.items} />
      <Pager basePath="/notices" page={notices.page} size={notices.size} total={notices.total} />
    </>
  );
}

export async function ArticleListPage({ page }: { page: number }) {
  const articles = await listArticles(page);
  return (
    <>
      <SectionHeading as="h1">아티클</SectionHeading>
      <ArticleCards articles={articles.items} />
      <Pager basePath="/articles" page={articles.page} size={articles.size} total={articles.total} />
    </>
  );
}

export async function FaqListPage({ category }: { category: FaqCategory | undefined }) {
  const faqs = await listFaqs(category);
  return (
    <>
      <SectionHeading as="h1">자주 묻는 질문</SectionHeading>
      <FaqCategoryChips selected={category} />
      <FaqAccordion faqs={faqs.items} />
    </>
  );
}
