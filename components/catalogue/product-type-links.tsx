'use client';

import styled from '@emotion/styled';
import { Picture } from '@/components/ui/picture';
import Link from 'next/link';
import { EmptyText } from '@/components/ui/empty-text';
import { Icon } from '@/components/ui/icon';
import type { CategoryProductType } from '@/lib/schemas/catalogue';
import { iconOrFallback } from './fallback-icon';

/** 채널 화면: 그 채널의 상품 유형(팔로워, 좋아요...)으로 가는 목록 */
export function ProductTypeLinks({ channelId, productTypes }: { channelId: number; productTypes: CategoryProductType[] }) {
  if (productTypes.length === 0) return <EmptyText>아직 준비된 상품이 없습니다.</EmptyText>;
  return (
    <List>
      {productTypes.map((type) => (
        <li key={type.id}>
          <Row href={`/channels/${channelId}/${type.id}`}>
            <Picture src={iconOrFallback(type.iconUrl)} alt="" width={40} height={40} />
            <Text>
              <Name>{type.name}</Name>
              {type.subtitle && <Sub>{type.subtitle}</Sub>}
            </Text>
            <Icon name="chevron-right" size={20} decorative />
          </Row>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 });

const Row = styled(Link)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '12px 14px',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  color: theme.color.text,
  '&:hover': { borderColor: theme.color.primary },
}));

const Text = styled.span({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

const Name = styled.span(({ theme }) => ({ fontWeight: theme.typography.weight.semibold }));

const Sub = styled.span(({ theme }) => ({ fontSize: theme.typography.size.sm, color: theme.color.textMuted }));

