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

const RESULT = {
  purchaseId: 31,
  orderNo: 'GM20261122-0031',
  amount: 54_000,
  status: 'WAITING_PAYMENT',
  bank: { bankName: '국민은행', accountNumber: '123-456-789012', accountHolder: '(주)그로스몰' },
  depositorName: '홍길동',
  depositDeadline: '2026-11-23T14:59:59.000Z',
};
const bodies: unknown[] = [];
const server = setupServer(
  http.get(`${API}/my-page/7`, () => HttpResponse.json(MEMBER)),
  http.get(`${API}/purchases/31/coupons`, () => HttpResponse.json({ items: COUPONS })),
  http.get(`${API}/carts`, () => HttpResponse.json({ cartItemList: [], count: 0 })),
  http.post(`${API}/purchases/no-deposit`, async ({ request }) => {
    bodies.push(await request.json());
    return HttpResponse.json(RESULT);
  }),
  http.post(`${API}/purchases/no-deposit/authorize`, () => HttpResponse.json(RESULT)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
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
afterAll(() => server.close());

async function openBankTransfer() {
  storeOrderForm(makeOrderForm());
  renderApp(<CheckoutView buyNow={null} purchaseId={31} />);
  await waitFor(() => expect(screen.getByRole('combobox', { name: '쿠폰 선택' })).toBeEnabled(), { timeout: 5000 });
  const user = userEvent.setup();
  expect(screen.queryByRole('checkbox', { name: '현금영수증 신청' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: '무통장입금' }));
  await user.selectOptions(screen.getByRole('combobox', { name: '쿠폰 선택' }), '101');
  await user.type(screen.getByRole('textbox', { name: '입금자명' }), '홍길동');
  await user.click(screen.getByLabelText('[필수] 주문 내용을 확인했으며 결제에 동의합니다.'));
  return user;
}

describe('주문·결제 – 현금영수증 신청 (무통장입금)', () => {
  it('지출증빙: 검증 숫자가 틀린 사업자등록번호는 칸 아래 한국어 오류로 막고, 고치면 cashReceipt 로 보낸다', async () => {
    const user = await openBankTransfer();
    await user.click(screen.getByRole('checkbox', { name: '현금영수증 신청' }));
    expect(screen.getByRole('radio', { name: '소득공제 (개인)' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '지출증빙 (사업자)' }));
    const number = screen.getByRole('textbox', { name: '사업자등록번호' });
    await user.type(number, '120-81-47522');
    await user.click(screen.getByRole('button', { name: '54,000원 결제하기' }));
    expect(await screen.findByText('사업자등록번호 10자리를 확인해주세요.')).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);

    await user.clear(number);
    await user.type(number, '120-81-47521');
    expect(screen.queryByText('사업자등록번호 10자리를 확인해주세요.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '54,000원 결제하기' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/checkout/complete?purchaseId=31'));
    expect(bodies).toEqual([
      { purchaseId: 31, depositorName: '홍길동', memberCouponId: 101, pointToUse: 0, cashReceipt: { type: 'EXPENSE_PROOF', identityNumber: '1208147521' } },
    ]);
  });

  it('소득공제: 휴대폰 번호가 아니면 막고, 맞으면 숫자만 보낸다', async () => {
    const user = await openBankTransfer();
    await user.click(screen.getByRole('checkbox', { name: '현금영수증 신청' }));
    const phone = screen.getByRole('textbox', { name: '휴대폰 번호' });
    await user.type(phone, '02-123-4567');
    await user.click(screen.getByRole('button', { name: '54,000원 결제하기' }));
    expect(await screen.findByText('소득공제용 휴대폰 번호를 확인해주세요.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.clear(phone);
    await user.type(phone, '010-9876-5432');
    await user.click(screen.getByRole('button', { name: '54,000원 결제하기' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ cashReceipt: { type: 'INCOME_DEDUCTION', identityNumber: '01098765432' } });
  });

  it('체크를 풀면 번호 칸이 사라지고 cashReceipt 없이 보낸다', async () => {
    const user = await openBankTransfer();
    const box = screen.getByRole('checkbox', { name: '현금영수증 신청' });
    await user.click(box);
    await user.type(screen.getByRole('textbox', { name: '휴대폰 번호' }), '123');
    await user.click(box);
    expect(screen.queryByRole('textbox', { name: '휴대폰 번호' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '54,000원 결제하기' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).not.toHaveProperty('cashReceipt');
  });
});
