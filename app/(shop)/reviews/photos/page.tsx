import { Pager } from '@/components/contents/pager';
import { SectionHeading } from '@/components/layout/section-heading';
import { ReviewPhotoGrid } from '@/components/reviews/review-photo-grid';
import { getReviews } from '@/lib/api/reviews';
import { pageFrom } from '../../page-query';
import { shopMetadata } from '../../shop-metadata';

export const metadata = shopMetadata({ title: '사진 후기', description: '회원들이 올린 전후 사진 후기를 모아 봅니다.' });

export const dynamic = 'force-dynamic';

export default async function ReviewPhotosPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const page = await getReviews({ page: await pageFrom(searchParams), size: 12, photoOnly: true });
  const photos = page.items.flatMap((r) => r.imageUrlList.map((imageUrl, i) => ({ reviewId: r.id, imageUrl, alt: `${r.title} 사진 ${i + 1}` })));
  return (
    <>
      <SectionHeading as="h1">사진 후기</SectionHeading>
      <ReviewPhotoGrid photos={photos} />
      <Pager basePath="/reviews/photos" page={page.page} size={page.size} total={page.total} />
    </>
  );
}
