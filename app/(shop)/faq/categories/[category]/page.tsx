import { FaqListPage } from '@/components/contents/faq-list-page';
import { FAQ_CATEGORIES } from '@/lib/schemas/content-rules';
import { faqCategoryOrNotFound } from '../../../page-query';

export { metadata } from '../../page';

// /faq?category=X 가 rewrites 로 여기 온다. 분류는 다섯뿐이라 그것만 그린다(ISR): 그 밖의 경로 조각은
// 그리지도 캐시하지도 않고 찾을 수 없음으로(dynamicParams = false)
export function generateStaticParams(): { category: string }[] {
  return FAQ_CATEGORIES.map((category) => ({ category }));
}
export const dynamicParams = false;
export const revalidate = 60;

export default async function FaqCategoryPage({ params }: { params: Promise<{ category: string }> }) {
  return <FaqListPage category={faqCategoryOrNotFound((await params).category)} />;
}
