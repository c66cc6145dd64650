'use client';

import styled from '@emotion/styled';
import { Picture } from '@/components/ui/picture';

const ICON_SIZE = 64;

type CategoryHeaderProps = { iconUrl: string; title: string; subtitle?: string };

/** 채널·상품 유형 화면 맨 위의 머리말(docs/product.md, Page behaviour: 아이콘 64px, 제목, 부제). */
export function CategoryHeader({ iconUrl, title, subtitle }: CategoryHeaderProps) {
  return (
    <Header>
      {/* 아이콘은 API 도메인의 파일이라 최적화 서버를 거치지 않는다(remotePatterns 를 열지 않으려는 것). */}
      <Picture src={iconUrl} alt="카테고리 아이콘" width={ICON_SIZE} height={ICON_SIZE} />
      <div>
        <Title>{title}</Title>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
      </div>
    </Header>
  );
}

const Header = styled.header({ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 24 });

const Title = styled.h1(({ theme }) => ({
  fontSize: theme.typography.size.xxl,
  fontWeight: theme.typography.weight.bold,
  lineHeight: 1.3,
}));

const Subtitle = styled.p(({ theme }) => ({
  marginTop: 4,
  fontSize: theme.typography.size.sm,
  color: theme.color.textMuted,
}));
