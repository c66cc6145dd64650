import { FaqListPage } from '@/components/contents/faq-list-page';
import { shopMetadata } from '../shop-metadata';

export const metadata = shopMetadata({ title: '자주 묻는 질문', description: '주문·결제, 서비스 진행, 리필, 회원 계정에 대해 자주 묻는 질문과 답을 모았습니다.' });

// 라우트 캐시(ISR): 관리자가 FAQ 를 바꾸면 api 가 contents 태그를 비운다. ?category= 는 rewrites 가 categories/[category] 로 보낸다
export const revalidate = 60;

export default function FaqPage() {
  return <FaqListPage category={undefined} />;
}
