import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderForm } from '@/components/product/order-form';
import { clearAllCookies } from '../support/cookies';
import { renderApp } from '../components/render-app';
import { makeProduct } from './fixtures';
import { pathname } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/products/1';

beforeEach(() => clearAllCookies());
afterEach(() => vi.clearAllMocks());

const total = () => screen.getByTestId('order-total');
const quantityMessage = '수량은 100개 이상 10,000개 이하로 입력해주세요.';

async function setQuantity(user: ReturnType<typeof userEvent.setup>, value: string) {
  const input = screen.getByLabelText('수량');
  await user.clear(input);
  await user.type(input, value);
}

async function fillValidTarget(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('인스타그램 아이디'), '@valid.name');
}

describe('주문 폼 – 수량', () => {
  it('기본 수량이 미리 들어가 있고 그 금액을 보여 준다', () => {
    renderApp(<OrderForm product={makeProduct()} />);
    expect(screen.getByLabelText('수량')).toHaveValue('500');
    expect(total()).toHaveTextContent('15,000원');
  });

  it('최소보다 적거나 최대보다 많으면 한국어 안내를 보이고 두 버튼을 막는다', async () => {
    const user = userEvent.setup();
    renderApp(<OrderForm product={makeProduct()} />);
    await fillValidTarget(user);
    expect(screen.getByRole('button', { name: '바로 구매' })).toHaveAttribute('aria-disabled', 'false');

    await setQuantity(user, '99');
    expect(screen.getByText(quantityMessage)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '바로 구매' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: '장바구니' })).toHaveAttribute('aria-disabled', 'true');

    await setQuantity(user, '10001');
    expect(screen.getByText(quantityMessage)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '바로 구매' })).toHaveAttribute('aria-disabled', 'true');

    await setQuantity(user, '10000');
    expect(screen.queryByText(quantityMessage)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '장바구니' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('수량을 바꾸면 금액과 수량 할인이 따라 바뀐다: 999개 29,970원, 1,000개 5% 할인 28,500원', async () => {
    const user = userEvent.setup();
    renderApp(<OrderForm product={makeProduct()} />);
    expect(screen.getByText('1,000개 이상 5% 할인')).toBeInTheDocument();
    expect(screen.getByText('5,000개 이상 10% 할인')).toBeInTheDocument();

    await setQuantity(user, '999');
    expect(total()).toHaveTextContent('29,970원');
    expect(screen.queryByText(/수량 할인 \(/)).not.toBeInTheDocument();

    await setQuantity(user, '1000');
    expect(screen.getByText('수량 할인 (5%)')).toBeInTheDocument();
    expect(screen.getByText('-1,500원')).toBeInTheDocument();
    expect(total()).toHaveTextContent('28,500원');

    await setQuantity(user, '5000');
    expect(screen.getByText('수량 할인 (10%)')).toBeInTheDocument();
    expect(total()).toHaveTextContent('135,000원');
  });
});

describe('주문 폼 – 주문 대상', () => {
  it('인스타그램 아이디 규칙에 맞지 않으면 칸을 떠날 때 안내를 보이고, @valid.name 은 받는다', async () => {
    const user = userEvent.setup();
    renderApp(<OrderForm product={makeProduct()} />);
    const target = screen.getByLabelText('인스타그램 아이디');
    expect(target).toHaveAttribute('placeholder', '@아이디 또는 프로필 주소');

    await user.type(target, 'bad name!');
    await user.tab();
    expect(screen.getByText('인스타그램 아이디를 확인해주세요. (영문, 숫자, 마침표, 밑줄 30자 이내)')).toBeInTheDocument();
    expect(target).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: '바로 구매' })).toHaveAttribute('aria-disabled', 'true');

    await user.clear(target);
    await user.type(target, '@valid.name');
    expect(screen.queryByText(/인스타그램 아이디를 확인해주세요/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '바로 구매' })).toHaveAttribute('aria-disabled', 'false');
  });
});

describe('주문 폼 – 데일리 상품', () => {
  it('기간을 고르면 하루 금액에 일수를 곱한다', async () => {
    const user = userEvent.setup();
    renderApp(<OrderForm product={makeProduct({ kind: 'DAILY', minDays: 7, maxDays: 30, defaultQuantity: 100 })} />);
    const days = screen.getByLabelText('기간');
    expect(days).toHaveValue('7');
    expect(screen.getByRole('option', { name: '30일' })).toBeInTheDocument();
    expect(total()).toHaveTextContent('21,000원');

    await user.selectOptions(days, '30');
    expect(total()).toHaveTextContent('90,000원');
  });

  it('단건 상품에는 기간 칸이 없다', () => {
    renderApp(<OrderForm product={makeProduct()} />);
    expect(screen.queryByLabelText('기간')).not.toBeInTheDocument();
  });
});
