import { FaqAccordion, FaqCategoryChips } from '@/components/contents/faq-accordion';
import { SectionHeading } from '@/components/layout/section-heading';
import { listFaqs } from '@/lib/api/contents';
import { faqCategoryFrom } from '../page-query';
import { shopMetadata } from '../shop-metadata';

export const metadata = shopMetadata({ title: '자주 묻는 질문', description: '주문·결제, 서비스 진행, 리필·AS, 회원 계정에 대해 자주 묻는 질문과 답을 모았습니다.' });

export default async function FaqPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const category = await faqCategoryFrom(searchParams);
  const faqs = await listFaqs(category);
  return (
    <>
      <SectionHeading as="h1">자주 묻는 질문</SectionHeading>
      <FaqCategoryChips selected={category} />
      <FaqAccordion faqs={faqs.items} />
    </>
  );
}
