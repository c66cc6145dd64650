import { IntentLink } from '@/components/ui/intent-link';
import type { Product } from '@/lib/schemas/catalogue';
import { ProductBadges } from './product-badges';
import styles from './product-card.module.css';
import { fromPriceLabel, unitPriceLabel } from './product-price';

type CardProduct = Pick<Product, 'id' | 'name' | 'kind' | 'accountType' | 'isPopular' | 'unitPrice' | 'discountTiers' | 'minQuantity' | 'minDays'>;

/** 상품 하나의 카드: 누르면 상품 페이지로. 서버 컴포넌트(메인)에서도, 클라이언트 목록(검색·상품 목록)에서도 그린다 */
export function ProductCard({ product, showKind = false }: { product: CardProduct; showKind?: boolean }) {
  return (
    <IntentLink className={styles.card} href={`/products/${product.id}`}>
      <ProductBadges product={product} showKind={showKind} />
      <strong className={styles.name}>{product.name}</strong>
      <span className={styles.price}>{unitPriceLabel(product)}</span>
      <span className={styles.from}>{fromPriceLabel(product)}</span>
    </IntentLink>
  );
}
