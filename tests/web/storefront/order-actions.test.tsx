import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderForm } from '@/components/product/order-form';
import { clearAllCookies } from '../support/cookies';
import { makeToken } from '../support/jwt';
import { renderApp } from '../components/render-app';
import { makeProduct } from './fixtures';
import { pathname, router } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/products/1';

const API = 'http://localhost:4000/v1';
const server = setupServer(
  http.get(`${API}/my-page/7`, () =>
    HttpResponse.json({ memberId: 7, point: 0, registrationType: 'EMAIL', reviewCount: 0, cellPhone: null, email: 'demo@example.com', emailVerified: true }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => clearAllCookies());
afterEach(() => {
  server.resetHandlers();
  vi.clearAllMocks();
});
afterAll(() => server.close());

async function fillForm() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('인스타그램 아이디'), '@Valid.Name');
  await user.clear(screen.getByLabelText('수량'));
  await user.type(screen.getByLabelText('수량'), '1000');
  return user;
}

describe('주문 폼 – 장바구니·바로 구매', () => {
  it('손님이 바로 구매를 누르면 적은 주문을 실은 주문서 주소를 redirectUri 에 적고 까닭(로그인이 필요함)과 함께 로그인으로 간다', async () => {
    renderApp(<OrderForm product={makeProduct({ id: 12 })} />);
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: '바로 구매' }));

    expect(router.push).toHaveBeenCalledWith('/account/signin?reason=required');
    // 로그인한 뒤 아이디·수량을 다시 적지 않고 주문서로 바로 이어 간다
    expect(Cookies.get('redirectUri')).toBe('/checkout?productId=12&quantity=1000&targetKey=valid.name&days=1');
  });

  it('손님이 장바구니를 눌러도 로그인으로 가고, 로그인한 뒤 그 한 줄이 장바구니에 담긴다', async () => {
    renderApp(<OrderForm product={makeProduct({ id: 12 })} />);
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: '장바구니' }));
    expect(router.push).toHaveBeenCalledWith('/account/signin?reason=required');
    expect(Cookies.get('redirectUri')).toBe('/cart?add=12&quantity=1000&targetKey=valid.name&days=1');
  });

  it('회원은 정규화한 주문 대상과 함께 결제·장바구니 화면으로 간다', async () => {
    Cookies.set('token', await makeToken(3600, { memberId: 7 }), { path: '/' });
    renderApp(<OrderForm product={makeProduct({ id: 12 })} />);
    const user = await fillForm();

    await user.click(screen.getByRole('button', { name: '바로 구매' }));
    await waitFor(() =>
      expect(router.push).toHaveBeenCalledWith('/checkout?productId=12&quantity=1000&targetKey=valid.name&days=1'),
    );
    await user.click(screen.getByRole('button', { name: '장바구니' }));
    expect(router.push).toHaveBeenLastCalledWith('/cart?add=12&quantity=1000&targetKey=valid.name&days=1');
    expect(Cookies.get('redirectUri')).toBeUndefined();
  });
});
