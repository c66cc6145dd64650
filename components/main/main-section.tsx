'use client';

import styled from '@emotion/styled';
import { visuallyHidden } from '@/styles/theme';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';

/** 메인 화면의 한 덩어리: 제목과 '전체 보기' 링크 */
export function MainSection({ title, moreHref, children }: { title: string; moreHref?: string; children: ReactNode }) {
  return (
    <Section aria-label={title}>
      <Head>
        <Title>{title}</Title>
        {moreHref && (
          <More href={moreHref}>
            {/* 링크 글자 자체가 무엇의 전체인지 말하게: aria-label 만으로는 글자를 읽는 도구(Lighthouse link-text 등)가 모른다 */}
            <Hidden>{title} </Hidden>전체 보기
            <Icon name="chevron-right" size={16} decorative />
          </More>
        )}
      </Head>
      {children}
    </Section>
  );
}

/** 고객센터 바로가기: 공지사항, 자주 묻는 질문, 아티클 */
export function ContentLinks() {
  return (
    <Links aria-label="고객센터">
      <Link href="/notices">공지사항</Link>
      <Link href="/faq">자주 묻는 질문</Link>
      <Link href="/articles">아티클</Link>
    </Links>
  );
}

const Section = styled.section({ marginBottom: 32 });

const Head = styled.div({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: 12 });

const Title = styled.h2(({ theme }) => ({ fontSize: theme.typography.size.lg, fontWeight: theme.typography.weight.bold }));

// 글자는 작아도 누르는 칸은 44px: 위아래 여백을 음수로 돌려 제목 줄 높이는 그대로 둔다
const More = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: theme.layout.tapTarget,
  margin: '-10px 0',
  paddingLeft: 12,
  fontSize: theme.typography.size.sm,
  color: theme.color.textMuted,
}));

/** 화면에는 안 보이고 스크린 리더와 링크 글자에만 들어간다 */
const Hidden = styled.span(visuallyHidden);

const Links = styled.nav(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: 8,
  '& a': {
    padding: '12px 0',
    borderRadius: theme.radius.md,
    background: theme.color.surface,
    textAlign: 'center',
    fontSize: theme.typography.size.sm,
    fontWeight: theme.typography.weight.semibold,
  },
}));
