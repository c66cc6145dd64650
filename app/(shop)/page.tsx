import { connection } from 'next/server';
import { ArticleCards } from '@/components/contents/article-cards';
import { NoticeList } from '@/components/contents/notice-list';
import { BannerCarousel } from '@/components/main/banner-carousel';
import { ChannelShortcuts } from '@/components/main/channel-shortcuts';
import { ContentLinks, MainSection } from '@/components/main/main-section';
import { PopularProducts } from '@/components/main/popular-products';
import { PopupSheet } from '@/components/main/popup-sheet';
import { getMainPage } from '@/lib/api/mains';
import { shopMetadata } from './shop-metadata';

export const metadata = shopMetadata({
  title: 'SNS 성장 서비스',
  description: '인스타그램·유튜브·틱톡·페이스북 팔로워, 좋아요, 조회수를 채널별로 골라 바로 주문하세요.',
});

export default async function HomePage() {
  // 빌드 때 미리 그리지 않는다(API 가 없다). 데이터는 태그 달린 fetch 캐시가 맡는다
  await connection();
  const main = await getMainPage();
  return (
    <>
      <BannerCarousel banners={main.banners} />
      <ChannelShortcuts channels={main.channels} />
      <MainSection title="인기 상품">
        <PopularProducts products={main.popularProducts} />
      </MainSection>
      <MainSection title="공지사항" moreHref="/notices">
        <NoticeList notices={main.notices} />
      </MainSection>
      <MainSection title="아티클" moreHref="/articles">
        <ArticleCards articles={main.articles} />
      </MainSection>
      <ContentLinks />
      <PopupSheet popups={main.popups} />
    </>
  );
}
