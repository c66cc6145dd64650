import { screen, waitFor, within } from '@testing-library/react';
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

const server = setupServer(
  http.get(`${API}/my-page/7`, () => HttpResponse.json(MEMBER)),
  http.get(`${API}/purchases/31/coupons`, () => HttpResponse.json({ items: COUPONS })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  clearAllCookies();
  sessionStorage.clear();
  Cookies.set('token', await makeToken(3600, { memberId: 7 }), { path: '/' });
});
afterEach(() => {
  server.resetHandlers();
  vi.clearAllMocks();
});
afterAll(() => server.close());

async function openCheckout(form = makeOrderForm()) {
  storeOrderForm(form);
  renderApp(<CheckoutView buyNow={null} purchaseId={form.id} />);
  await screen.findByRole('heading', { name: '주문·결제' });
  await waitFor(() => expect(screen.getByRole('combobox', { name: '쿠폰 선택' })).toBeEnabled());
  return userEvent.setup();
}

const summary = () => within(screen.getByRole('region', { name: '결제 금액' }));
const amountOf = (label: string) => summary().getByText(label).nextElementSibling?.textContent;

describe('주문·결제 – 주문서', () => {
  it('주문 상품은 대상·수량·(데일리면)기간·금액을 보인다', async () => {
    await openCheckout();
    const lines = within(screen.getByRole('region', { name: '주문 상품' }));
    expect(lines.getByText('growth.test · 1,000개')).toBeInTheDocument();
    expect(lines.getByText('growth.daily · 100개 · 10일')).toBeInTheDocument();
    expect(lines.getByText('47,500원')).toBeInTheDocument();
  });

  it('주문서가 남아 있지 않으면(새로고침·다른 탭) 장바구니로 돌려보낸다', async () => {
    renderApp(<CheckoutView buyNow={null} purchaseId={99} />);
    expect(await screen.findByRole('heading', { name: '주문서 정보가 만료되었습니다' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '장바구니로 돌아가기' })).toHaveAttribute('href', '/cart');
  });
});

describe('주문·결제 – 쿠폰·적립금·금액', () => {
  it('GET /v1/purchases/{id}/coupons – 쿠폰마다 이름과 할인액, 쓸 수 없는 쿠폰은 이유와 함께 꺼져 있다', async () => {
    await openCheckout();
    const select = screen.getByRole('combobox', { name: '쿠폰 선택' });
    const options = within(select).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '쿠폰을 선택하세요',
      '신규 회원 3,000원 할인 (-3,000원)',
      '10% 할인 (-5,700원)',
      '10만원 이상 20,000원 할인 – 100,000원 이상 주문에 쓸 수 있습니다.',
    ]);
    expect(options[3]).toBeDisabled();
    expect(options[1]).toBeEnabled();
  });

  it('금액 요약: 상품 - 수량 할인 - 쿠폰 - 적립금 = 최종 결제 금액, 버튼에도 같은 금액', async () => {
    const user = await openCheckout();
    expect(amountOf('상품 금액')).toBe('60,000원');
    expect(amountOf('수량 할인')).toBe('-3,000원');
    expect(amountOf('쿠폰 할인')).toBe('0원');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('57,000원');

    await user.selectOptions(screen.getByRole('combobox', { name: '쿠폰 선택' }), '102');
    await user.type(screen.getByRole('textbox', { name: '사용할 적립금' }), '1200');
    expect(amountOf('쿠폰 할인')).toBe('-5,700원');
    expect(amountOf('적립금 사용')).toBe('-1,200원');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('50,100원');
    expect(screen.getByRole('button', { name: '50,100원 결제하기' })).toBeInTheDocument();
  });

  it('적립금은 잔액까지만: 더 적으면 잔액으로 줄고, 전액 사용은 잔액을 넣는다', async () => {
    const user = await openCheckout();
    const point = screen.getByRole('textbox', { name: '사용할 적립금' });
    await user.type(point, '999999');
    expect(point).toHaveValue('5000');
    await user.clear(point);
    await user.click(screen.getByRole('button', { name: '전액 사용' }));
    expect(point).toHaveValue('5000');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('52,000원');
  });

  it('적립금은 쿠폰 뒤 결제 금액까지만: 다 덮으면 결제 수단이 적립금 전액 결제 하나가 된다', async () => {
    const user = await openCheckout(makeOrderForm({ pointBalance: 100_000 }));
    await user.selectOptions(screen.getByRole('combobox', { name: '쿠폰 선택' }), '101');
    await user.click(screen.getByRole('button', { name: '전액 사용' }));
    expect(screen.getByRole('textbox', { name: '사용할 적립금' })).toHaveValue('54000');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('0원');
    const methods = within(screen.getByRole('radiogroup', { name: '결제 수단' }));
    expect(methods.getAllByRole('radio')).toHaveLength(1);
    expect(methods.getByRole('radio', { name: '적립금으로 전액 결제' })).toBeChecked();

    // 쿠폰을 바꾸면 덮지 못하는 만큼 다시 카드·무통장입금을 고를 수 있다
    await user.selectOptions(screen.getByRole('combobox', { name: '쿠폰 선택' }), '');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('3,000원');
    expect(methods.getByRole('radio', { name: '신용·체크카드' })).toBeChecked();
  });
});
