'use client';

import styled from '@emotion/styled';
import Link from 'next/link';
import type { CategoryChannel } from '@/lib/schemas/catalogue';
import { EmptyText } from '@/components/ui/empty-text';
import { ProductTypeLinks } from './product-type-links';

/** 전체 서비스: 채널마다 제목(채널 화면으로 가는 링크)과 그 상품 유형 목록 */
export function AllServices({ channels }: { channels: CategoryChannel[] }) {
  if (channels.length === 0) return <EmptyText>아직 준비된 서비스가 없습니다.</EmptyText>;
  return (
    <Sections>
      {channels.map((channel) => (
        <section key={channel.id} aria-labelledby={`channel-${channel.id}`}>
          <ChannelTitle id={`channel-${channel.id}`}>
            <Link href={`/channels/${channel.id}`}>{channel.name}</Link>
          </ChannelTitle>
          {channel.subtitle && <Sub>{channel.subtitle}</Sub>}
          <ProductTypeLinks channelId={channel.id} productTypes={channel.productTypes} />
        </section>
      ))}
    </Sections>
  );
}

const Sections = styled.div({ display: 'flex', flexDirection: 'column', gap: 32 });

const ChannelTitle = styled.h2(({ theme }) => ({
  fontSize: theme.typography.size.lg,
  fontWeight: theme.typography.weight.bold,
  // 두 글자 채널 이름(틱톡)도 누르는 칸은 44 x 44
  '& a': { display: 'inline-flex', alignItems: 'center', minWidth: theme.layout.tapTarget, minHeight: theme.layout.tapTarget },
}));

const Sub = styled.p(({ theme }) => ({ marginBottom: 12, fontSize: theme.typography.size.sm, color: theme.color.textMuted }));
