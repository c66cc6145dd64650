import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { VerifyEmailView } from '@/components/account/verify-email-view';
import { rememberVerificationMailSent } from '@/lib/session/verification-notice';
import { renderApp } from '../components/render-app';
import { API, MEMBER_ID, logIn } from '../my-purchases/fixtures';
import { clearAllCookies } from '../support/cookies';

vi.mock('next/navigation', () => import('../next-navigation'));

const TOKEN = 'Vq8Hn2_verify-email-token-abcdefghijklmnopq';
const EXPIRED = { code: 'LINK_EXPIRED', message: '링크가 만료되었거나 이미 사용되었습니다.', meta: null };

const server = setupServer(http.post('http://localhost:3000/api/log', () => new HttpResponse(null, { status: 204 })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  clearAllCookies();
  sessionStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** 내 정보: 처음에는 인증 전, verified() 뒤에는 인증됨 */
function memberInfo() {
  const state = { verified: false, asked: 0 };
  server.use(
    http.get(`${API}/my-page/${MEMBER_ID}`, () => {
      state.asked += 1;
      return HttpResponse.json({ memberId: MEMBER_ID, point: 0, registrationType: 'EMAIL', reviewCount: 0, cellPhone: null, email: 'new@example.com', emailVerified: state.verified });
    }),
  );
  return state;
}

describe('/account/verify-email – 가입 인증 메일의 링크', () => {
  it('로그인하지 않아도 링크의 토큰으로 한 번 인증하고 마쳤다고 알린다, 다음으로 갈 곳은 로그인과 첫 화면', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/members/verify-email`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ alreadyVerified: false, message: '이메일 인증을 마쳤습니다. 이제 결제와 문의·후기 작성을 이용할 수 있습니다.' });
      }),
    );
    renderApp(<VerifyEmailView token={TOKEN} />);
    expect(screen.getByRole('heading', { level: 1, name: '이메일 인증' })).toBeInTheDocument();
    expect(await screen.findByText('이메일 인증을 마쳤습니다. 이제 결제와 문의·후기 작성을 이용할 수 있습니다.')).toHaveAttribute('role', 'status');
    expect(bodies).toEqual([{ token: TOKEN }]);
    const next = screen.getByRole('navigation', { name: '다음으로' });
    expect(within(next).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['로그인', '/account/signin'],
      ['첫 화면으로', '/'],
    ]);
  });

  it('로그인한 채 열면 인증 뒤 내 정보를 다시 읽어(배너가 걷힌다) 가입 안내 표시를 지우고, 쇼핑을 이어 가게 한다', async () => {
    await logIn();
    const info = memberInfo();
    rememberVerificationMailSent();
    server.use(
      http.post(`${API}/members/verify-email`, async () => {
        // 처음 읽은 내 정보(인증 전)가 온 뒤에 답한다: 그 뒤의 읽기는 인증이 불러온 것이다
        while (info.asked < 1) await new Promise((resolve) => setTimeout(resolve, 5));
        info.verified = true;
        return HttpResponse.json({ alreadyVerified: false, message: '이메일 인증을 마쳤습니다. 이제 결제와 문의·후기 작성을 이용할 수 있습니다.' });
      }),
    );
    renderApp(<VerifyEmailView token={TOKEN} />);
    expect(await screen.findByText(/이메일 인증을 마쳤습니다/)).toBeInTheDocument();
    await waitFor(() => expect(info.asked).toBeGreaterThanOrEqual(2));
    expect(sessionStorage.length).toBe(0);
    expect(screen.getByRole('link', { name: '쇼핑 계속하기' })).toHaveAttribute('href', '/');
  });

  it('이미 인증한 링크를 다시 열면 친절하게 그렇다고만 한다', async () => {
    server.use(http.post(`${API}/members/verify-email`, () => HttpResponse.json({ alreadyVerified: true, message: '이미 인증을 마친 이메일입니다.' })));
    renderApp(<VerifyEmailView token={TOKEN} />);
    expect(await screen.findByText('이미 인증을 마친 이메일입니다.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('만료된 링크(410): 서버 문구를 알리고, 로그인한 인증 전 회원에게는 그 자리에서 새 메일을 받게 한다', async () => {
    await logIn();
    memberInfo();
    let sent = 0;
    server.use(
      http.post(`${API}/members/verify-email`, () => HttpResponse.json(EXPIRED, { status: 410 })),
      http.post(`${API}/members/verify-email/mail`, () => {
        sent += 1;
        return HttpResponse.json({ message: '인증 메일을 보냈습니다. 메일함을 확인해주세요.' }, { status: 202 });
      }),
    );
    renderApp(<VerifyEmailView token={TOKEN} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('링크가 만료되었거나 이미 사용되었습니다.');
    const resend = await screen.findByRole('button', { name: '인증 메일 다시 보내기' });
    await userEvent.setup().click(resend);
    expect(await screen.findByText('인증 메일을 보냈습니다. 메일함을 확인해주세요.')).toHaveAttribute('role', 'status');
    expect(sent).toBe(1);
  });

  it('만료된 링크를 로그인하지 않고 열면 로그인한 뒤 다시 받을 수 있다고 안내한다', async () => {
    server.use(http.post(`${API}/members/verify-email`, () => HttpResponse.json(EXPIRED, { status: 410 })));
    renderApp(<VerifyEmailView token={TOKEN} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('링크가 만료되었거나 이미 사용되었습니다.');
    expect(screen.getByText('로그인하면 화면 위의 안내에서 인증 메일을 다시 받을 수 있습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '인증 메일 다시 보내기' })).not.toBeInTheDocument();
  });

  it('토큰이 없으면 api 를 부르지 않고 링크를 다시 열라고 안내한다', async () => {
    // 처리기가 없는 요청은 실패(onUnhandledRequest: error)
    renderApp(<VerifyEmailView token={null} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('링크 정보가 없습니다. 메일의 링크를 다시 열어주세요.');
  });
});
