'use client';

import { useSearchParams } from 'next/navigation';
import { ACCOUNT_TYPES, type AccountType } from '@/lib/schemas/catalogue-rules';
import { ProductFilters, type ListTab } from './product-filters';

type Props = { basePath: string; tab: ListTab; accountType?: AccountType };

/** 주소의 탭·계정 유형을 읽어 거르기를 그린다(Suspense 안: 정적 페이지에서 주소는 브라우저만 안다) */
export function ShelfFiltersFromAddress({ basePath }: { basePath: string }) {
  const query = useSearchParams();
  const tab: ListTab = query.get('tab') === 'daily' ? 'daily' : 'single';
  // 주소를 손으로 고쳐 이상한 값이 와도 전체로 보여 준다(zod 는 첫 화면 JS 에 싣지 않는다)
  const accountType = ACCOUNT_TYPES.find((a) => a === query.get('accountType'));
  return <ShelfFilters basePath={basePath} tab={tab} accountType={accountType} />;
}

/**
 * 탭·계정 칩과, 서버가 그려 둔 카드 중 무엇을 숨길지 적은 <style>. 카드는 data-kind·data-account 를,
 * 빈 결과 안내는 data-empty 를 달고 있다(product-shelf.tsx). 숨긴 카드는 display: none 이라 낭독기에도 없다
 */
export function ShelfFilters({ basePath, tab, accountType }: Props) {
  return (
    <>
      <ProductFilters basePath={basePath} tab={tab} accountType={accountType} />
      <style>{shelfCss(tab, accountType)}</style>
    </>
  );
}

export function shelfCss(tab: ListTab, accountType?: AccountType): string {
  const kind = tab === 'daily' ? 'DAILY' : 'SINGLE';
  const empty = `${kind}-${accountType ?? 'ALL'}`;
  const hidden = [
    `[data-shelf] [data-kind]:not([data-kind="${kind}"])`,
    `[data-shelf] [data-empty]:not([data-empty="${empty}"])`,
    // 거른 결과가 비면 빈 목록(ul)도 숨긴다: 낭독기가 '목록, 0개' 를 먼저 읽지 않고 안내 문구만 읽게
    `[data-shelf]:has([data-empty="${empty}"]) > ul`,
  ];
  if (accountType) hidden.push(`[data-shelf] [data-account]:not([data-account="${accountType}"])`);
  return `${hidden.join(',')}{display:none}`;
}
