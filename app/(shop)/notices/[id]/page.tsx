import type { Metadata } from 'next';
import { ContentDetail } from '@/components/contents/content-detail';
import { getNotice } from '@/lib/api/contents';
import { idOrNotFound } from '@/lib/api/server-fetch';
import { shopMetadata } from '../../shop-metadata';

type Props = { params: Promise<{ id: string }> };

// 처음 열릴 때 그려 캐시한다(ISR): 관리자가 공지를 바꾸면 api 가 contents 태그를 비운다
export function generateStaticParams(): { id: string }[] {
  return [];
}
export const revalidate = 60;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const notice = await getNotice(idOrNotFound((await params).id));
  return shopMetadata({ title: notice.title, description: notice.content, type: 'article' });
}

export default async function NoticePage({ params }: Props) {
  const notice = await getNotice(idOrNotFound((await params).id));
  return (
    <ContentDetail
      title={notice.title}
      date={notice.createdAt}
      content={notice.content}
      pinned={notice.isPinned}
      back={{ href: '/notices', label: '목록으로' }}
    />
  );
}
