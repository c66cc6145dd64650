'use client';

import styled from '@emotion/styled';
import Link from 'next/link';
import { ProductCard } from '@/components/catalogue/product-card';
import { iconOrFallback } from '@/components/catalogue/fallback-icon';
import { Picture } from '@/components/ui/picture';
import type { SearchResponse } from '@/lib/schemas/search';

type Props = { result: SearchResponse; onOpen: () => void };

/** 검색 결과: 상품, 서비스 종류(채널의 상품 유형), 채널 순. 하나라도 누르면 검색어를 최근 검색어에 남긴다 */
export function SearchResults({ result, onOpen }: Props) {
  const { products, productTypes, channels } = result;
  return (
    <>
      {products.length > 0 && (
        <Group aria-labelledby="search-products">
          <GroupTitle id="search-products">{`상품 ${products.length}`}</GroupTitle>
          <Cards>
            {products.map((p) => (
              <li key={p.id} onClickCapture={onOpen}>
                <ProductCard product={p} showKind={p.kind === 'DAILY'} />
              </li>
            ))}
          </Cards>
        </Group>
      )}
      {productTypes.length > 0 && (
        <Group aria-labelledby="search-types">
          <GroupTitle id="search-types">{`서비스 종류 ${productTypes.length}`}</GroupTitle>
          <Rows>
            {productTypes.map((t) => (
              <li key={t.id}>
                <Row href={`/channels/${t.channel.id}/${t.id}`} onClick={onOpen}>
                  <Picture src={iconOrFallback(t.iconUrl)} alt="" width={32} height={32} />
                  <span>{`${t.channel.name} ${t.name}`}</span>
                </Row>
              </li>
            ))}
          </Rows>
        </Group>
      )}
      {channels.length > 0 && (
        <Group aria-labelledby="search-channels">
          <GroupTitle id="search-channels">{`채널 ${channels.length}`}</GroupTitle>
          <Rows>
            {channels.map((c) => (
              <li key={c.id}>
                <Row href={`/channels/${c.id}`} onClick={onOpen}>
                  <Picture src={iconOrFallback(c.iconUrl)} alt="" width={32} height={32} />
                  <span>{c.name}</span>
                </Row>
              </li>
            ))}
          </Rows>
        </Group>
      )}
    </>
  );
}

export const Group = styled.section({ marginTop: 24 });

export const GroupTitle = styled.h2(({ theme }) => ({
  marginBottom: 12,
  fontSize: theme.typography.size.md,
  fontWeight: theme.typography.weight.bold,
}));

export const Cards = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 });

const Rows = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 });

const Row = styled(Link)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  minHeight: theme.layout.tapTarget + 4,
  padding: '4px 12px',
  borderRadius: theme.radius.md,
  fontWeight: theme.typography.weight.semibold,
  '&:hover': { background: theme.color.surface },
}));
