import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SigninForm } from '@/components/account/signin-form';
import { SiteHeader } from '@/components/layout/site-header';
import { PopupSheet } from '@/components/main/popup-sheet';
import { clearAllCookies } from '../support/cookies';
import { makeToken } from '../support/jwt';
import { fakeSessionRoutes } from '../support/sessions';
import { makePopup } from '../storefront/fixtures';
import { renderApp } from './render-app';
import { pathname, router } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));

const API = 'http://localhost:4000/v1';
const me = { memberId: 7, point: 0, registrationType: 'EMAIL', reviewCount: 0, cellPhone: null, email: 'owner@example.com', emailVerified: true };
const server = setupServer(
  http.post('http://localhost:3000/api/log', () => new HttpResponse(null, { status: 204 })),
  http.get(`${API}/my-page/7`, () => HttpResponse.json(me)),
  http.get(`${API}/carts`, () => HttpResponse.json({ cartItemList: [], count: 0 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  clearAllCookies();
  window.localStorage.clear();
  pathname.current = '/';
});
afterEach(() => {
  server.resetHandlers();
  vi.clearAllMocks();
});
afterAll(() => server.close());

async function signInAs(role: 'ADMIN' | 'MEMBER') {
  fakeSessionRoutes(server, { memberId: 7 });
  const accessToken = await makeToken(3600, { memberId: 7, role });
  server.use(http.post(`${API}/members/login/email`, () => HttpResponse.json({ accessToken, refreshToken: 'refresh-1' })));
  pathname.current = '/account/signin';
  renderApp(<SigninForm />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('이메일'), 'owner@example.com');
  await user.type(screen.getByLabelText('비밀번호'), 'demo1234!');
  await user.click(screen.getByRole('button', { name: '로그인' }));
}

describe('운영자의 첫 화면', () => {
  it('돌아갈 곳 없이 로그인한 운영자는 콘솔 홈(/admin)으로 간다', async () => {
    await signInAs('ADMIN');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/admin'));
  });

  it('돌아갈 곳이 있으면 운영자도 그곳으로, 회원은 돌아갈 곳이 없으면 스토어 홈으로', async () => {
    Cookies.set('redirectUri', '/my-page/purchases', { path: '/' });
    await signInAs('ADMIN');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/my-page/purchases'));
  });

  it('회원은 돌아갈 곳이 없으면 스토어 홈으로', async () => {
    await signInAs('MEMBER');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
  });

  it('스토어 머리에 운영자에게만 관리자 콘솔 링크가 있다(콘솔 안에서는 없다)', async () => {
    Cookies.set('token', await makeToken(3600, { memberId: 7, role: 'ADMIN' }), { path: '/' });
    const { unmount } = renderApp(<SiteHeader />);
    expect(screen.getByRole('link', { name: '관리자 콘솔' })).toHaveAttribute('href', '/admin');
    unmount();

    pathname.current = '/admin/qnas';
    const inConsole = renderApp(<SiteHeader />);
    expect(screen.queryByRole('link', { name: '관리자 콘솔' })).not.toBeInTheDocument();
    inConsole.unmount();

    pathname.current = '/';
    Cookies.set('token', await makeToken(3600, { memberId: 7, role: 'MEMBER' }), { path: '/' });
    renderApp(<SiteHeader />);
    expect(screen.getByRole('link', { name: '마이페이지' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '관리자 콘솔' })).not.toBeInTheDocument();
  });

  it('신규 회원 첫 구매 안내 팝업은 운영자에게 뜨지 않는다(회원과 방문자에게는 뜬다)', async () => {
    Cookies.set('token', await makeToken(3600, { memberId: 7, role: 'ADMIN' }), { path: '/' });
    const { unmount } = renderApp(<PopupSheet popups={[makePopup()]} />);
    expect(screen.queryByRole('dialog', { name: '신규 회원 첫 구매 안내' })).not.toBeInTheDocument();
    unmount();

    Cookies.set('token', await makeToken(3600, { memberId: 7, role: 'MEMBER' }), { path: '/' });
    renderApp(<PopupSheet popups={[makePopup()]} />);
    expect(await screen.findByRole('dialog', { name: '신규 회원 첫 구매 안내' })).toBeInTheDocument();
  });
});
