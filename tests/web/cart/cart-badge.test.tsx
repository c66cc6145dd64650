import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from '@/components/layout/site-header';
import { setCartCount } from '@/lib/session/client';
import { renderApp } from '../components/render-app';
import { clearAllCookies } from '../support/cookies';
import { makeToken } from '../support/jwt';
import { MEMBER, makeCartItem } from './cart-fixtures';
import { pathname } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));

const API = 'http://localhost:4000/v1';
const cartRead = vi.fn(() => HttpResponse.json({ cartItemList: [makeCartItem(), makeCartItem({ id: 2 })], count: 2 }));
const server = setupServer(http.get(`${API}/my-page/7`, () => HttpResponse.json(MEMBER)), http.get(`${API}/carts`, cartRead));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  clearAllCookies();
  pathname.current = '/';
  Cookies.set('token', await makeToken(3600, { memberId: 7 }), { path: '/' });
});
afterEach(() => {
  server.resetHandlers();
  vi.clearAllMocks();
});
afterAll(() => server.close());

describe('헤더 – 장바구니 배지', () => {
  it('cartCount 쿠키의 개수를 보이고 /cart 로 이어지며, 쿠키가 바뀌면 따라 바뀐다', async () => {
    Cookies.set('cartCount', '3', { path: '/' });
    renderApp(<SiteHeader />);
    expect(screen.getByRole('link', { name: '장바구니 3개' })).toHaveAttribute('href', '/cart');
    act(() => setCartCount(5));
    expect(screen.getByRole('link', { name: '장바구니 5개' })).toBeInTheDocument();
    expect(cartRead).not.toHaveBeenCalled();
  });

  it('막 로그인해 쿠키가 없으면 GET /v1/carts 로 한 번 받아 쿠키에 적는다', async () => {
    renderApp(<SiteHeader />);
    expect(await screen.findByRole('link', { name: '장바구니 2개' })).toBeInTheDocument();
    expect(Cookies.get('cartCount')).toBe('2');
    expect(cartRead).toHaveBeenCalledTimes(1);
  });

  it('결제 화면(/checkout)에서는 메뉴 없이 로고만', () => {
    pathname.current = '/checkout/success';
    Cookies.set('cartCount', '3', { path: '/' });
    renderApp(<SiteHeader />);
    expect(screen.getByRole('link', { name: '그로스몰' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '회원 메뉴' })).not.toBeInTheDocument();
  });
});
