'use client';

import styled from '@emotion/styled';
import { ProductCard } from '@/components/catalogue/product-card';
import type { ProductDetail } from '@/lib/schemas/catalogue';

/** 인기 상품: 가로로 밀어 보는 카드 줄 */
export function PopularProducts({ products }: { products: ProductDetail[] }) {
  if (products.length === 0) return null;
  return (
    <Track aria-label="인기 상품">
      {products.map((p) => (
        <Item key={p.id}>
          <ProductCard product={p} showKind={p.kind === 'DAILY'} />
        </Item>
      ))}
    </Track>
  );
}

const Track = styled.ul(({ theme }) => ({
  listStyle: 'none',
  display: 'flex',
  gap: 12,
  margin: `0 -${theme.layout.gutter}px 32px`,
  padding: `0 ${theme.layout.gutter}px 4px`,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollPaddingLeft: theme.layout.gutter,
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
}));

const Item = styled.li({ flex: '0 0 68%', scrollSnapAlign: 'start', '& > a': { height: '100%' } });
