import { FaqListPage } from '@/components/contents/faq-list-page';
import { faqCategoryOrNotFound } from '../../../page-query';

export { metadata } from '../../page';

// /faq?category=X 가 rewrites 로 여기 온다: 처음 열릴 때 그려 캐시한다(ISR). 모르는 분류는 찾을 수 없음
export function generateStaticParams(): { category: string }[] {
  return [];
}
export const revalidate = 60;

export default async function FaqCategoryPage({ params }: { params: Promise<{ category: string }> }) {
  return <FaqListPage category={faqCategoryOrNotFound((await params).category)} />;
}
