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
  amount: 55_000,
  status: 'WAITING_PAYMENT',
  payTo: { kind: 'VIRTUAL_ACCOUNT', bankName: '신한은행', accountNumber: 'T1234567890123', accountHolder: '(주)그로스몰', amount: 55_000, deadline: '2026-11-23T14:59:59.000Z', depositorName: null },
  testDepositUrl: 'http://localhost:4000/test-gateway/virtual-accounts/tgk_va_1',
};
const calls: unknown[] = [];
const server = setupServer(
  http.get(`${API}/my-page/7`, () => HttpResponse.json(MEMBER)),
  http.get(`${API}/purchases/31/coupons`, () => HttpResponse.json({ items: COUPONS })),
  http.get(`${API}/carts`, () => HttpResponse.json({ cartItemList: [], count: 0 })),
  http.post(`${API}/purchases/virtual-account`, async ({ request }) => {
    calls.push(await request.json());
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

describe('주문·결제 – 가상계좌', () => {
  it('은행을 고르지 않으면 보내지 않고, 고르면 발급 → /checkout/complete 로 간다', async () => {
    storeOrderForm(makeOrderForm());
    renderApp(<CheckoutView buyNow={null} purchaseId={31} />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: '쿠폰 선택' })).toBeEnabled());
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '가상계좌' }));
    await user.click(screen.getByLabelText('[필수] 주문 내용을 확인했으며 결제에 동의합니다.'));
    await user.click(screen.getByRole('button', { name: /결제하기$/ }));

    expect(await screen.findByText('입금할 은행을 골라주세요.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '입금할 은행' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
    // 가상계좌를 내주지 않는 은행은 고를 수 없다
    expect(screen.queryByRole('option', { name: '카카오뱅크' })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: '입금할 은행' }), '88');
    await user.click(screen.getByRole('button', { name: /결제하기$/ }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/checkout/complete?purchaseId=31'));
    expect(calls).toEqual([{ purchaseId: 31, bankCode: '88', memberCouponId: null, pointToUse: 0 }]);
  });

  it('완료 화면: 발급된 계좌·예금주·금액·기한, 계좌번호 복사, 테스트 결제사면 테스트 입금하기 링크', async () => {
    sessionStorage.setItem('checkout:virtual-account:31', JSON.stringify(RESULT));
    renderApp(<CompleteView purchaseId={31} />);
    expect(await screen.findByRole('heading', { name: '가상계좌가 발급되었습니다' })).toBeInTheDocument();
    expect(screen.getByTestId('account-number')).toHaveTextContent('T1234567890123');
    expect(screen.getByText(/신한은행/)).toBeInTheDocument();
    expect(screen.getByText('(주)그로스몰')).toBeInTheDocument();
    expect(screen.getByTestId('deposit-amount')).toHaveTextContent('55,000원');
    expect(screen.getByText(formatDeadline(RESULT.payTo.deadline))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '계좌번호 복사' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '테스트 입금하기' })).toHaveAttribute('href', RESULT.testDepositUrl);
    expect(screen.getByRole('link', { name: '구매 내역 보기' })).toHaveAttribute('href', '/my-page/purchases/31');
  });

  it('완료 화면을 새로 고쳐 발급 답이 없어도, 구매 정보의 payTo 로 계좌와 테스트 입금하기 링크를 그린다', async () => {
    server.use(
      http.get(`${API}/my-page/7/purchases/31`, () =>
        HttpResponse.json({
          ...makeOrderForm(),
          status: 'WAITING_PAYMENT',
          statusLabel: '입금 대기',
          method: 'VIRTUAL_ACCOUNT',
          methodLabel: '가상계좌',
          payTo: { ...RESULT.payTo, testDepositUrl: RESULT.testDepositUrl },
        }),
      ),
    );
    renderApp(<CompleteView purchaseId={31} />);
    expect(await screen.findByTestId('account-number')).toHaveTextContent('T1234567890123');
    expect(screen.getByText('(주)그로스몰')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '테스트 입금하기' })).toHaveAttribute('href', RESULT.testDepositUrl);
  });

  it('완료 화면: 실제 결제사(테스트 입금 주소 없음)면 테스트 입금하기가 없다', async () => {
    sessionStorage.setItem('checkout:virtual-account:31', JSON.stringify({ ...RESULT, testDepositUrl: null }));
    renderApp(<CompleteView purchaseId={31} />);
    expect(await screen.findByRole('heading', { name: '가상계좌가 발급되었습니다' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '테스트 입금하기' })).toBeNull();
  });
});
