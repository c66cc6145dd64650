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

// 요청마다 그리지 않는다: 미리 그린 화면을 내주고 60초마다, 또 관리자가 메인에 실리는 것을 바꾸면(mains 태그) 다시 그린다.
// 회원마다 다른 것(헤더의 로그인 상태, 장바구니 수)은 브라우저가 채운다
export const revalidate = 60;

export default async function HomePage() {
  const main = await getMainPage();
  return (
    <>
      {/* 팝업은 화면 위에 떠 있지만 Tab 순서로는 맨 앞: 키보드 회원이 가려진 링크 30여 개를 지나야 닫기에 닿지 않게 */}
      <PopupSheet popups={main.popups} />
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
    </>
  );
}
