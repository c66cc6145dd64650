import { ACCOUNT_TYPE_LABELS, PRODUCT_KIND_LABELS } from '@/lib/schemas/catalogue-rules';
import type { Product } from '@/lib/schemas/catalogue';
import styles from './product-badges.module.css';

type Tone = 'mint' | 'blue' | 'gray' | 'pink';

// 서버 컴포넌트로도 쓰인다(메인의 인기 상품): 브라우저에서 다시 그릴 일이 없는 표시라 런타임 없는 CSS 모듈로 그린다

/** 계정 유형(한국인/외국인)과 상품 종류 표시. 인기 상품이면 '인기' 도 붙인다 */
export function ProductBadges({ product, showKind = true }: { product: Pick<Product, 'accountType' | 'kind' | 'isPopular'>; showKind?: boolean }) {
  return (
    <span className={styles.row}>
      <Badge tone={product.accountType === 'KOREAN' ? 'mint' : 'blue'}>{ACCOUNT_TYPE_LABELS[product.accountType]}</Badge>
      {showKind && <Badge tone="gray">{PRODUCT_KIND_LABELS[product.kind]}</Badge>}
      {product.isPopular && <Badge tone="pink">인기</Badge>}
    </span>
  );
}

function Badge({ tone, children }: { tone: Tone; children: string }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
