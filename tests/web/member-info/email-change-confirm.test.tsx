import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EmailChangeConfirm } from '@/components/my-page/member-info/email-change-confirm';
import { takeRedirectUri } from '@/lib/session/client';
import { clearAllCookies } from '../support/cookies';
import { renderApp } from '../components/render-app';
import { API, MEMBER_ID, logIn, memberServer } from '../my-purchases/fixtures';

const TOKEN = 'Zk3v9Qe1_change-email-token-abcdefghijklmn';
const server = memberServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  clearAllCookies();
});
afterAll(() => server.close());

describe('/account/email-change – 새 이메일의 링크를 열었을 때', () => {
  it('로그인한 본인이면 링크의 토큰으로 한 번 확정하고 바뀐 주소를 보인다', async () => {
    await logIn();
    const calls: { memberId: string; token: string | null }[] = [];
    server.use(
      http.get(`${API}/my-page/:memberId/member-info/reset-email/mail`, ({ request, params }) => {
        calls.push({ memberId: String(params.memberId), token: new URL(request.url).searchParams.get('token') });
        return HttpResponse.json({ email: 'new@example.com' });
      }),
    );
    renderApp(<EmailChangeConfirm token={TOKEN} />);
    expect(await screen.findByRole('status')).toHaveTextContent('이메일이 new@example.com(으)로 변경되었습니다.');
    expect(calls).toEqual([{ memberId: String(MEMBER_ID), token: TOKEN }]);
    expect(screen.getByRole('link', { name: '회원 정보로' })).toHaveAttribute('href', '/my-page/member-info');
  });

  it('만료되었거나 쓴 링크면 서버의 안내를 role="alert" 로 보인다', async () => {
    await logIn();
    server.use(
      http.get(`${API}/my-page/:memberId/member-info/reset-email/mail`, () =>
        HttpResponse.json({ code: 'LINK_EXPIRED', message: '링크가 만료되었거나 이미 사용되었습니다.', meta: null }, { status: 410 }),
      ),
    );
    renderApp(<EmailChangeConfirm token={TOKEN} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('링크가 만료되었거나 이미 사용되었습니다.');
  });

  it('토큰이 없으면 api 를 부르지 않고 링크를 다시 열라고 안내한다', async () => {
    await logIn();
    renderApp(<EmailChangeConfirm token={null} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('링크 정보가 없습니다. 메일의 링크를 다시 열어주세요.');
  });

  it('로그인하지 않았으면 확정하지 않고, 로그인 링크를 누르면 로그인 뒤 이 링크로 돌아오게 적어 둔다', async () => {
    // 처리기가 없는 요청은 실패(onUnhandledRequest: error): 확정 api 를 부르지 않는다
    renderApp(<EmailChangeConfirm token={TOKEN} />);
    expect(screen.getByText(/이메일 변경을 마치려면 먼저 로그인해주세요/)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: '로그인' });
    expect(link).toHaveAttribute('href', '/account/signin');
    expect(Cookies.get('redirectUri')).toBeUndefined();

    // next/link 가 jsdom 에서 이동하지 않게 막고 클릭만 본다
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.setup().click(link);
    expect(takeRedirectUri()).toBe(`/account/email-change?token=${TOKEN}`);
  });
});
