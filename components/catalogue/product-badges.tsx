'use client';

import styled from '@emotion/styled';
import { ACCOUNT_TYPE_LABELS, PRODUCT_KIND_LABELS } from '@/lib/schemas/catalogue-rules';
import type { Product } from '@/lib/schemas/catalogue';

type Tone = 'mint' | 'blue' | 'gray' | 'pink';

/** 계정 유형(한국인/외국인)과 상품 종류 표시. 인기 상품이면 '인기' 도 붙인다 */
export function ProductBadges({ product, showKind = true }: { product: Pick<Product, 'accountType' | 'kind' | 'isPopular'>; showKind?: boolean }) {
  return (
    <Row>
      <Badge tone={product.accountType === 'KOREAN' ? 'mint' : 'blue'}>{ACCOUNT_TYPE_LABELS[product.accountType]}</Badge>
      {showKind && <Badge tone="gray">{PRODUCT_KIND_LABELS[product.kind]}</Badge>}
      {product.isPopular && <Badge tone="pink">인기</Badge>}
    </Row>
  );
}

const Row = styled.span({ display: 'inline-flex', flexWrap: 'wrap', gap: 4 });

export const Badge = styled('span', { shouldForwardProp: (p) => p !== 'tone' })<{ tone: Tone }>(({ theme, tone }) => {
  const scale = tone === 'gray' ? theme.palette.gray : tone === 'mint' ? theme.palette.mint : tone === 'blue' ? theme.palette.blue : theme.palette.pink;
  return {
    display: 'inline-flex',
    alignItems: 'center',
    height: 22,
    padding: '0 8px',
    borderRadius: 11,
    fontSize: theme.typography.size.xs,
    fontWeight: theme.typography.weight.semibold,
    background: scale[50],
    color: scale[900],
    whiteSpace: 'nowrap',
  };
});
