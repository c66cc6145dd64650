import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutView } from '@/components/checkout/checkout-view';
import { FailView } from '@/components/checkout/fail-view';
import { PurchaseCard } from '@/components/my-page/purchases/purchase-card';
import type { CardFailResult } from '@/lib/schemas/payments';
import { renderApp } from '../components/render-app';
import { clearAllCookies } from '../support/cookies';
import { makeToken } from '../support/jwt';
import { summary } from '../my-purchases/fixtures';
import { API, COUPONS, MEMBER, makeOrderForm, storeOrderForm } from './checkout-fixtures';
import { pathname } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
// 붐비는 기계에서는 첫 요청과 모듈 읽기가 1초를 넘긴다
const SLOW = { timeout: 10_000 };
pathname.current = '/checkout/fail';

const RESULT: CardFailResult = {
  purchaseId: 31,
  orderNo: 'GM20261122-0031',
  status: 'PAYMENT_CANCELED',
  statusLabel: '결제 취소',
  released: true,
  restoredPoint: 0,
  couponRestored: true,
  source: 'BUY_NOW',
  productId: 100,
  message: '결제를 취소하셨습니다.',
};
let answer: CardFailResult = RESULT;
const failed: unknown[] = [];
const server = setupServer(
  http.get(`${API}/my-page/7`, () => HttpResponse.json(MEMBER)),
  http.get(`${API}/purchases/31/coupons`, () => HttpResponse.json({ items: COUPONS })),
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
  Cookies.set('token', await makeToken(3600, { memberId: 7 }), { path: '/' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('결제 실패 화면: 돌려준 것만, 주 단추는 다시 결제하기', () => {
  it('쿠폰만 썼으면 쿠폰만 돌려드렸다고 하고, 다시 결제하기가 돌아가기 링크보다 앞선 주 단추다', async () => {
    renderApp(<FailView code="PAY_PROCESS_CANCELED" message={null} orderId="GM20261122-0031" />);
    expect(await screen.findByText('쿠폰을 돌려드렸습니다.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/적립금/)).toBeNull();
    const retry = screen.getByRole('button', { name: '다시 결제하기' });
    const back = screen.getByRole('link', { name: '상품으로 돌아가기' });
    expect(back).not.toHaveAttribute('data-primary');
    expect(retry.compareDocumentPosition(back) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('적립금만 썼으면 그 금액만, 아무것도 돌려주지 않았으면 아무 말도 없다', async () => {
    answer = { ...RESULT, couponRestored: false, restoredPoint: 1500 };
    const { unmount } = renderApp(<FailView code="PAY_PROCESS_CANCELED" message={null} orderId="GM20261122-0031" />);
    expect(await screen.findByText('적립금 1,500원을 돌려드렸습니다.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/쿠폰/)).toBeNull();
    unmount();
    answer = { ...RESULT, released: false, couponRestored: false, restoredPoint: 0 };
    renderApp(<FailView code="PAY_PROCESS_CANCELED" message={null} orderId="GM20261122-0032" />);
    expect(await screen.findByRole('heading', { name: '결제가 취소되었습니다' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/돌려드렸습니다/)).toBeNull();
  });
});

describe('결제창을 연 채 떠난 카드 결제(결제 대기)', () => {
  it('목록 카드에 다시 결제하기와 주문 취소가 있고, 주문 취소는 결제창 취소로 알리고 돌려준 것을 말한다', async () => {
    answer = { ...RESULT, source: 'CART', productId: null, restoredPoint: 2000 };
    renderApp(<PurchaseCard purchase={summary({ status: 'WAITING_PAYMENT', statusLabel: '결제 대기', paidAt: null, retryable: true, cancelable: true })} />, { toasts: true });
    expect(screen.getByRole('button', { name: '다시 결제하기' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '주문 취소' }));
    await waitFor(() => expect(failed).toEqual([{ orderId: 'GM20260105-0031', code: 'USER_CANCEL' }]), SLOW);
    expect(await within(screen.getByTestId('toast-region')).findByText('결제를 취소하셨습니다. 쿠폰과 적립금 2,000원을 돌려드렸습니다.', undefined, SLOW)).toBeInTheDocument();
  });

  it('취소할 수 없는 구매(결제 실패)에는 주문 취소가 없다', () => {
    renderApp(<PurchaseCard purchase={summary({ status: 'PAYMENT_FAILED', statusLabel: '결제 실패', retryable: true, cancelable: false })} />);
    expect(screen.getByRole('button', { name: '다시 결제하기' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '주문 취소' })).toBeNull();
  });

  it('다시 결제하기로 온 주문서는 지난번 쿠폰과 적립금을 골라 둔 채 열린다', async () => {
    pathname.current = '/checkout';
    const form = makeOrderForm({ previousChoice: { memberCouponId: 101, point: 2000 } });
    storeOrderForm(form);
    renderApp(<CheckoutView buyNow={null} purchaseId={form.id} />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: '쿠폰 선택' })).toHaveValue('101'), SLOW);
    expect(screen.getByRole('textbox', { name: '사용할 적립금' })).toHaveValue('2000');
  });
});
