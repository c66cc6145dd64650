import { z } from 'zod';
import { daysField, productIdField, quantityField, targetInputField } from './carts';
import { RetryPurchaseResultSchema } from './payments';
import { PurchaseDetailSchema } from './purchase-views';

const cartIdsMessage = '주문할 장바구니 항목을 골라주세요.';
const cartId = z.number({ error: cartIdsMessage }).int({ error: cartIdsMessage }).positive({ error: cartIdsMessage }).max(2_147_483_647, { error: cartIdsMessage });

export const OrderFromCartSchema = z.object({
  cartItemIds: z.array(cartId, { error: cartIdsMessage }).min(1, { error: cartIdsMessage }).max(50, { error: '한 번에 50개까지 주문할 수 있습니다.' }),
});
export type OrderFromCart = z.infer<typeof OrderFromCartSchema>;

export const OrderBuyNowSchema = z.object({
  productId: productIdField,
  quantity: quantityField,
  targetKey: targetInputField,
  days: daysField.optional(),
});
export type OrderBuyNow = z.infer<typeof OrderBuyNowSchema>;

/** 주문서: 새 ORDER_FORM 구매 + 쓸 수 있는 적립금과 쿠폰 수 */
export const OrderFormSchema = PurchaseDetailSchema.extend({
  pointBalance: z.number().int(),
  availableCouponCount: z.number().int(),
  /** 다시 결제하기로 만든 주문서: 지난 구매에서 고른 쿠폰(회원 쿠폰 id)과 적립금. 결제 화면이 처음 값으로 쓴다 */
  previousChoice: z.object({ memberCouponId: z.number().int().nullable(), point: z.number().int() }).nullable().default(null),
  /** 무통장입금의 입금자명 첫 값: 회원 이름(없으면 null). 저장해 둔 예전 주문서에는 없을 수 있다 */
  memberName: z.string().nullable().default(null),
});
export type OrderForm = z.infer<typeof OrderFormSchema>;

export const PurchaseCouponSchema = z.object({
  memberCouponId: z.number().int(),
  name: z.string(),
  discountType: z.enum(['FIXED', 'RATE']),
  discountValue: z.number().int(),
  maxDiscount: z.number().int().nullable(),
  minOrderAmount: z.number().int(),
  endsAt: z.string().nullable(),
  usable: z.boolean(),
  /** 이 구매에서 깎일 금액(쓸 수 없으면 0) */
  discount: z.number().int(),
  reason: z.string().nullable(),
});
export const PurchaseCouponListSchema = z.object({ items: z.array(PurchaseCouponSchema) });

/** 다시 결제하기의 답: 새 주문서 id 와 주문서 그대로(주문서는 조회 api 가 없어 웹이 이 답으로 결제 화면을 그린다) */
export const RetryPurchaseResponseSchema = RetryPurchaseResultSchema.extend({ orderForm: OrderFormSchema });
export type RetryPurchaseResponse = z.infer<typeof RetryPurchaseResponseSchema>;
