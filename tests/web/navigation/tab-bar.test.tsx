import { screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TabBar } from '@/components/layout/tab-bar';
import { closeModal, openModal } from '@/lib/modal';
import { setCartCount } from '@/lib/session/client';
import { MEMBER, makeCartItem } from '../cart/cart-fixtures';
import { renderApp } from '../components/render-app';
import { pathname } from '../next-navigation';
import { clearAllCookies } from '../support/cookies';
import { makeToken } from '../support/jwt';

vi.mock('next/navigation', () => import('../next-navigation'));

const API = 'http://localhost:4000/v1';
const cartRead = vi.fn(() => HttpResponse.json({ cartItemList: [makeCartItem(), makeCartItem({ id: 2 })], count: 2 }));
const server = setupServer(http.get(`${API}/my-page/7`, () => HttpResponse.json(MEMBER)), http.get(`${API}/carts`, cartRead));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  clearAllCookies();
  pathname.current = '/';
});
afterEach(() => {
  server.resetHandlers();
  vi.clearAllMocks();
});
afterAll(() => server.close());

const signIn = async () => Cookies.set('token', await makeToken(3600, { memberId: 7 }), { path: '/' });
const tabBar = () => screen.getByRole('navigation', { name: '주요 메뉴' });
const tab = (name: string | RegExp) => within(tabBar()).getByRole('link', { name });

describe('탭 바', () => {
  it('다섯 탭이 각 화면으로 이어지고, 지금 화면의 탭만 aria-current="page"', () => {
    pathname.current = '/search';
    renderApp(<TabBar />);
    const links = within(tabBar()).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['홈', '/'],
      ['전체 서비스', '/channels'],
      ['검색', '/search'],
      ['장바구니', '/cart'],
      ['마이페이지', '/my-page'],
    ]);
    expect(tab('검색')).toHaveAttribute('aria-current', 'page');
    for (const other of ['홈', '전체 서비스', '장바구니', '마이페이지']) expect(tab(other)).not.toHaveAttribute('aria-current');
  });

  it('아래 화면(채널 하나, 주문 하나)에서는 그 탭이 aria-current="true": 탭 화면 그 자체는 아니다', () => {
    pathname.current = '/channels/3/7';
    const { unmount } = renderApp(<TabBar />);
    expect(tab('전체 서비스')).toHaveAttribute('aria-current', 'true');
    expect(tab('홈')).not.toHaveAttribute('aria-current');
    unmount();

    pathname.current = '/my-page/purchases/12';
    renderApp(<TabBar />);
    expect(tab('마이페이지')).toHaveAttribute('aria-current', 'true');
  });

  it('로그인한 회원에게 장바구니 개수를 보이고, 장바구니가 바뀌면(cartCount) 따라 바뀐다', async () => {
    await signIn();
    Cookies.set('cartCount', '3', { path: '/' });
    renderApp(<TabBar />);
    expect(tab('장바구니 3개')).toHaveAttribute('href', '/cart');
    act(() => setCartCount(5));
    expect(tab('장바구니 5개')).toBeInTheDocument();
    expect(cartRead).not.toHaveBeenCalled();
  });

  it('막 로그인해 개수를 모르면 장바구니를 한 번 받아 개수를 채운다', async () => {
    await signIn();
    renderApp(<TabBar />);
    // 요청 코드를 동적 import 로 싣고 받는다: 느린 기계에서도 기다릴 만큼
    expect(await within(tabBar()).findByRole('link', { name: '장바구니 2개' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(cartRead).toHaveBeenCalledTimes(1);
    expect(Cookies.get('cartCount')).toBe('2');
  });

  it('손님에게는 개수 없이 장바구니, 남은 cartCount 쿠키도 보이지 않는다', () => {
    Cookies.set('cartCount', '4', { path: '/' });
    renderApp(<TabBar />);
    expect(tab('장바구니')).toBeInTheDocument();
    expect(within(tabBar()).queryByText('4')).not.toBeInTheDocument();
    expect(cartRead).not.toHaveBeenCalled();
  });

  it.each(['/checkout', '/checkout/success', '/admin/purchases', '/products/6'])('%s 에서는 보이지 않는다', (path) => {
    pathname.current = path;
    renderApp(<TabBar />);
    expect(screen.queryByRole('navigation', { name: '주요 메뉴' })).not.toBeInTheDocument();
  });

  it('모달이 열리면 감추고 닫히면 다시 보인다', () => {
    renderApp(<TabBar />);
    expect(tabBar()).toBeInTheDocument();
    act(() => openModal('inquiryWrite'));
    expect(screen.queryByRole('navigation', { name: '주요 메뉴' })).not.toBeInTheDocument();
    act(() => closeModal());
    expect(tabBar()).toBeInTheDocument();
  });

  it('모든 탭은 손가락 하나(44px) 이상', () => {
    renderApp(<TabBar />);
    for (const link of within(tabBar()).getAllByRole('link')) {
      const style = getComputedStyle(link);
      expect(parseInt(style.minHeight, 10), link.textContent ?? '').toBeGreaterThanOrEqual(44);
      expect(parseInt(style.minWidth, 10), link.textContent ?? '').toBeGreaterThanOrEqual(44);
    }
  });
});
