import { NoticeListPage } from '@/components/contents/notice-list-page';
import { shopMetadata } from '../shop-metadata';

export const metadata = shopMetadata({ title: '공지사항', description: '그로스몰의 서비스 안내, 점검, 이벤트 소식을 알려 드립니다.' });

// 라우트 캐시(ISR): 관리자가 공지를 바꾸면 api 가 contents 태그를 비운다. ?page= 는 rewrites 가 pages/[page] 로 보낸다
export const revalidate = 60;

export default function NoticesPage() {
  return <NoticeListPage page={1} />;
}
