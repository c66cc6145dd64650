'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import type { Product } from '@/lib/schemas/catalogue';
import { ACCOUNT_TYPES, PRODUCT_KIND_LABELS, type AccountType } from '@/lib/schemas/catalogue-rules';
import { ProductFilters, type ListTab } from './product-filters';
import { ProductList } from './product-list';

type Props = { basePath: string; single: Product[]; daily: Product[] };

/**
 * 한 유형의 단건·데일리 상품과 그 거르기. 페이지는 두 목록을 다 받아 정적으로(ISR) 그려 두고,
 * 탭과 계정 유형(?tab=daily&accountType=KOREAN)은 브라우저가 주소에서 읽어 거른다: 주소마다 서버가 다시 그리지 않게.
 * 미리 그린 HTML 에는 기본(단건·전체)이 들어 있다.
 */
export function ProductShelf(props: Props) {
  return (
    <Suspense fallback={<Shelf {...props} tab="single" />}>
      <ShelfFromAddress {...props} />
    </Suspense>
  );
}

function ShelfFromAddress(props: Props) {
  const query = useSearchParams();
  const tab: ListTab = query.get('tab') === 'daily' ? 'daily' : 'single';
  // 주소를 손으로 고쳐 이상한 값이 와도 전체로 보여 준다
  // (zod 는 첫 화면 JS 에 싣지 않는다)
  const accountType = ACCOUNT_TYPES.find((a) => a === query.get('accountType'));
  return <Shelf {...props} tab={tab} accountType={accountType} />;
}

function Shelf({ basePath, single, daily, tab, accountType }: Props & { tab: ListTab; accountType?: AccountType }) {
  const kind = tab === 'daily' ? 'DAILY' : 'SINGLE';
  const products = (tab === 'daily' ? daily : single).filter((p) => !accountType || p.accountType === accountType);
  return (
    <>
      <ProductFilters basePath={basePath} tab={tab} accountType={accountType} />
      <ProductList products={products} emptyText={`준비된 ${PRODUCT_KIND_LABELS[kind]}이 없습니다.`} />
    </>
  );
}
