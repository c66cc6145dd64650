import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutView } from '@/components/checkout/checkout-view';
import { CompleteView } from '@/components/checkout/complete-view';
import { formatDeadline } from '@/components/checkout/format-deadline';
import { renderApp } from '../components/render-app';
import { clearAllCookies } from '../support/cookies';
import { makeToken } from '../support/jwt';
import { API, COUPONS, MEMBER, makeOrderForm, storeOrderForm } from './checkout-fixtures';
import { pathname, router } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/checkout';

const RESULT = {
  purchaseId: 31,
  orderNo: 'GM20261122-0031',
  amount: 54_000,
  status: 'WAITING_PAYMENT',
  bank: { bankName: '국민은행', accountNumber: '123-456-789012', accountHolder: '(주)그로스몰' },
  depositorName: '홍길동',
  depositDeadline: '2026-11-23T14:59:59.000Z',
};
const calls: Array<{ path: string; query: string; body: unknown }> = [];
const server = setupServer(
  http.get(`${API}/my-page/7`, () => HttpResponse.json(MEMBER)),
  http.get(`${API}/purchases/31/coupons`, () => HttpResponse.json({ items: COUPONS })),
  http.get(`${API}/carts`, () => HttpResponse.json({ cartItemList: [], count: 0 })),
  http.post(`${API}/purchases/no-deposit`, async ({ request }) => {
    calls.push({ path: 'no-deposit', query: new URL(request.url).search, body: await request.json() });
    return HttpResponse.json({ ...RESULT, status: 'WAITING_PAYMENT' });
  }),
  http.post(`${API}/purchases/no-deposit/authorize`, async ({ request }) => {
    calls.push({ path: 'authorize', query: new URL(request.url).search, body: await request.text() });
    return HttpResponse.json(RESULT);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  clearAllCookies();
  sessionStorage.clear();
  calls.length = 0;
  Cookies.set('token', await makeToken(3600, { memberId: 7 }), { path: '/' });
});
afterEach(() => {
  server.resetHandlers();
  vi.clearAllMocks();
});
afterAll(() => server.close());

describe('주문·결제 – 무통장입금', () => {
  it('입금자명이 비면 보내지 않고, 채우면 준비 → 입금 안내 확정 → /checkout/complete 로 간다', async () => {
    storeOrderForm(makeOrderForm());
    renderApp(<CheckoutView buyNow={null} purchaseId={31} />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: '쿠폰 선택' })).toBeEnabled());
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '무통장입금' }));
    await user.selectOptions(screen.getByRole('combobox', { name: '쿠폰 선택' }), '101');
    await user.click(screen.getByLabelText('[필수] 주문 내용을 확인했으며 결제에 동의합니다.'));
    await user.click(screen.getByRole('button', { name: '54,000원 결제하기' }));

    expect(await screen.findByText('입금자명을 입력해주세요.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: '입금자명' }), ' 홍길동 ');
    await user.click(screen.getByRole('button', { name: '54,000원 결제하기' }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/checkout/complete?purchaseId=31'));
    expect(calls).toEqual([
      { path: 'no-deposit', query: '', body: { purchaseId: 31, depositorName: '홍길동', memberCouponId: 101, pointToUse: 0 } },
      { path: 'authorize', query: '?purchaseId=31', body: '' },
    ]);
  });

  it('입금자명은 회원 이름으로 채워져 있고, 고쳐 보낼 수 있다', async () => {
    storeOrderForm(makeOrderForm({ memberName: '김회원' }));
    renderApp(<CheckoutView buyNow={null} purchaseId={31} />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: '쿠폰 선택' })).toBeEnabled());
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '무통장입금' }));
    const depositor = screen.getByRole('textbox', { name: '입금자명' });
    expect(depositor).toHaveValue('김회원');
    await user.click(screen.getByLabelText('[필수] 주문 내용을 확인했으며 결제에 동의합니다.'));
    await user.click(screen.getByRole('button', { name: '57,000원 결제하기' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/checkout/complete?purchaseId=31'));
    expect(calls[0]).toMatchObject({ path: 'no-deposit', body: { purchaseId: 31, depositorName: '김회원' } });
  });

  it('완료 화면: 접수 때 받은 입금 계좌·금액·입금자명·서울 기준 기한을 보이고 계좌번호를 복사한다', async () => {
    sessionStorage.setItem('checkout:no-deposit:31', JSON.stringify(RESULT));
    const user = userEvent.setup(); // user-event 는 setup 때 자기 클립보드를 끼운다: 그 뒤에 바꾼다
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderApp(<CompleteView purchaseId={31} />);

    expect(await screen.findByRole('heading', { name: '주문이 접수되었습니다' })).toBeInTheDocument();
    expect(screen.getByTestId('account-number')).toHaveTextContent('123-456-789012');
    expect(screen.getByText(/국민은행/)).toBeInTheDocument();
    expect(screen.getByText('(주)그로스몰')).toBeInTheDocument();
    expect(screen.getByTestId('deposit-amount')).toHaveTextContent('54,000원');
    expect(screen.getByText('홍길동')).toBeInTheDocument();
    expect(screen.getByText('2026년 11월 23일 23:59')).toBeInTheDocument();
    expect(screen.getByText(/입금이 확인되면 주문이 시작됩니다/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '계좌번호 복사' }));
    expect(writeText).toHaveBeenCalledWith('123-456-789012');
    expect(await screen.findByText('복사했습니다')).toBeInTheDocument();
  });

  it('입금 기한은 서울 시각으로 적는다', () => {
    expect(formatDeadline('2026-11-23T14:59:59.000Z')).toBe('2026년 11월 23일 23:59');
    expect(formatDeadline('2026-01-04T15:00:00.000Z')).toBe('2026년 1월 5일 00:00');
  });
});
