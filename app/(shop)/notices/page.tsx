import { Pager } from '@/components/contents/pager';
import { NoticeList } from '@/components/contents/notice-list';
import { SectionHeading } from '@/components/layout/section-heading';
import { listNotices } from '@/lib/api/contents';
import { pageFrom } from '../page-query';
import { shopMetadata } from '../shop-metadata';

export const metadata = shopMetadata({ title: '공지사항', description: '그로스몰의 서비스 안내, 점검, 이벤트 소식을 알려 드립니다.' });

export default async function NoticesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const notices = await listNotices(await pageFrom(searchParams));
  return (
    <>
      <SectionHeading as="h1">공지사항</SectionHeading>
      <NoticeList notices={notices.items} />
      <Pager basePath="/notices" page={notices.page} size={notices.size} total={notices.total} />
    </>
  );
}
