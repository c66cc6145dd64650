import { ArticleListPage } from '@/components/contents/article-list-page';
import { shopMetadata } from '../shop-metadata';

export const metadata = shopMetadata({ title: '아티클', description: '인스타그램·유튜브·틱톡 계정을 키우는 방법과 운영 팁을 읽어 보세요.' });

// 라우트 캐시(ISR): 관리자가 아티클을 바꾸면 api 가 contents 태그를 비운다. ?page= 는 rewrites 가 pages/[page] 로 보낸다
export const revalidate = 60;

export default function ArticlesPage() {
  return <ArticleListPage page={1} />;
}
