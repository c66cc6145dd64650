import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ChannelSchema, ProductTypeSchema } from '@/lib/schemas/catalogue';
import { AdminProductSchema, type AdminProduct } from '@/lib/schemas/admin-catalogue';

// 계약의 스키마로 읽는다: 응답 모양이 바뀌면 화면 시험보다 픽스처가 먼저 깨진다

export const API = 'http://localhost:4000/v1';

export const channels = ChannelSchema.array().parse([
  { id: 1, slug: 'instagram', name: '인스타그램', subtitle: '', iconUrl: null, displayOrder: 1, isVisible: true },
  { id: 2, slug: 'youtube', name: '유튜브', subtitle: '', iconUrl: null, displayOrder: 2, isVisible: true },
]);

export const productTypes = ProductTypeSchema.array().parse([
  { id: 11, channelId: 1, slug: 'followers', name: '팔로워', subtitle: '', iconUrl: null, displayOrder: 1, isVisible: true },
  { id: 12, channelId: 1, slug: 'likes', name: '좋아요', subtitle: '', iconUrl: null, displayOrder: 2, isVisible: true },
  { id: 21, channelId: 2, slug: 'subscribers', name: '구독자', subtitle: '', iconUrl: null, displayOrder: 1, isVisible: true },
]);

export function product(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return AdminProductSchema.parse({
    id: 100,
    channelId: 1,
    productTypeId: 11,
    kind: 'SINGLE',
    accountType: 'KOREAN',
    name: '한국인 팔로워',
    description: '',
    minQuantity: 10,
    maxQuantity: 10000,
    defaultQuantity: 100,
    unitPrice: 30,
    discountTiers: [],
    targetKind: 'INSTAGRAM_USERNAME',
    refillDays: 30,
    minDays: 1,
    maxDays: 1,
    status: 'SALEABLE',
    isPopular: false,
    displayOrder: 1,
    panelId: null,
    panelServiceId: null,
    shortfallAction: 'REFUND_POINT',
    shortfallPanelId: null,
    shortfallPanelServiceId: null,
    ...overrides,
  });
}

/** 화면이 늘 부르는 목록(채널, 유형)과 실패 기록(/api/log)은 미리 답한다. 처리기 없는 요청은 실패로 본다 */
export function adminServer() {
  return setupServer(
    http.get(`${API}/admin/channels`, () => HttpResponse.json({ items: channels })),
    http.get(`${API}/admin/product-types`, () => HttpResponse.json({ items: productTypes })),
    http.post('http://localhost:3000/api/log', () => new HttpResponse(null, { status: 204 })),
  );
}
