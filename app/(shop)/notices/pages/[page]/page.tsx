import { NoticeListPage } from '@/components/contents/notice-list-page';
import { pageNumberOrNotFound } from '../../../page-query';

export { metadata } from '../../page';

// /notices?page=n 이 rewrites 로 여기 온다: 처음 열릴 때 그려 캐시한다(ISR)
export function generateStaticParams(): { page: string }[] {
  return [];
}
export const revalidate = 60;

export default async function NoticesPageN({ params }: { params: Promise<{ page: string }> }) {
  return <NoticeListPage page={pageNumberOrNotFound((await params).page)} />;
}
