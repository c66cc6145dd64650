import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SigninForm } from '@/components/account/signin-form';
import { MESSAGES } from '@/lib/schemas/members';
import { clearAllCookies } from '../support/cookies';
import { makeToken } from '../support/jwt';
import { fakeSessionRoutes } from '../support/sessions';
import { renderApp } from './render-app';
import { pathname, router } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/account/signin';

const API = 'http://localhost:4000/v1';
const server = setupServer(http.post('http://localhost:3000/api/log', () => new HttpResponse(null, { status: 204 })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => clearAllCookies());
afterEach(() => {
  server.resetHandlers();
  vi.clearAllMocks();
});
afterAll(() => server.close());

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('이메일'), email);
  if (password) await user.type(screen.getByLabelText('비밀번호'), password);
  await user.click(screen.getByRole('button', { name: '로그인' }));
}

describe('로그인 폼 (/account/signin)', () => {
  it('빈 칸으로 제출하면 칸마다 한국어 안내가 보이고 API 를 부르지 않는다', async () => {
    const login = vi.fn();
    server.use(http.post(`${API}/members/login/email`, login));
    renderApp(<SigninForm />);
    await fillAndSubmit('', '');
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('이메일 형식이 틀리면 형식 안내를 보인다', async () => {
    renderApp(<SigninForm />);
    await fillAndSubmit('demo@', 'demo1234!');
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
  });

  it('서버가 거절하면 서버의 문구를 role="alert" 로 보이고 이동하지 않는다', async () => {
    server.use(
      http.post(`${API}/members/login/email`, () =>
        HttpResponse.json(
          { code: 'INVALID_CREDENTIALS', message: '이메일 또는 비밀번호가 올바르지 않습니다.', meta: null },
          { status: 401 },
        ),
      ),
    );
    renderApp(<SigninForm />);
    await fillAndSubmit('demo@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('이메일 또는 비밀번호가 올바르지 않습니다.');
    expect(router.replace).not.toHaveBeenCalled();
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('성공하면 리프레시 토큰을 웹 서버에 맡기고(화면 쿠키에 두지 않는다) 새 액세스 토큰으로 redirectUri 로 돌아간다', async () => {
    const accessToken = await makeToken(3600, { memberId: 7 });
    const sessions = fakeSessionRoutes(server, { memberId: 7 });
    let sentBody: unknown;
    server.use(
      http.post(`${API}/members/login/email`, async ({ request }) => {
        sentBody = await request.json();
        return HttpResponse.json({ accessToken, refreshToken: 'refresh-1' });
      }),
      http.get(`${API}/my-page/7`, () =>
        HttpResponse.json({ memberId: 7, point: 1000, registrationType: 'EMAIL', reviewCount: 0, cellPhone: null, email: 'demo@example.com', emailVerified: true }),
      ),
    );
    Cookies.set('redirectUri', '/my-page', { path: '/' });
    renderApp(<SigninForm />);
    await fillAndSubmit('Demo@Example.com', 'demo1234!');

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/my-page'));
    expect(sentBody).toEqual({ email: 'demo@example.com', password: 'demo1234!' });
    expect(sessions.handedOver).toEqual(['refresh-1']);
    // 서버가 곧바로 회전한 토큰: 로그인 응답이 지나온 액세스 토큰이 아니다
    expect(Cookies.get('token')).toBe(sessions.issued[0]);
    expect(Cookies.get('token')).not.toBe(accessToken);
    expect(Cookies.get('refreshToken')).toBeUndefined();
    expect(Cookies.get('redirectUri')).toBeUndefined();
  });

  it('회원가입 링크가 있다', () => {
    renderApp(<SigninForm />);
    expect(screen.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/account/signup');
  });

  it('비밀번호 찾기 링크가 /account/reset-password 로 간다', () => {
    renderApp(<SigninForm />);
    expect(screen.getByRole('link', { name: '비밀번호 찾기' })).toHaveAttribute('href', '/account/reset-password');
  });
});
