import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyPurchaseDetail } from '@/components/my-page/purchases/my-purchase-detail';
import { MyPurchaseList } from '@/components/my-page/purchases/my-purchase-list';
import type { PayTo } from '@/lib/schemas/payments';
import { renderApp } from '../components/render-app';
import { makeOrderForm } from '../checkout/checkout-fixtures';
import { API, detail, logIn, memberServer, summary } from './fixtures';
import { pathname, router } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/my-page/purchases';
const { push } = router;

const PAY_TO: PayTo = {
  kind: 'NO_DEPOSIT',
  bankName: '국민은행',
  accountNumber: '123401-04-567890',
  accountHolder: '(주)그로스몰',
  amount: 9000,
  deadline: '2026-01-06T14:59:59.000Z',
  depositorName: '홍길동',
};

const server = memberServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  push.mockReset();
  await logIn();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('입금할 곳과 다시 결제하기', () => {
  it('목록: 입금 대기 계좌 결제는 은행·계좌번호(복사)·예금주·금액·기한, 카드 결제 대기는 결제 대기, 실패는 결제 실패와 다시 결제하기', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    server.use(
      http.get(`${API}/my-page/7/purchases`, () =>
        HttpResponse.json({
          items: [
            summary({ id: 31, status: 'WAITING_PAYMENT', statusLabel: '입금 대기', method: 'NO_DEPOSIT', methodLabel: '무통장입금', paidAt: null, payTo: PAY_TO }),
            summary({ id: 32, orderNo: 'GM-32', status: 'WAITING_PAYMENT', statusLabel: '결제 대기', method: 'CARD', paidAt: null }),
            summary({ id: 33, orderNo: 'GM-33', status: 'PAYMENT_FAILED', statusLabel: '결제 실패', paidAt: null, retryable: true }),
          ],
          page: 1,
          size: 10,
          total: 3,
        }),
      ),
    );
    renderApp(<MyPurchaseList />);
    const list = await screen.findByRole('list', { name: '구매 목록' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('입금 대기')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('국민은행')).toBeInTheDocument();
    expect(within(rows[0]!).getByTestId('account-number')).toHaveTextContent('123401-04-567890');
    expect(within(rows[0]!).getByText('(주)그로스몰')).toBeInTheDocument();
    expect(within(rows[0]!).getByTestId('deposit-amount')).toHaveTextContent('9,000원');
    expect(within(rows[0]!).getByText(/2026년 1월 6일 23:59/)).toBeInTheDocument();
    await userEvent.click(within(rows[0]!).getByRole('button', { name: '계좌번호 복사' }));
    expect(writeText).toHaveBeenCalledWith('123401-04-567890');

    expect(within(rows[1]!).getByText('결제 대기')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('입금 대기')).toBeNull();
    expect(within(rows[1]!).queryByTestId('account-number')).toBeNull();

    expect(within(rows[2]!).getByText('결제 실패')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('button', { name: '다시 결제하기' })).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button', { name: '다시 결제하기' })).toBeNull();
  });

  it('상세: 결제 실패 배지와 다시 결제하기 한 번 → 새 주문서로 결제 화면', async () => {
    server.use(
      http.get(`${API}/my-page/7/purchases/31`, () => HttpResponse.json(detail({ status: 'PAYMENT_FAILED', statusLabel: '결제 실패', paidAt: null, services: [], retryable: true }))),
      http.post(`${API}/purchases/31/retry`, () => HttpResponse.json({ purchaseId: 41, orderNo: 'GM-41', orderForm: makeOrderForm({ id: 41 }) }, { status: 201 })),
    );
    renderApp(<MyPurchaseDetail id={31} />);
    expect(await screen.findByText('결제 실패')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '다시 결제하기' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/checkout?purchaseId=41'));
  });

  it('상세: 입금 대기 무통장입금은 입금할 곳을, 카드 결제 대기는 입금 문구 없이 결제 대기', async () => {
    server.use(
      http.get(`${API}/my-page/7/purchases/31`, () =>
        HttpResponse.json(detail({ status: 'WAITING_PAYMENT', statusLabel: '입금 대기', method: 'NO_DEPOSIT', methodLabel: '무통장입금', paidAt: null, services: [], payTo: PAY_TO })),
      ),
      http.get(`${API}/my-page/7/purchases/32`, () => HttpResponse.json(detail({ id: 32, status: 'WAITING_PAYMENT', statusLabel: '결제 대기', paidAt: null, services: [] }))),
    );
    const first = renderApp(<MyPurchaseDetail id={31} />);
    expect(await screen.findByTestId('account-number')).toHaveTextContent('123401-04-567890');
    expect(screen.getByText('입금이 확인되면 서비스가 만들어지고 바로 시작됩니다.')).toBeInTheDocument();
    first.unmount();

    renderApp(<MyPurchaseDetail id={32} />);
    expect(await screen.findByText('결제 대기')).toBeInTheDocument();
    expect(screen.queryByText('입금 대기')).toBeNull();
    expect(screen.queryByText(/입금이 확인되면/)).toBeNull();
    expect(screen.queryByTestId('account-number')).toBeNull();
  });
});
