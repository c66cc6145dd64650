'use client';

import styled from '@emotion/styled';
import type { Product } from '@/lib/schemas/catalogue';
import { ProductCard } from './product-card';
import { Empty } from './product-type-links';

/** 한 탭의 상품 카드들. 없으면 안내 문구 */
export function ProductList({ products, emptyText }: { products: Product[]; emptyText: string }) {
  if (products.length === 0) return <Empty role="status">{emptyText}</Empty>;
  return (
    <List>
      {products.map((p) => (
        <li key={p.id}>
          <ProductCard product={p} />
        </li>
      ))}
    </List>
  );
}

const List = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 });
