import { ProductDetailSchema, type ProductDetail } from '@/lib/schemas/catalogue';
import { PopupSchema, type Popup } from '@/lib/schemas/contents';

// 계약의 스키마로 읽는다: 응답 모양이 바뀌면 화면 시험보다 픽스처가 먼저 깨진다

/** 주문 폼 시험용 상품: 1개 30원, 1,000개 이상 5%, 5,000개 이상 10% */
export function makeProduct(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return ProductDetailSchema.parse({
    id: 1,
    channelId: 1,
    productTypeId: 1,
    kind: 'SINGLE',
    accountType: 'KOREAN',
    name: '인스타그램 한국인 팔로워',
    description: '실제 활동하는 한국인 계정이 팔로우합니다.',
    minQuantity: 100,
    maxQuantity: 10_000,
    defaultQuantity: 500,
    unitPrice: 30,
    discountTiers: [
      { minQuantity: 1_000, rate: 5 },
      { minQuantity: 5_000, rate: 10 },
    ],
    targetKind: 'INSTAGRAM_USERNAME',
    refillDays: 30,
    minDays: 1,
    maxDays: 1,
    status: 'SALEABLE',
    isPopular: true,
    displayOrder: 1,
    channel: { id: 1, slug: 'instagram', name: '인스타그램' },
    productType: { id: 1, slug: 'followers', name: '팔로워' },
    ...overrides,
  });
}

export function makePopup(overrides: Partial<Popup> = {}): Popup {
  return PopupSchema.parse({
    id: 1,
    title: '신규 회원 첫 구매 안내',
    content: '처음 오셨나요?\n계정 아이디만 입력하면 주문이 끝납니다.',
    imageUrl: null,
    linkUrl: null,
    displayOrder: 0,
    isVisible: true,
    startsAt: null,
    endsAt: null,
    ...overrides,
  });
}
