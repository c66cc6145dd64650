import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from '@/components/layout/site-header';
import { clearAllCookies } from '../support/cookies';
import { makeToken } from '../support/jwt';
import { fakeSessionRoutes } from '../support/sessions';
import { renderApp } from './render-app';
import { router } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));

const API = 'http://localhost:4000/v1';
const cartItem = (id: number) => ({
  id,
  productId: id,
  productName: '인스타그램 한국인 팔로워',
  productKind: 'SINGLE',
  accountType: 'KOREAN',
  targetKey: 'demo.account',
  quantity: 100,
  days: 1,
  unitPrice: 55,
  discountRate: 0,
  total: 5500,
  available: true,
});
const server = setupServer(
  http.get(`${API}/my-page/7`, () =>
    HttpResponse.json({ memberId: 7, point: 1000, registrationType: 'EMAIL', reviewCount: 0, cellPhone: null, email: 'demo@example.com', emailVerified: true }),
  ),
  // 막 로그인해서 cartCount 쿠키가 없으면 배지가 장바구니를 한 번 불러 개수를 쿠키에 적는다
  http.get(`${API}/carts`, () => HttpResponse.json({ cartItemList: [cartItem(1), cartItem(2)], count: 2 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => clearAllCookies());
afterEach(() => {
  server.resetHandlers();
  vi.clearAllMocks();
});
afterAll(() => server.close());

describe('사이트 헤더', () => {
  it('로그아웃 상태: 로고(첫 화면)와 로그인 링크만 보인다', () => {
    renderApp(<SiteHeader />);
    expect(screen.getByRole('link', { name: '그로스몰' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/account/signin');
    expect(screen.queryByRole('button', { name: '로그아웃' })).not.toBeInTheDocument();
  });

  it('로그인 상태: 마이페이지 링크, 로그아웃 누르면 서버 세션을 닫고 쿠키를 지운 뒤 첫 화면으로', async () => {
    // 세션을 닫는 일은 웹 서버의 DELETE /api/sessions 가 한다(HttpOnly 리프레시 쿠키를 지우고 api 의 로그아웃을 부른다)
    const sessions = fakeSessionRoutes(server);
    const token = await makeToken(3600, { memberId: 7 });
    Cookies.set('token', token, { path: '/' });
    renderApp(<SiteHeader />);

    expect(screen.getByRole('link', { name: '마이페이지' })).toHaveAttribute('href', '/my-page');
    // 개수는 장바구니 요청 코드를 동적 import 로 불러온 뒤에 온다: 바쁜 기계에서는 1초를 넘길 수 있다
    expect(await screen.findByRole('link', { name: '장바구니 2개' }, { timeout: 5000 })).toHaveAttribute('href', '/cart');
    expect(Cookies.get('cartCount')).toBe('2');
    expect(screen.queryByRole('link', { name: '로그인' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '로그아웃' }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/'));
    expect(sessions.ended).toEqual([`Bearer ${token}`]);
    expect(Cookies.get('token')).toBeUndefined();
    expect(await screen.findByRole('link', { name: '로그인' })).toBeInTheDocument();
  });
});
