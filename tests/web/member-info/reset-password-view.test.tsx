import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordView } from '@/components/account/reset-password/reset-password-view';
import { MESSAGES } from '@/lib/schemas/members';
import { clearAllCookies } from '../support/cookies';
import { renderApp } from '../components/render-app';
import { pathname, router } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/account/reset-password';

const API = 'http://localhost:4000/v1';
const TOKEN = 'Zk3v9Qe1_reset-password-token-abcdefghijkl';
const ANSWER = '가입된 이메일이라면 비밀번호 재설정 링크를 보냈습니다. 메일함을 확인해주세요.';
const EXPIRED = { code: 'LINK_EXPIRED', message: '링크가 만료되었거나 이미 사용되었습니다.', meta: null };
const server = setupServer(http.post('http://localhost:3000/api/log', () => new HttpResponse(null, { status: 204 })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => clearAllCookies());
afterEach(() => {
  server.resetHandlers();
  vi.clearAllMocks();
});
afterAll(() => server.close());

describe('/account/reset-password – 링크 받기', () => {
  it('이메일을 보내면 서버의 같은 안내를 role="status" 로 보인다', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.post(`${API}/members/reset-pwd/mail`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('email'));
        return HttpResponse.json({ message: ANSWER }, { status: 202 });
      }),
    );
    const user = userEvent.setup();
    renderApp(<ResetPasswordView token={null} />);
    expect(screen.getByRole('heading', { name: '비밀번호 찾기' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('이메일'), 'demo@example.com');
    await user.click(screen.getByRole('button', { name: '재설정 링크 보내기' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ANSWER);
    expect(asked).toEqual(['demo@example.com']);
    expect(screen.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/account/signin');
  });

  it('틀린 형식이면 api 를 부르지 않고, 너무 자주 요청해 429 면 서버의 안내를 보인다', async () => {
    const mail = vi.fn(() =>
      HttpResponse.json(
        { code: 'TOO_MANY_RESET_MAILS', message: '비밀번호 재설정 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.', meta: null },
        { status: 429 },
      ),
    );
    server.use(http.post(`${API}/members/reset-pwd/mail`, mail));
    const user = userEvent.setup();
    renderApp(<ResetPasswordView token={null} />);
    await user.type(screen.getByLabelText('이메일'), 'demo@');
    await user.click(screen.getByRole('button', { name: '재설정 링크 보내기' }));
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(mail).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('이메일'), 'example.com');
    await user.click(screen.getByRole('button', { name: '재설정 링크 보내기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('비밀번호 재설정 요청이 너무 많습니다.');
    expect(mail).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('/account/reset-password?token=… – 새 비밀번호', () => {
  it('링크를 확인해 가린 주소를 보이고, 새 비밀번호를 토큰과 함께 보낸 뒤 로그인 화면으로', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(`${API}/members/reset-pwd`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('token')).toBe(TOKEN);
        return HttpResponse.json({ valid: true, email: 'de***@example.com' });
      }),
      http.patch(`${API}/members/reset-pwd`, async ({ request }) => {
        sent.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderApp(<ResetPasswordView token={TOKEN} />);
    expect(await screen.findByText('de***@example.com 계정의 새 비밀번호를 입력해주세요.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('새 비밀번호'), 'N3w-passw0rd!');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'Other-passw0rd!');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText(MESSAGES.passwordMismatch)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText('새 비밀번호 확인'));
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'N3w-passw0rd!');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/account/signin'));
    expect(sent).toEqual([{ token: TOKEN, password: 'N3w-passw0rd!' }]);
  });

  it('만료되었거나 쓴 링크면 안내와 다시 받기 링크를 보이고 폼은 없다', async () => {
    server.use(http.get(`${API}/members/reset-pwd`, () => HttpResponse.json(EXPIRED, { status: 410 })));
    renderApp(<ResetPasswordView token={TOKEN} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED.message);
    expect(screen.getByRole('link', { name: '재설정 링크 다시 받기' })).toHaveAttribute('href', '/account/reset-password');
    expect(screen.queryByLabelText('새 비밀번호')).not.toBeInTheDocument();
  });

  it('확인 뒤 변경하는 사이에 링크가 쓰였으면(410) 서버의 안내를 보이고 이동하지 않는다', async () => {
    server.use(
      http.get(`${API}/members/reset-pwd`, () => HttpResponse.json({ valid: true, email: 'de***@example.com' })),
      http.patch(`${API}/members/reset-pwd`, () => HttpResponse.json(EXPIRED, { status: 410 })),
    );
    const user = userEvent.setup();
    renderApp(<ResetPasswordView token={TOKEN} />);
    await user.type(await screen.findByLabelText('새 비밀번호'), 'N3w-passw0rd!');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'N3w-passw0rd!');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED.message);
    expect(router.push).not.toHaveBeenCalled();
  });
});
