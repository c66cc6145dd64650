import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderForm } from '@/components/product/order-form';
import { closeModal, openModal } from '@/lib/modal';
import { renderApp } from '../components/render-app';
import { navigation, pathname } from '../next-navigation';
import { clearAllCookies } from '../support/cookies';
import { makeProduct } from './fixtures';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/products/1';

beforeEach(() => clearAllCookies());
afterEach(() => vi.clearAllMocks());

const bar = () => screen.getByRole('group', { name: '구매' });

async function setQuantity(user: ReturnType<typeof userEvent.setup>, value: string) {
  const input = screen.getByLabelText('수량');
  await user.clear(input);
  await user.type(input, value);
}

describe('상품 화면의 구매 바', () => {
  it('지금 고른 수량의 결제 예정 금액을 보이고, 수량을 바꾸면 할인까지 따라 바뀐다', async () => {
    const user = userEvent.setup();
    renderApp(<OrderForm product={makeProduct()} />);
    expect(within(bar()).getByText('15,000원')).toBeInTheDocument();
    await setQuantity(user, '1000');
    // 1,000개 × 30원 = 30,000원에서 5% 할인
    expect(within(bar()).getByText('28,500원')).toBeInTheDocument();
    await setQuantity(user, '99');
    expect(within(bar()).getByText('-')).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: '장바구니' })).toBeDisabled();
  });

  it('데일리 상품은 기간을 바꾸면 금액이 따라 바뀐다', async () => {
    const user = userEvent.setup();
    renderApp(<OrderForm product={makeProduct({ kind: 'DAILY', minDays: 7, maxDays: 30, defaultQuantity: 100, discountTiers: [] })} />);
    // 100개 × 30원 × 7일
    expect(within(bar()).getByText('21,000원')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/기간/), '10');
    expect(within(bar()).getByText('30,000원')).toBeInTheDocument();
  });

  it('장바구니·바로 구매는 바에 있고, 대상과 수량이 맞으면 주문으로 이어진다(로그인 전이면 로그인으로)', async () => {
    const user = userEvent.setup();
    renderApp(<OrderForm product={makeProduct()} />);
    const cart = within(bar()).getByRole('button', { name: '장바구니' });
    const buy = within(bar()).getByRole('button', { name: '바로 구매' });
    expect(cart).toBeDisabled();
    expect(buy).toBeDisabled();
    await user.type(screen.getByLabelText('인스타그램 아이디'), 'valid.name');
    expect(cart).toBeEnabled();
    await user.click(buy);
    expect(navigation.visited).toEqual(['/account/signin?reason=required']);
  });

  it('모달이 열리면 감춘다', () => {
    renderApp(<OrderForm product={makeProduct()} />);
    act(() => openModal('reviewWrite'));
    expect(screen.queryByRole('group', { name: '구매' })).not.toBeInTheDocument();
    act(() => closeModal());
    expect(bar()).toBeInTheDocument();
  });
});
