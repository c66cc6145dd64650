import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutView } from '@/components/checkout/checkout-view';
import { renderApp } from '../components/render-app';
import { clearAllCookies } from '../support/cookies';
import { makeToken } from '../support/jwt';
import { API, COUPONS, MEMBER, makeOrderForm, storeOrderForm } from './checkout-fixtures';
import { pathname } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/checkout';

const CHECKOUT_URL = 'http://localhost:4000/test-gateway/pay?orderId=GM20261122-0031&amount=51300&easyPay=NAVERPAY';
const bodies: unknown[] = [];
const server = setupServer(
  http.get(`${API}/my-page/7`, () => HttpResponse.json(MEMBER)),
  http.get(`${API}/purchases/31/coupons`, () => HttpResponse.json({ items: COUPONS })),
  http.post(`${API}/purchases/card`, async ({ request }) => {
    bodies.push(await request.json());
    return HttpResponse.json({
      purchaseId: 31,
      orderId: 'GM20261122-0031',
      amount: 51_300,
      orderName: '인스타그램 한국인 팔로워 외 1건',
      customerKey: 'member-7',
      clientKey: 'test_ck',
      provider: 'test',
      checkoutUrl: CHECKOUT_URL,
      easyPay: 'NAVERPAY',
    });
  }),
  http.post('http://localhost:3000/api/log', () => new HttpResponse(null, { status: 204 })),
);
const assign = vi.fn();
const realLocation = window.location;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, origin: realLocation.origin, assign } });
});
beforeEach(async () => {
  clearAllCookies();
  sessionStorage.clear();
  bodies.length = 0;
  Cookies.set('token', await makeToken(3600, { memberId: 7 }), { path: '/' });
});
afterEach(() => {
  server.resetHandlers();
  vi.clearAllMocks();
});
afterAll(() => {
  server.close();
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
});

describe('주문·결제 – 간편결제', () => {
  it('카드·카카오페이·네이버페이·토스페이·무통장입금을 고를 수 있고, 네이버페이는 easyPay 를 실어 같은 결제 준비로 결제창을 연다', async () => {
    storeOrderForm(makeOrderForm());
    renderApp(<CheckoutView buyNow={null} purchaseId={31} />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: '쿠폰 선택' })).toBeEnabled(), { timeout: 5000 });
    const group = screen.getByRole('radiogroup', { name: '결제 수단' });
    for (const name of ['신용·체크카드', '카카오페이', '네이버페이', '토스페이', '무통장입금']) {
      expect(screen.getByRole('radio', { name })).toBeInTheDocument();
    }
    expect(group).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '네이버페이' }));
    expect(screen.getByRole('radio', { name: '네이버페이' })).toBeChecked();
    expect(screen.getByText('결제하기를 누르면 네이버페이 결제 화면이 열립니다.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('[필수] 주문 내용을 확인했으며 결제에 동의합니다.'));
    await user.click(screen.getByRole('button', { name: /결제하기$/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(bodies).toEqual([{ purchaseId: 31, memberCouponId: null, pointToUse: 0, easyPay: 'NAVERPAY' }]);
  });
});
