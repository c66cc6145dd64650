import { Suspense } from 'react';
import type { Product } from '@/lib/schemas/catalogue';
import { ACCOUNT_TYPES, PRODUCT_KIND_LABELS, PRODUCT_KINDS, type AccountType, type ProductKind } from '@/lib/schemas/catalogue-rules';
import { EmptyText } from '@/components/ui/empty-text';
import { ProductCard } from './product-card';
import { ShelfFilters, ShelfFiltersFromAddress } from './shelf-filters';
import styles from './product-shelf.module.css';

type Props = { basePath: string; single: Product[]; daily: Product[] };

/**
 * 한 유형의 단건·데일리 상품과 그 거르기. 페이지는 정적으로(ISR) 그려 두고, 탭과 계정 유형(?tab=daily&accountType=KOREAN)은
 * 브라우저가 주소에서 읽는다: 주소마다 서버가 다시 그리지 않게.
 *
 * 카드는 모두 서버가 한 번 그려 두고(단건·데일리, 모든 계정 유형) 거르기는 CSS 로 한다. 주소를 읽는 부분(useSearchParams)은
 * Suspense 안에서 브라우저가 새로 그리는데, 전에는 카드 목록까지 그 안에 있어 첫 화면마다 목록 전체를 다시 만들었다.
 * 이제 브라우저가 새로 그리는 것은 탭·계정 칩과, 무엇을 숨길지 적은 <style> 한 줄뿐이다(shelf-filters.tsx)
 */
export function ProductShelf({ basePath, single, daily }: Props) {
  const products = [...single, ...daily];
  return (
    <div data-shelf="">
      <Suspense fallback={<ShelfFilters basePath={basePath} tab="single" />}>
        <ShelfFiltersFromAddress basePath={basePath} />
      </Suspense>
      {products.length > 0 && (
        <ul className={styles.list}>
          {products.map((p) => (
            <li key={p.id} data-kind={p.kind} data-account={p.accountType}>
              <ProductCard product={p} />
            </li>
          ))}
        </ul>
      )}
      {emptyCases(products).map(({ kind, account }) => (
        <EmptyText key={`${kind}-${account}`} data-empty={`${kind}-${account}`} role="status">
          {`준비된 ${PRODUCT_KIND_LABELS[kind]}이 없습니다.`}
        </EmptyText>
      ))}
    </div>
  );
}

/** 거른 결과가 비는 (종류, 계정 유형) 짝마다 안내 문구 하나: 어느 것을 보일지는 브라우저의 <style> 이 고른다 */
function emptyCases(products: Product[]): { kind: ProductKind; account: AccountType | 'ALL' }[] {
  const cases: { kind: ProductKind; account: AccountType | 'ALL' }[] = [];
  for (const kind of PRODUCT_KINDS) {
    for (const account of ['ALL', ...ACCOUNT_TYPES] as const) {
      const any = products.some((p) => p.kind === kind && (account === 'ALL' || p.accountType === account));
      if (!any) cases.push({ kind, account });
    }
  }
  return cases;
}
