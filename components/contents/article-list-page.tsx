import { ArticleCards } from '@/components/contents/article-cards';
import { withinPagesOrNotFound } from '@/components/contents/page-bounds';
import { Pager } from '@/components/contents/pager';
import { SectionHeading } from '@/components/layout/section-heading';
import { listArticles } from '@/lib/api/contents';

// 목록 화면의 본문. 1쪽(전체)은 목록 주소의 page.tsx 가, 다른 쪽·분류는 next.config.ts 의 rewrites 가
// ?page=·?category= 를 넘겨 주는 경로(pages/[page], categories/[category])가 그린다: 둘 다 라우트 캐시(ISR)에 남는다
// 화면마다 파일을 따로 둔다: 한 파일에 모으면 그 파일이 가져오는 클라이언트 컴포넌트(FAQ 의 분류 칩 등)가
// 그것을 그리지 않는 목록 화면의 브라우저 청크에도 실린다

/** 아티클 한 쪽(마지막 쪽 너머면 찾을 수 없음): 본문과 쪽 화면의 제목이 함께 쓴다 */
export const articlesPage = (page: number) => listArticles(page).then(withinPagesOrNotFound);

export async function ArticleListPage({ page }: { page: number }) {
  const articles = await articlesPage(page);
  return (
    <>
      <SectionHeading as="h1">아티클</SectionHeading>
      <ArticleCards articles={articles.items} />
      <Pager basePath="/articles" page={articles.page} size={articles.size} total={articles.total} />
    </>
  );
}
