import { catalogueFixtures } from '../catalogue/fixtures';
import type { JsonBody, TestApp } from '../../helpers/test-app';

/**
 * 장바구니·주문서 테스트의 상품: 관리자 API 로 만든다.
 * 기본 상품은 단가 50원, 10~10,000개, 1,000개부터 5%, 5,000개부터 10% 할인, 인스타그램 아이디.
 */
export async function shopFixtures(t: TestApp) {
  const admin = await t.loginAsAdmin();
  const fx = catalogueFixtures(t, admin.accessToken);
  const { channel, type } = await fx.shelf();
  const product = (overrides: Record<string, unknown> = {}): Promise<JsonBody> =>
    fx.product(channel.id, type.id, {
      discountTiers: [
        { minQuantity: 1_000, rate: 5 },
        { minQuantity: 5_000, rate: 10 },
      ],
      ...overrides,
    });
  const setStatus = async (productId: number, status: string) => {
    const res = await t.json('PATCH', `/v1/admin/products/${productId}`, { status }, admin.accessToken);
    if (res.status !== 200) throw new Error(`상품 상태 변경 실패 ${res.status} ${JSON.stringify(res.body)}`);
  };
  return { admin, product, setStatus };
}
