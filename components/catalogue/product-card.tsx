'use client';

import styled from '@emotion/styled';
import Link from 'next/link';
import type { Product } from '@/lib/schemas/catalogue';
import { ProductBadges } from './product-badges';
import { fromPriceLabel, unitPriceLabel } from './product-price';

type CardProduct = Pick<Product, 'id' | 'name' | 'kind' | 'accountType' | 'isPopular' | 'unitPrice' | 'discountTiers' | 'minQuantity' | 'minDays'>;

/** 상품 하나의 카드: 누르면 상품 페이지로 */
export function ProductCard({ product, showKind = false }: { product: CardProduct; showKind?: boolean }) {
  return (
    <Card href={`/products/${product.id}`}>
      <ProductBadges product={product} showKind={showKind} />
      <Name>{product.name}</Name>
      <Price>{unitPriceLabel(product)}</Price>
      <From>{fromPriceLabel(product)}</From>
    </Card>
  );
}

const Card = styled(Link)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  padding: 16,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.lg,
  background: theme.palette.white,
  '&:hover': { borderColor: theme.color.primary },
}));

const Name = styled.strong(({ theme }) => ({ fontSize: theme.typography.size.md, fontWeight: theme.typography.weight.semibold, lineHeight: 1.4 }));

const Price = styled.span(({ theme }) => ({ fontSize: theme.typography.size.md, fontWeight: theme.typography.weight.bold, color: theme.color.primary }));

const From = styled.span(({ theme }) => ({ fontSize: theme.typography.size.xs, color: theme.color.textMuted }));
