import { z } from 'zod';

/**
 * 문의·후기 폼의 상품 고르기. docs/product.md (Inquiry form) 는 `id productName` 으로 보이게 하지만 같은 상품이 여럿이면 가릴 수 없다:
 * 번호와 상품명은 그대로 두고 대상 계정·주문일·주문번호를 더한다(docs/decisions.md, serviceChoiceLabel)
 */
export const MyServiceOptionSchema = z.object({
  id: z.number().int(),
  productName: z.string(),
  targetKey: z.string(),
  orderNo: z.string(),
  orderedAt: z.string(),
});
export type MyServiceOption = z.infer<typeof MyServiceOptionSchema>;
