import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MyCouponList } from '@/components/coupons/my-coupon-list';
import { MyCouponSchema, type MyCoupon } from '@/lib/schemas/coupons';
import { renderApp } from '../components/render-app';
import { API, MEMBER_ID, logIn, memberServer } from '../my-purchases/fixtures';

const server = memberServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => logIn());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function coupon(overrides: Partial<MyCoupon>): MyCoupon {
  return MyCouponSchema.parse({
    id: 1,
    name: '가입 환영 2,000원',
    discountType: 'FIXED',
    discountValue: 2000,
    maxDiscount: null,
    minOrderAmount: 10000,
    discountText: '2,000원 할인',
    scopeLabel: '전체 상품',
    status: 'AVAILABLE',
    statusLabel: '사용 가능',
    issuedAt: '2026-11-01T00:00:00.000Z',
    expiresAt: '2026-12-01T00:00:00.000Z',
    usedAt: null,
    ...overrides,
  });
}

describe('GET /v1/my-page/{memberId}/coupons – 쿠폰함', () => {
  it('사용 가능·사용 완료·만료 탭으로 나누고, 쿠폰마다 할인·범위·기한을 보인다', async () => {
    server.use(
      http.get(`${API}/my-page/:memberId/coupons`, ({ params }) => {
        expect(params.memberId).toBe(String(MEMBER_ID));
        return HttpResponse.json({
          items: [
            coupon({ id: 1 }),
            coupon({ id: 2, name: '인스타그램 전용', discountText: '10% 할인 (최대 3,000원)', scopeLabel: '인스타그램 전용', expiresAt: null }),
            coupon({ id: 3, name: '쓴 쿠폰', status: 'USED', statusLabel: '사용 완료' }),
            coupon({ id: 4, name: '지난 쿠폰', status: 'EXPIRED', statusLabel: '기간 만료' }),
            coupon({ id: 5, name: '회수된 쿠폰', status: 'REVOKED', statusLabel: '회수됨' }),
          ],
        });
      }),
    );
    const user = userEvent.setup();
    renderApp(<MyCouponList />);
    expect(await screen.findByRole('tab', { name: '사용 가능 2', selected: true })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    const cards = within(panel).getAllByRole('listitem').filter((li) => li.querySelector('h2'));
    expect(cards.map((c) => c.querySelector('h2')!.textContent)).toEqual(['가입 환영 2,000원', '인스타그램 전용']);
    expect(cards[0]).toHaveTextContent('10,000원 이상 주문');
    expect(cards[0]).toHaveTextContent('2026년 12월 1일까지');
    expect(cards[1]).toHaveTextContent('기한 없음');

    await user.click(screen.getByRole('tab', { name: '만료·회수 2' }));
    expect(within(screen.getByRole('tabpanel')).getByText('지난 쿠폰')).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).getByText('회수됨')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '사용 완료 1' })).toHaveAttribute('aria-selected', 'false');
  });
});
