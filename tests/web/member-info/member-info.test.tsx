import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemberInfoView } from '@/components/my-page/member-info/member-info-view';
import { renderApp } from '../components/render-app';
import { API, MEMBER_ID, logIn, memberServer } from '../my-purchases/fixtures';
import { pathname, router } from '../next-navigation';
import { fakeSessionRoutes } from '../support/sessions';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/my-page/member-info';

const SESSION = 'session-token-abcdefghijklmnopqrstuvwxyz';
const server = memberServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await logIn();
  // 확인을 마치면 '로그인 연결' 칸이 연결된 제공자를 읽는다(tests/web/social-accounts 가 자세히 본다)
  server.use(http.get(`${API}/my-page/:memberId/social-accounts`, () => HttpResponse.json({ items: [], hasPassword: true })));
});
afterEach(() => {
  server.resetHandlers();
  vi.clearAllMocks();
});
afterAll(() => server.close());

function answerCheckPwd() {
  server.use(
    http.post(`${API}/my-page/:memberId/member-info/check-pwd`, async ({ request }) => {
      const { password } = (await request.json()) as { password: string };
      if (password !== 'Right-pw1!') return HttpResponse.json({ code: 'PASSWORD_MISMATCH', message: '비밀번호가 일치하지 않습니다.', meta: { field: 'password' } }, { status: 401 });
      return HttpResponse.json({ myInfoSession: SESSION, expiresAt: new Date(Date.now() + 600_000).toISOString() });
    }),
  );
}

async function passCheck(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('현재 비밀번호'), 'Right-pw1!');
  await user.click(screen.getByRole('button', { name: '확인' }));
  await screen.findByRole('heading', { name: '휴대폰 번호 변경' });
}

