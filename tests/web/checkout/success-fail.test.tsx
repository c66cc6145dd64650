import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { StrictMode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FailView } from '@/components/checkout/fail-view';
import { SuccessView } from '@/components/checkout/success-view';
import { renderApp } from '../components/render-app';
import { clearAllCookies } from '../support/cookies';
import { makeToken } from '../support/jwt';
import { API, MEMBER } from './checkout-fixtures';
import { pathname } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/checkout/success';

const PAID = { purchaseId: 31, orderNo: 'GM20261122-0031', status: 'PAID', method: 'CARD', totalAmount: 50_100, paidAt: '2026-11-22T01:00:00.000Z', serviceCount: 2 };
const CARD = { paymentKey: 'test_pk_1', orderId: 'GM20261122-0031', amount: '50100' };
const authorized: unknown[] = [];
let cartReads = 0;
const server = setupServer(
  http.get(`${API}/my-page/7`, () => HttpResponse.json(MEMBER)),
  http.get(`${API}/carts`, () => {
    cartReads += 1;
    return HttpResponse.json({ cartItemList: [], count: 0 });
  }),
  http.post('http://localhost:3000/api/log', () => new HttpResponse(null, { status: 204 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  clearAllCookies();
  sessionStorage.clear();
  authorized.length = 0;
  cartReads = 0;
  Cookies.set('token', await makeToken(3600, { memberId: 7 }), { path: '/' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('결제 완료 – 카드 승인', () => {
  it('POST /v1/purchases/card/authorize – StrictMode 에서도 한 번만 보내고 주문번호·금액·링크를 보인다', async () => {
    server.use(
      http.post(`${API}/purchases/card/authorize`, async ({ request }) => {
        authorized.push(await request.json());
        return HttpResponse.json(PAID);
      }),
    );
    renderApp(
      <StrictMode>
        <SuccessView card={CARD} purchaseId={null} />
      </StrictMode>,
    );
    expect(await screen.findByRole('heading', { name: '결제가 완료되었습니다' })).toBeInTheDocument();
    expect(screen.getByText('GM20261122-0031')).toBeInTheDocument();
    expect(screen.getByText('50,100원')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '구매 내역 보기' })).toHaveAttribute('href', '/my-page/purchases/31');
    expect(screen.getByRole('link', { name: '쇼핑 계속하기' })).toHaveAttribute('href', '/');
    expect(authorized).toEqual([CARD]);
    // 결제한 줄이 빠진 장바구니를 다시 읽어 배지 쿠키를 맞춘다
    await waitFor(() => expect(Cookies.get('cartCount')).toBe('0'));
    expect(cartReads).toBeGreaterThan(0);
  });

  it('승인이 거절되면 서버의 문구와 돌아갈 길을 보인다', async () => {
    server.use(
      http.post(`${API}/purchases/card/authorize`, () =>
        HttpResponse.json({ code: 'AMOUNT_MISMATCH', message: '결제 금액이 주문 금액과 다릅니다.', meta: null }, { status: 400 }),
      ),
    );
    renderApp(<SuccessView card={CARD} purchaseId={null} />);
    expect(await screen.findByRole('heading', { name: '결제를 완료하지 못했습니다' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('결제 금액이 주문 금액과 다릅니다.');
    expect(screen.getByRole('link', { name: '장바구니로 돌아가기' })).toHaveAttribute('href', '/cart');
  });

  it('적립금 전액 결제는 받아 둔 결과로 완료 화면을 그린다(승인 요청 없음)', async () => {
    sessionStorage.setItem('checkout:result:31', JSON.stringify({ ...PAID, method: 'FULL_POINT', totalAmount: 0 }));
    renderApp(<SuccessView card={null} purchaseId={31} />);
    expect(await screen.findByRole('heading', { name: '결제가 완료되었습니다' })).toBeInTheDocument();
    expect(screen.getByText('적립금 전액 결제')).toBeInTheDocument();
  });
});

describe('결제 실패', () => {
  it('결제창을 닫으면 취소 안내, 결제사 문구, 장바구니는 그대로라는 말과 링크', () => {
    renderApp(<FailView code="PAY_PROCESS_CANCELED" message="사용자가 결제를 취소했습니다." orderId={null} />);
    expect(screen.getByRole('heading', { name: '결제가 취소되었습니다' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('사용자가 결제를 취소했습니다.');
    expect(screen.getByText('장바구니는 그대로 있습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '장바구니로 돌아가기' })).toHaveAttribute('href', '/cart');
  });

  it('카드사 거절은 실패로 알린다', () => {
    renderApp(<FailView code="REJECT_CARD_COMPANY" message="카드사에서 거절했습니다." orderId={null} />);
    expect(screen.getByRole('heading', { name: '결제에 실패했습니다' })).toBeInTheDocument();
  });
});
