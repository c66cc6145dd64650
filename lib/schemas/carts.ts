import { z } from 'zod';
import { AccountTypeSchema, ProductKindSchema } from './catalogue';
import { FIELD_MESSAGES } from './errors';

export const CART_MESSAGES = {
  productId: '상품을 골라주세요.',
  quantity: '수량은 1 이상의 정수로 입력해주세요.',
  days: '기간은 1일 이상의 정수로 입력해주세요.',
  targetKey: '주문 대상(아이디 또는 주소)을 입력해주세요.',
  emptyPatch: FIELD_MESSAGES.nothingToChange,
  ids: '지울 장바구니 항목의 id를 쉼표로 구분해 보내주세요.',
} as const;

/** 장바구니에 담은 뒤 화면 아래 알림(상품 화면의 담기 단추가 어디에 있든 같은 말) */
export const CART_ADDED = '장바구니에 담았습니다.';

const M = CART_MESSAGES;
const MAX_INT = 2_147_483_647;
export const productIdField = z.number({ error: M.productId }).int({ error: M.productId }).positive({ error: M.productId }).max(MAX_INT, { error: M.productId });
export const quantityField = z.number({ error: M.quantity }).int({ error: M.quantity }).positive({ error: M.quantity }).max(MAX_INT, { error: M.quantity });
export const daysField = z.number({ error: M.days }).int({ error: M.days }).positive({ error: M.days }).max(3650, { error: M.days });
/** 날것의 입력(@아이디, 공유 링크). 서버가 상품의 targetKind 로 정규화한다 */
export const targetInputField = z.string({ error: M.targetKey }).trim().min(1, { error: M.targetKey }).max(300, { error: M.targetKey });

export const AddCartItemSchema = z.object({
  productId: productIdField,
  quantity: quantityField,
  targetKey: targetInputField,
  days: daysField.optional(),
});
export type AddCartItem = z.infer<typeof AddCartItemSchema>;

export const UpdateCartItemSchema = z
  .object({ quantity: quantityField.optional(), days: daysField.optional() })
  .refine((v) => v.quantity !== undefined || v.days !== undefined, { error: M.emptyPatch });
export type UpdateCartItem = z.infer<typeof UpdateCartItemSchema>;

/** DELETE /v1/carts?ids=1,2,3 */
export const DeleteCartItemsQuerySchema = z.object({
  ids: z
    .string({ error: M.ids })
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, { error: M.ids })
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id >= 1 && id <= MAX_INT), { error: M.ids }),
});

export const CartItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  productKind: ProductKindSchema,
  accountType: AccountTypeSchema,
  targetKey: z.string(),
  quantity: z.number().int(),
  days: z.number().int(),
  unitPrice: z.number().int(),
  discountRate: z.number().int(),
  total: z.number().int(),
  /** 상품이 판매 중이 아니면 false: 주문서로 넘길 수 없다 */
  available: z.boolean(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartListSchema = z.object({ cartItemList: z.array(CartItemSchema), count: z.number().int() });
export type CartList = z.infer<typeof CartListSchema>;
