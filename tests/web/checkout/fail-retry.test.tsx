import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { StrictMode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FailView } from '@/components/checkout/fail-view';
import type { CardFailResult } from '@/lib/schemas/payments';
import { renderApp } from '../components/render-app';
import { clearAllCookies } from '../support/cookies';
import { makeToken } from '../support/jwt';
import { API, MEMBER, makeOrderForm } from './checkout-fixtures';
import { pathname, router } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/checkout/fail';
const { push } = router;

const RESULT: CardFailResult = {
  purchaseId: 31,
  orderNo: 'GM20261122-0031',
  status: 'PAYMENT_FAILED',
  statusLabel: '결제 실패',
  released: true,
  restoredPoint: 2000,
  couponRestored: true,
  source: 'CART',
  productId: null,
  message: '결제 승인이 거절되었습니다.',
};
const failed: unknown[] = [];
let answer: CardFailResult = RESULT;
const server = setupServer(
  http.get(`${API}/my-page/7`, () => HttpResponse.json(MEMBER)),
  http.post(`${API}/purchases/card/fail`, async ({ request }) => {
    failed.push(await request.json());
    return HttpResponse.json(answer);
  }),
  http.post('http://localhost:3000/api/log', () => new HttpResponse(null, { status: 204 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  clearAllCookies();
  sessionStorage.clear();
  failed.length = 0;
  answer = RESULT;
  push.mockReset();
  Cookies.set('token', await makeToken(3600, { memberId: 7 }), { path: '/' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('POST /v1/purchases/card/fail – 결제 실패 화면', () => {
  it('StrictMode 에서도 한 번만 알리고, 거절 사유·돌려준 쿠폰과 적립금·장바구니로 돌아가기를 보인다', async () => {
    renderApp(
      <StrictMode>
        <FailView code="REJECT_CARD_COMPANY" message="결제 승인이 거절되었습니다." orderId="GM20261122-0031" />
      </StrictMode>,
    );
    expect(await screen.findByRole('heading', { name: '결제에 실패했습니다' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('결제 승인이 거절되었습니다.');
    expect(screen.getByText('쿠폰과 적립금 2,000원을 돌려드렸습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '장바구니로 돌아가기' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('button', { name: '다시 결제하기' })).toBeInTheDocument();
    expect(failed).toEqual([{ orderId: 'GM20261122-0031', code: 'REJECT_CARD_COMPANY', message: '결제 승인이 거절되었습니다.' }]);
  });

  it('바로 구매에서 취소하면 결제 취소, 상품으로 돌아가기', async () => {
    answer = { ...RESULT, status: 'PAYMENT_CANCELED', statusLabel: '결제 취소', source: 'BUY_NOW', productId: 100, message: '결제를 취소하셨습니다.' };
    renderApp(<FailView code="PAY_PROCESS_CANCELED" message={null} orderId="GM20261122-0031" />);
    expect(await screen.findByRole('heading', { name: '결제가 취소되었습니다' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '상품으로 돌아가기' })).toHaveAttribute('href', '/products/100');
    expect(screen.queryByRole('link', { name: '장바구니로 돌아가기' })).toBeNull();
  });

  it('승인이 오가는 중이면 풀지 않고 확인 중이라고 알린다', async () => {
    answer = { ...RESULT, status: 'WAITING_PAYMENT', statusLabel: '결제 대기', released: false, restoredPoint: 0, couponRestored: false, message: '결제 승인을 확인하고 있습니다.' };
    renderApp(<FailView code="REJECT_CARD_COMPANY" message={null} orderId="GM20261122-0031" />);
    expect(await screen.findByRole('heading', { name: '결제를 확인하고 있습니다' })).toBeInTheDocument();
    expect(screen.queryByText('쿠폰과 적립금을 돌려드렸습니다.')).toBeNull();
  });

  it('다시 결제하기는 새 주문서를 받아 두고 /checkout?purchaseId= 로 간다', async () => {
    const form = makeOrderForm({ id: 40, orderNo: 'GM20261122-0040' });
    server.use(http.post(`${API}/purchases/31/retry`, () => HttpResponse.json({ purchaseId: 40, orderNo: form.orderNo, orderForm: form }, { status: 201 })));
    renderApp(<FailView code="REJECT_CARD_COMPANY" message={null} orderId="GM20261122-0031" />);
    await userEvent.click(await screen.findByRole('button', { name: '다시 결제하기' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/checkout?purchaseId=40'));
    expect(JSON.parse(sessionStorage.getItem('checkout:order-form:40')!)).toMatchObject({ id: 40 });
  });
});
