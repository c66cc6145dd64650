import { formatDate } from '@/lib/format';
import type { MyServiceOption } from '@/lib/schemas/service-options';

/**
 * 문의·후기 폼에서 서비스를 고르는 한 줄. docs/product.md (Inquiry form) 의 `id productName` 은 같은 상품이 여럿이면 똑같아 보인다:
 * 회원이 아는 것(상품·대상 계정·주문일·주문번호)을 앞에 두고, 서비스 번호는 뒤에 남긴다(docs/decisions.md)
 */
export function serviceChoiceLabel(s: MyServiceOption): string {
  return `${s.productName} · ${s.targetKey} · ${formatDate(s.orderedAt)} 주문 · 주문번호 ${s.orderNo} (서비스 ${s.id})`;
}
