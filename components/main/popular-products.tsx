import { ProductCard } from '@/components/catalogue/product-card';
import type { ProductDetail } from '@/lib/schemas/catalogue';
import styles from './main.module.css';

/** 인기 상품: 가로로 밀어 보는 카드 줄 */
export function PopularProducts({ products }: { products: ProductDetail[] }) {
  if (products.length === 0) return null;
  return (
    <ul className={styles.track} aria-label="인기 상품">
      {products.map((p) => (
        <li key={p.id} className={styles.item}>
          <ProductCard product={p} showKind={p.kind === 'DAILY'} />
        </li>
      ))}
    </ul>
  );
}
