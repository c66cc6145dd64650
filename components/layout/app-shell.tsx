'use client';

import styled from '@emotion/styled';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { EmailVerificationBanner } from '@/components/account/email-verification-banner';
import { ErrorBoundary } from '@/components/error/error-boundary';
import { usePageBehaviour } from '@/hooks/use-page-behaviour';
import { ModalHost } from '@/components/modals/modal-host';
import { isConsolePath } from './console-path';
import { SiteHeader } from './site-header';
import { TabBar } from './tab-bar';

/**
 * 모든 화면의 틀: 고정 헤더 + 가운데 정렬된 본문(360~480px) + 아래 고정 탭 바(스토어 화면만).
 * 오류 경계는 본문만 감싼다: 본문이 죽어도 헤더로 다른 화면에 갈 수 있게.
 * 운영 콘솔(/admin)만 480px 기둥을 벗어나 화면 폭을 다 쓴다: 틀과 여백은 AdminFrame 이 맡는다.
 * banner: 루트 레이아웃이 서버에서 그린 시험 환경 띠(components/layout/stand-in-banner.tsx).
 * footer: 루트 레이아웃이 서버에서 그린 사업자 정보·정책 링크(components/business-details/site-footer.tsx). 콘솔에는 없다.
 */
export function AppShell({ children, banner, footer }: { children: ReactNode; banner?: ReactNode; footer?: ReactNode }) {
  usePageBehaviour();
  const wide = isConsolePath(usePathname());
  return (
    <Frame data-wide={wide || undefined}>
      {/* 시험 환경 띠(서버가 그려 넘긴다): 헤더 위, 스크롤하면 함께 올라간다 */}
      {banner}
      <SiteHeader />
      <Main data-wide={wide || undefined}>
        {/* 인증 전 회원에게만: 결제·문의·후기가 막힌 까닭과 인증 메일 다시 보내기. 콘솔에는 띄우지 않는다 */}
        {!wide && <EmailVerificationBanner />}
        <ErrorBoundary>{children}</ErrorBoundary>
      </Main>
      {!wide && footer}
      <TabBar />
      <ModalHost />
    </Frame>
  );
}

const Frame = styled.div(({ theme }) => ({
  minWidth: theme.layout.minWidth,
  maxWidth: theme.layout.maxWidth,
  minHeight: '100dvh',
  margin: '0 auto',
  background: theme.color.background,
  '&[data-wide]': { maxWidth: 'none' },
}));

const Main = styled.main(({ theme }) => ({
  padding: `24px ${theme.layout.gutter}px 48px`,
  '&[data-wide]': { padding: 0 },
}));
