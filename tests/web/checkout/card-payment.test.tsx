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
import { pathname, router } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/checkout';

const CHECKOUT_URL = 'http://localhost:4000/test-gateway/pay?orderId=GM20261122-0031&amount=50100';
const server = setupServer(
  http.get(`${API}/my-page/7`, () => HttpResponse.json(MEMBER)),
  http.get(`${API}/purchases/31/coupons`, () => HttpResponse.json({ items: COUPONS })),
  http.post('http://localhost:3000/api/log', () => new HttpResponse(null, { status: 204 })),
);
const assign = vi.fn();
const realLocation = window.location;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // jsdom 은 페이지 이동을 하지 않는다: assign 만 가로챈다
  Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, origin: realLocation.origin, assign } });
});
beforeEach(async () => {
  clearAllCookies();
  sessionStorage.clear();
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

async function openCheckout(form = makeOrderForm()) {
  storeOrderForm(form);
  renderApp(<CheckoutView buyNow={null} purchaseId={form.id} />);
  await waitFor(() => expect(screen.getByRole('combobox', { name: '쿠폰 선택' })).toBeEnabled());
  return userEvent.setup();
}

describe('주문·결제 – 카드', () => {
  it('POST /v1/purchases/card – {purchaseId, memberCouponId, pointToUse} 만 보내고 받은 결제창 주소로 간다', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/purchases/card`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          purchaseId: 31,
          orderId: 'GM20261122-0031',
          amount: 50_100,
          orderName: '인스타그램 한국인 팔로워 외 1건',
          customerKey: 'member-7',
          clientKey: 'test_ck',
          provider: 'test',
          checkoutUrl: CHECKOUT_URL,
          easyPay: null,
        });
      }),
    );
    const user = await openCheckout();
    await user.selectOptions(screen.getByRole('combobox', { name: '쿠폰 선택' }), '102');
    await user.type(screen.getByRole('textbox', { name: '사용할 적립금' }), '1200');
    await user.click(screen.getByLabelText('[필수] 주문 내용을 확인했으며 결제에 동의합니다.'));
    await user.click(screen.getByRole('button', { name: '50,100원 결제하기' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(bodies).toEqual([{ purchaseId: 31, memberCouponId: 102, pointToUse: 1200 }]);
    expect(screen.getByRole('button', { name: '50,100원 결제하기' })).toBeDisabled();
  });

  it('쿠폰 없이 결제하면 memberCouponId 는 null, 적립금 0', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/purchases/card`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 'PURCHASE_EXPIRED', message: '결제 기한이 지난 주문입니다. 주문서를 다시 만들어주세요.', meta: null }, { status: 409 });
      }),
    );
    const user = await openCheckout();
    await user.click(screen.getByLabelText('[필수] 주문 내용을 확인했으며 결제에 동의합니다.'));
    await user.click(screen.getByRole('button', { name: '57,000원 결제하기' }));

    expect(await screen.findByText('결제 기한이 지난 주문입니다. 주문서를 다시 만들어주세요.')).toBeInTheDocument();
    expect(body).toEqual({ purchaseId: 31, memberCouponId: null, pointToUse: 0 });
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '57,000원 결제하기' })).toBeEnabled();
  });

  it('필수 동의 없이는 아무것도 보내지 않는다', async () => {
    const card = vi.fn(() => HttpResponse.json({}));
    server.use(http.post(`${API}/purchases/card`, card));
    const user = await openCheckout();
    await user.click(screen.getByRole('button', { name: '57,000원 결제하기' }));
    expect(await screen.findByText('결제 동의에 체크해주세요.')).toBeInTheDocument();
    expect(card).not.toHaveBeenCalled();
  });
});

describe('주문·결제 – 적립금 전액', () => {
  it('POST /v1/purchases/full-point – 적립금이 다 덮으면 적립금 결제를 하고 완료 화면으로', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/purchases/full-point`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ purchaseId: 31, orderNo: 'GM20261122-0031', status: 'PAID', method: 'FULL_POINT', totalAmount: 0, paidAt: '2026-11-22T01:00:00.000Z', serviceCount: 2 });
      }),
      http.get(`${API}/carts`, () => HttpResponse.json({ cartItemList: [], count: 0 })),
    );
    const user = await openCheckout(makeOrderForm({ pointBalance: 100_000 }));
    await user.click(screen.getByRole('button', { name: '전액 사용' }));
    await user.click(screen.getByLabelText('[필수] 주문 내용을 확인했으며 결제에 동의합니다.'));
    await user.click(screen.getByRole('button', { name: '0원 결제하기' }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/checkout/success?purchaseId=31'));
    expect(body).toEqual({ purchaseId: 31, memberCouponId: null });
    expect(JSON.parse(sessionStorage.getItem('checkout:result:31')!)).toMatchObject({ orderNo: 'GM20261122-0031', status: 'PAID' });
  });
});

describe('주문·결제 – 바로 구매', () => {
  it('POST /v1/purchases/payment-information-from-buy-now – 한 번만 만들고 주소를 ?purchaseId= 로 바꾼다', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/purchases/payment-information-from-buy-now`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(makeOrderForm({ id: 44 }), { status: 201 });
      }),
    );
    const { StrictMode } = await import('react');
    renderApp(
      <StrictMode>
        <CheckoutView buyNow={{ productId: 1, quantity: 1000, targetKey: 'growth.test', days: 1 }} purchaseId={null} />
      </StrictMode>,
    );
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/checkout?purchaseId=44'));
    expect(bodies).toEqual([{ productId: 1, quantity: 1000, targetKey: 'growth.test', days: 1 }]);
    expect(sessionStorage.getItem('checkout:order-form:44')).not.toBeNull();
  });
});
