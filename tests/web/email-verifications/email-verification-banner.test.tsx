import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmailVerificationBanner } from '@/components/account/email-verification-banner';
import { rememberVerificationMailSent } from '@/lib/session/verification-notice';
import { renderApp } from '../components/render-app';
import { API, MEMBER_ID, logIn } from '../my-purchases/fixtures';
import { pathname } from '../next-navigation';
import { clearAllCookies } from '../support/cookies';

vi.mock('next/navigation', () => import('../next-navigation'));

const member = (emailVerified: boolean) => ({
  memberId: MEMBER_ID,
  point: 0,
  registrationType: 'EMAIL',
  reviewCount: 0,
  cellPhone: '01012345678',
  email: 'new@example.com',
  emailVerified,
});

const server = setupServer(http.post('http://localhost:3000/api/log', () => new HttpResponse(null, { status: 204 })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  pathname.current = '/';
  sessionStorage.clear();
  await logIn();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const answerMember = (emailVerified: boolean) => server.use(http.get(`${API}/my-page/${MEMBER_ID}`, () => HttpResponse.json(member(emailVerified))));

describe('이메일 인증 배너', () => {
  it('인증 전 회원: 제목이 있는 영역에 보낸 주소와 막힌 일, 다시 보내기 → 보냈다는 안내, 1분 안에 또 누르면 한도 문구', async () => {
    answerMember(false);
    let sends = 0;
    server.use(
      http.post(`${API}/members/verify-email/mail`, ({ request }) => {
        expect(request.headers.get('authorization')).toMatch(/^Bearer /);
        sends += 1;
        if (sends === 1) return HttpResponse.json({ message: '인증 메일을 보냈습니다. 메일함을 확인해주세요.' }, { status: 202 });
        return HttpResponse.json(
          { code: 'TOO_MANY_VERIFICATION_MAILS', message: '인증 메일은 1분에 한 번만 보낼 수 있습니다. 잠시 후 다시 시도해주세요.', meta: { retryAfterSeconds: 42 } },
          { status: 429, headers: { 'Retry-After': '42' } },
        );
      }),
    );
    renderApp(<EmailVerificationBanner />);

    const banner = await screen.findByRole('region', { name: '이메일 인증이 필요합니다' });
    expect(within(banner).getByRole('heading', { level: 2 })).toHaveTextContent('이메일 인증이 필요합니다');
    expect(banner).toHaveTextContent('new@example.com(으)로 인증 메일을 보냈습니다.');
    expect(banner).toHaveTextContent('결제와 1:1 문의·후기 작성을 이용할 수 있습니다.');

    const user = userEvent.setup();
    await user.click(within(banner).getByRole('button', { name: '인증 메일 다시 보내기' }));
    expect(await within(banner).findByRole('status')).toHaveTextContent('인증 메일을 보냈습니다. 메일함을 확인해주세요.');

    await user.click(within(banner).getByRole('button', { name: '인증 메일 다시 보내기' }));
    expect(await within(banner).findByRole('alert')).toHaveTextContent('인증 메일은 1분에 한 번만 보낼 수 있습니다. 잠시 후 다시 시도해주세요.');
    expect(within(banner).queryByRole('status')).not.toBeInTheDocument();
    expect(sends).toBe(2);
  });

  it('가입 직후에는 가입 안내를 겸한다', async () => {
    answerMember(false);
    rememberVerificationMailSent();
    renderApp(<EmailVerificationBanner />);
    expect(await screen.findByRole('region', { name: '가입을 환영합니다! 이메일을 인증해주세요' })).toHaveTextContent('new@example.com(으)로 인증 메일을 보냈습니다.');
  });

  it('인증한 회원에게는 뜨지 않고, 가입 안내 표시도 지운다', async () => {
    let asked = 0;
    server.use(
      http.get(`${API}/my-page/${MEMBER_ID}`, () => {
        asked += 1;
        return HttpResponse.json(member(true));
      }),
    );
    rememberVerificationMailSent();
    renderApp(<EmailVerificationBanner />);
    await waitFor(() => expect(asked).toBe(1));
    await waitFor(() => expect(sessionStorage.length).toBe(0));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('로그인하지 않았으면 묻지도 그리지도 않는다, 인증 화면에서도 뜨지 않는다', async () => {
    clearAllCookies();
    const { unmount } = renderApp(<EmailVerificationBanner />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    unmount();

    await logIn();
    let asked = 0;
    server.use(
      http.get(`${API}/my-page/${MEMBER_ID}`, () => {
        asked += 1;
        return HttpResponse.json(member(false));
      }),
    );
    pathname.current = '/account/verify-email';
    renderApp(<EmailVerificationBanner />);
    // 회원 정보(인증 전)가 온 뒤에도 그리지 않는다
    await waitFor(() => expect(asked).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
