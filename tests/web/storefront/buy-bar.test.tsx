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
    expect(within(bar()).getByRole('button', { name: '장바구니' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('주문할 수 없을 때 누르면 아무 데도 가지 않고, 틀린 칸의 안내를 보이며 그 칸으로 초점을 옮긴다', async () => {
    const user = userEvent.setup();
    renderApp(<OrderForm product={makeProduct()} />);
    const target = screen.getByLabelText('인스타그램 아이디');
    // 대상을 아직 건드리지 않았어도 바로 구매를 누르면 대상 칸 아래에 안내
    await user.click(within(bar()).getByRole('button', { name: '바로 구매' }));
    expect(navigation.visited).toEqual([]);
    expect(target).toHaveFocus();
    expect(target).toHaveAttribute('aria-invalid', 'true');
    expect(target).toHaveAccessibleDescription(/인스타그램 아이디를 확인해주세요/);

    // 대상이 맞고 수량이 틀리면 수량 칸으로
    await user.type(target, 'valid.name');
    await setQuantity(user, '99');
    await user.click(within(bar()).getByRole('button', { name: '장바구니' }));
    expect(navigation.visited).toEqual([]);
    expect(screen.getByLabelText('수량')).toHaveFocus();
    expect(screen.getByLabelText('수량')).toHaveAccessibleDescription(/100개 이상/);
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
    expect(cart).toHaveAttribute('aria-disabled', 'true');
    expect(buy).toHaveAttribute('aria-disabled', 'true');
    await user.type(screen.getByLabelText('인스타그램 아이디'), 'valid.name');
    expect(cart).toHaveAttribute('aria-disabled', 'false');
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