describe('/my-page/member-info – 회원 정보', () => {
  it('비밀번호가 틀리면 서버의 안내를 그 칸 아래에, 맞으면 myInfoSession 쿠키를 두고 변경 폼을 보인다', async () => {
    answerCheckPwd();
    const user = userEvent.setup();
    renderApp(<MemberInfoView />);
    await user.type(await screen.findByLabelText('현재 비밀번호'), 'wrong-pw1!');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.getByLabelText('현재 비밀번호')).toHaveAccessibleDescription('비밀번호가 일치하지 않습니다.'));
    expect(screen.getByLabelText('현재 비밀번호')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(Cookies.get('myInfoSession')).toBeUndefined();
    // 비밀번호가 생각나지 않으면 메일로 다시 정한다
    expect(screen.getByRole('link', { name: '비밀번호 찾기' })).toHaveAttribute('href', '/account/reset-password');
    // 알림·광고 수신은 본인 확인 없이 바꾸는 따로 된 화면에서
    expect(screen.getByRole('link', { name: '알림 설정' })).toHaveAttribute('href', '/my-page/notifications');

    await user.clear(screen.getByLabelText('현재 비밀번호'));
    await passCheck(user);
    expect(Cookies.get('myInfoSession')).toBe(SESSION);
    expect(screen.getByRole('heading', { name: '로그인 연결' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '비밀번호 변경' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '이메일 변경' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '회원 탈퇴' })).toBeInTheDocument();
  });

  it('휴대폰·이메일 변경은 X-My-Info-Session 헤더를 보내고, 이메일은 인증 메일 안내를 보인다', async () => {
    answerCheckPwd();
    const seen: { path: string; header: string | null; body: unknown }[] = [];
    server.use(
      http.patch(`${API}/my-page/:memberId/member-info/reset-phone`, async ({ request }) => {
        seen.push({ path: 'phone', header: request.headers.get('x-my-info-session'), body: await request.json() });
        return HttpResponse.json({ cellPhone: '01022223333' });
      }),
      http.patch(`${API}/my-page/:memberId/member-info/reset-email`, async ({ request }) => {
        seen.push({ path: 'email', header: request.headers.get('x-my-info-session'), body: await request.json() });
        return HttpResponse.json({ message: '인증 메일을 보냈습니다. 새 이메일의 링크를 열면 변경이 끝납니다.' }, { status: 202 });
      }),
    );
    const user = userEvent.setup();
    renderApp(<MemberInfoView />, { toasts: true });
    await passCheck(user);
    // 저장은 숫자만이지만 보일 때는 입력받은 모양 그대로
    expect(await screen.findByText('지금 번호: 010-0000-0000')).toBeInTheDocument();

    await user.type(screen.getByLabelText('새 휴대폰 번호'), '010-2222-3333');
    await user.click(screen.getByRole('button', { name: '휴대폰 번호 변경' }));
    // 바꿨다는 말은 잠깐 뜨는 알림(role=status)으로: 초점은 폼에 남는다
    expect(await within(screen.getByTestId('toast-region')).findByText('휴대폰 번호를 바꿨습니다.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('새 이메일'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: '인증 메일 보내기' }));
    expect(await screen.findByText(/인증 메일을 보냈습니다/)).toBeInTheDocument();

    expect(seen).toEqual([
      { path: 'phone', header: SESSION, body: { cellPhone: '01022223333' } }, // 폼이 스키마로 숫자만 남긴다
      { path: 'email', header: SESSION, body: { email: 'new@example.com' } },
    ]);
  });

  it('새 비밀번호 두 칸이 다르면 보내지 않는다', async () => {
    answerCheckPwd();
    const reset = vi.fn(() => new HttpResponse(null, { status: 204 }));
    server.use(http.patch(`${API}/my-page/:memberId/member-info/reset-pwd`, reset));
    const user = userEvent.setup();
    renderApp(<MemberInfoView />);
    await passCheck(user);
    await user.type(screen.getByLabelText('새 비밀번호'), 'New-passw0rd!');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'Other-passw0rd!');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText('비밀번호가 일치하지 않습니다.')).toBeInTheDocument();
    expect(reset).not.toHaveBeenCalled();
  });

  it('세션이 끝나 403 MY_INFO_SESSION_REQUIRED 가 오면 비밀번호 확인으로 돌아간다', async () => {
    answerCheckPwd();
    server.use(
      http.patch(`${API}/my-page/:memberId/member-info/reset-phone`, () =>
        HttpResponse.json({ code: 'MY_INFO_SESSION_REQUIRED', message: '본인 확인이 필요합니다. 비밀번호나 연결한 계정으로 다시 확인해주세요.', meta: null }, { status: 403 }),
      ),
    );
    const user = userEvent.setup();
    renderApp(<MemberInfoView />);
    await passCheck(user);
    await user.type(screen.getByLabelText('새 휴대폰 번호'), '010-2222-3333');
    await user.click(screen.getByRole('button', { name: '휴대폰 번호 변경' }));
    expect(await screen.findByLabelText('현재 비밀번호')).toBeInTheDocument();
    expect(screen.getByText('본인 확인이 필요합니다. 비밀번호나 연결한 계정으로 다시 확인해주세요.')).toBeInTheDocument();
    expect(Cookies.get('myInfoSession')).toBeUndefined();
  });

  it('탈퇴: 지워지는 것과 남는 것을 알리고, 동의해야 누를 수 있고, 끝나면 로그아웃처럼 쿠키를 지우고 완료 화면(/account/withdrawn)으로 간다', async () => {
    answerCheckPwd();
    const deleted = vi.fn();
    const sessions = fakeSessionRoutes(server, { memberId: MEMBER_ID });
    server.use(
      http.delete(`${API}/my-page/:memberId/member-info`, ({ request, params }) => {
        deleted(params.memberId, request.headers.get('x-my-info-session'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    Cookies.set('userInfo', JSON.stringify({ memberId: MEMBER_ID, point: 0, registrationType: 'EMAIL', reviewCount: 0 }), { path: '/' });
    Cookies.set('cartCount', '2', { path: '/' });
    const user = userEvent.setup();
    renderApp(<MemberInfoView />);
    await passCheck(user);

    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    const group = screen.getByRole('group', { name: '회원 탈퇴 확인' });
    expect(group).toHaveTextContent('이메일, 이름, 휴대폰 번호, 비밀번호');
    expect(group).toHaveTextContent('구매·결제 기록(5년), 문의 기록(3년)');
    const confirm = screen.getByRole('button', { name: '탈퇴하기' });
    expect(confirm).toBeDisabled();
    await user.click(screen.getByLabelText('위 내용을 확인했으며 탈퇴에 동의합니다.'));
    await user.click(confirm);

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/account/withdrawn'));
    expect(deleted).toHaveBeenCalledWith(String(MEMBER_ID), SESSION);
    for (const name of ['token', 'refreshToken', 'myInfoSession', 'userInfo', 'cartCount']) expect(Cookies.get(name), name).toBeUndefined();
    // HttpOnly 리프레시 쿠키는 웹 서버가 지운다(세션은 탈퇴가 이미 닫았다)
    await waitFor(() => expect(sessions.ended).toHaveLength(1));
  });

  it('탈퇴: 진행 중인 서비스가 있으면 서버의 이유를 보이고 그대로 남는다', async () => {
    answerCheckPwd();
    server.use(
      http.delete(`${API}/my-page/:memberId/member-info`, () =>
        HttpResponse.json(
          { code: 'SERVICES_IN_PROGRESS', message: '진행 중인 서비스가 있어 탈퇴할 수 없습니다. 서비스가 끝난 뒤 다시 시도해주세요.', meta: null },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp(<MemberInfoView />);
    await passCheck(user);
    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    await user.click(screen.getByLabelText('위 내용을 확인했으며 탈퇴에 동의합니다.'));
    await user.click(screen.getByRole('button', { name: '탈퇴하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('진행 중인 서비스가 있어 탈퇴할 수 없습니다.');
    expect(router.replace).not.toHaveBeenCalled();
    expect(Cookies.get('token')).toBeTruthy();
  });
});
