import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/layout/app-shell';
import { StandInBanner } from '@/components/layout/stand-in-banner';
import { SiteFooter } from '@/components/business-details/site-footer';
import { theme } from '@/styles/theme';
// 바탕 규칙은 정적 CSS: 브라우저가 한 번 받아 두고 화면마다 HTML 에 싣지 않는다(styles/global-css.ts)
import '@/styles/global.css';
import { Providers } from './providers';

export const metadata: Metadata = {
  title: { default: '그로스몰', template: '%s | 그로스몰' },
  description: '인스타그램·유튜브·틱톡 팔로워, 좋아요, 조회수를 채널별로 골라 바로 주문하는 SNS 성장 서비스 스토어, 그로스몰',
  applicationName: '그로스몰',
};

// viewport-fit=cover: 그래야 iOS 가 env(safe-area-inset-bottom) 을 알려 준다(아래 고정 탭 바·구매 바가 홈 표시줄을 피한다)
export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
  themeColor: theme.color.background,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ko">
      <body>
        <Providers>
          <AppShell banner={<StandInBanner />} footer={<SiteFooter />}>{children}</AppShell>
        </Providers>
      </body>
    </html>
  );
}
