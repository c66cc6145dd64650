'use client';

import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { ProductCard } from '@/components/catalogue/product-card';
import { Button } from '@/components/ui/button';
import { popularProductsQuery } from '@/lib/api/search';
import { clearRecentSearches, removeRecentSearch, useRecentSearches } from './recent-searches';
import { Cards, Group, GroupTitle } from './search-results';

/** 검색어가 없을 때: 최근 검색어(누르면 다시 찾기, 하나씩·모두 지우기)와 인기 상품 */
export function SearchIdle({ onPick }: { onPick: (term: string) => void }) {
  const recent = useRecentSearches();
  const popular = useQuery(popularProductsQuery());
  return (
    <>
      {recent.length > 0 && (
        <Group aria-labelledby="search-recent">
          <TitleRow>
            <GroupTitle id="search-recent">최근 검색어</GroupTitle>
            <Button type="button" variant="ghost" onClick={clearRecentSearches}>
              전체 삭제
            </Button>
          </TitleRow>
          <Chips>
            {recent.map((term) => (
              <Chip key={term}>
                <ChipText type="button" onClick={() => onPick(term)}>
                  {term}
                </ChipText>
                <ChipRemove type="button" aria-label={`최근 검색어 ${term} 삭제`} onClick={() => removeRecentSearch(term)}>
                  ×
                </ChipRemove>
              </Chip>
            ))}
          </Chips>
        </Group>
      )}
      {popular.data && popular.data.length > 0 && (
        <Group aria-labelledby="search-popular">
          <GroupTitle id="search-popular">인기 상품</GroupTitle>
          <Cards>
            {popular.data.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} showKind={p.kind === 'DAILY'} />
              </li>
            ))}
          </Cards>
        </Group>
      )}
    </>
  );
}

const TitleRow = styled.div({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', '& h2': { marginBottom: 0 } });

const Chips = styled.ul({ listStyle: 'none', margin: '8px 0 0', padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 });

const Chip = styled.li(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${theme.color.border}`,
  borderRadius: 999,
  background: theme.palette.white,
}));

const ChipText = styled.button(({ theme }) => ({
  minHeight: theme.layout.tapTarget,
  padding: '0 4px 0 14px',
  border: 0,
  background: 'none',
  fontSize: theme.typography.size.sm,
  color: theme.color.text,
}));

const ChipRemove = styled.button(({ theme }) => ({
  minWidth: theme.layout.tapTarget,
  minHeight: theme.layout.tapTarget,
  border: 0,
  background: 'none',
  fontSize: theme.typography.size.lg,
  color: theme.color.textMuted,
}));
