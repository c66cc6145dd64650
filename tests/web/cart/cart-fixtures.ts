import { CartItemSchema, type CartItem } from '@/lib/schemas/carts';

// 계약의 스키마로 읽는다: 응답 모양이 바뀌면 화면 시험보다 픽스처가 먼저 깨진다

export function makeCartItem(over: Partial<CartItem> = {}): CartItem {
  return CartItemSchema.parse({
    id: 1,
    productId: 1,
    productName: '인스타그램 한국인 팔로워',
    productKind: 'SINGLE',
    accountType: 'KOREAN',
    targetKey: 'growth.test',
    quantity: 1000,
    days: 1,
    unitPrice: 55,
    discountRate: 5,
    total: 52_250,
    available: true,
    ...over,
  });
}

/** 한국인 팔로워(판매 중), 외국인 좋아요 데일리(판매 중), 판매 종료 상품 하나 */
export const threeItems = (): CartItem[] => [
  makeCartItem(),
  makeCartItem({ id: 2, productId: 5, productName: '인스타그램 외국인 좋아요 데일리', productKind: 'DAILY', accountType: 'GLOBAL', targetKey: 'growth.global', quantity: 100, days: 30, total: 90_000 }),
  makeCartItem({ id: 3, productId: 9, productName: '유튜브 조회수', targetKey: 'https://youtu.be/x', quantity: 500, total: 9_000, available: false }),
];

export const MEMBER = { memberId: 7, point: 5000, registrationType: 'EMAIL', reviewCount: 0, cellPhone: null, email: 'demo@example.com', emailVerified: true };
