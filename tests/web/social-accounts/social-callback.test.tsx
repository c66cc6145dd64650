import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SocialCallback } from '@/components/social-accounts/social-callback';
import { OAUTH_PENDING_STORAGE_KEY, OAuthCallbackBodySchema, type SocialProvider } from '@/lib/schemas/social-accounts';
import { renderApp } from '../components/render-app';
import { makeToken } from '../support/jwt';
import { fakeSessionRoutes } from '../support/sessions';
import { pathname, router } from '../next-navigation';
import { API, apiError, signupRequired, socialServer, STATE, setUpSocialTests } from './fixtures';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/account/social/kakao';

const server = socialServer();
setUpSocialTests(server);

function startedHere(provider: SocialProvider = 'KAKAO', redirectUri: string | null = '/products/100', state = STATE) {
  sessionStorage.setItem(OAUTH_PENDING_STORAGE_KEY, JSON.stringify({ purpose: 'LOGIN', provider, redirectUri, state }));
}

function renderCallback(props: Partial<{ provider: SocialProvider; code: string | null; state: string | null; error: string | null }> = {}) {
  return renderApp(<SocialCallback provider="KAKAO" code="code-abc" state={STATE} error={null} {...props} />);
}

describe('/account/social/{provider} – 로그인', () => {
  it('기다리는 동안 바로 읽히는 안내 글자를 보이고, LOGGED_IN 이면 리프레시 토큰을 웹 서버에 맡기고 api 가 돌려준 곳으로 간다', async () => {
    startedHere();
    const sessions = fakeSessionRoutes(server);
    Cookies.set('redirectUri', '/products/100', { path: '/' });
    const accessToken = await makeToken(3600, { memberId: 7 });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const seen: { body: unknown; credentials: RequestCredentials }[] = [];
    server.use(
      http.post(`${API}/members/login/social`, async ({ request }) => {
        seen.push({ body: await request.json(), credentials: request.credentials });
        await gate;
        return HttpResponse.json({ result: 'LOGGED_IN', accessToken, refreshToken: 'refresh-1', memberId: 7, redirectUri: '/products/100' });
      }),
    );
    const { container } = renderCallback();

    const waiting = await screen.findByRole('status');
    expect(waiting).toHaveTextContent('카카오 로그인 정보를 확인하고 있습니다.');
    // 기다림 안내는 바로 읽혀야 한다: aria-busy 인 영역 안에 두면 읽기가 미뤄진다
    expect(waiting.closest('[aria-busy="true"]')).toBeNull();
    expect(container.querySelector('section')).not.toBeNull();
    await waitFor(() => expect(seen).toHaveLength(1));
    release();

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/products/100'));
    expect(seen).toEqual([{ body: { provider: 'KAKAO', state: STATE, code: 'code-abc' }, credentials: 'include' }]);
    expect(sessions.handedOver).toEqual(['refresh-1']);
    expect(Cookies.get('token')).toBe(sessions.issued[0]);
    expect(Cookies.get('token')).not.toBe(accessToken);
    expect(Cookies.get('refreshToken')).toBeUndefined();
    // 한 번만 쓰는 값들은 지운다
    expect(Cookies.get('redirectUri')).toBeUndefined();
    expect(sessionStorage.getItem(OAUTH_PENDING_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(Cookies.get('userInfo')).toContain('"memberId":7'));
  });

  it('api 가 redirectUri 를 돌려주지 않으면 이 탭에 적어 둔 곳으로 간다', async () => {
    startedHere('KAKAO', '/cart');
    fakeSessionRoutes(server);
    server.use(
      http.post(`${API}/members/login/social`, async () =>
        HttpResponse.json({ result: 'LOGGED_IN', accessToken: await makeToken(3600, { memberId: 7 }), refreshToken: 'r', memberId: 7, redirectUri: null }),
      ),
    );
    renderCallback();
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/cart'));
  });

  it('SIGNUP_REQUIRED 면 가입권을 sessionStorage 에 두고 /account/signup/social 로 간다(토큰은 없다)', async () => {
    startedHere();
    server.use(http.post(`${API}/members/login/social`, () => HttpResponse.json(signupRequired())));
    renderCallback();
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/account/signup/social'));
    expect(JSON.parse(sessionStorage.getItem('oauthSignup') ?? 'null')).toMatchObject({ signupTicket: signupRequired().signupTicket, redirectUri: '/products/100' });
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('회원이 제공자 화면에서 취소하면 error 를 그대로 넘기고 api 의 문구와 로그인으로 돌아가는 길을 보인다', async () => {
    startedHere();
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/members/login/social`, async ({ request }) => {
        bodies.push(await request.json());
        return apiError(400, 'SOCIAL_LOGIN_CANCELLED', '카카오 로그인을 취소했습니다. 다시 시도하려면 버튼을 눌러주세요.');
      }),
    );
    renderCallback({ code: null, error: 'access_denied' });
    expect(await screen.findByRole('alert')).toHaveTextContent('카카오 로그인을 취소했습니다.');
    expect(bodies).toEqual([{ provider: 'KAKAO', state: STATE, error: 'access_denied' }]);
    expect(screen.getByRole('link', { name: '로그인으로 돌아가기' })).toHaveAttribute('href', '/account/signin');
    expect(screen.queryByRole('status')).toBeNull();
    expect(Cookies.get('token')).toBeUndefined();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it.each([
    ['SOCIAL_STATE_INVALID', 400, '로그인 요청이 만료되었거나 올바르지 않습니다. 처음부터 다시 시도해주세요.'],
    ['SOCIAL_CODE_INVALID', 400, '이미 사용했거나 만료된 로그인 요청입니다. 다시 로그인해주세요.'],
    ['SOCIAL_PROVIDER_TIMEOUT', 504, '카카오의 응답이 늦어지고 있습니다. 잠시 후 다시 시도해주세요.'],
    ['SOCIAL_PROVIDER_UNAVAILABLE', 502, '카카오 로그인이 잠시 원활하지 않습니다.'],
    ['SOCIAL_EMAIL_REQUIRED', 422, '카카오 계정에 이메일이 없습니다. 이메일 제공에 동의해주세요.'],
    ['MEMBER_STOPPED', 403, '이용이 정지된 계정입니다. 고객센터로 문의해주세요.'],
  ])('%s: api 의 한국어 문구를 그대로 보인다', async (code, status, message) => {
    startedHere();
    server.use(http.post(`${API}/members/login/social`, () => apiError(status, code, message)));
    renderCallback();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: '로그인으로 돌아가기' })).toBeInTheDocument();
  });

  it('state 가 없으면 보내지 않고 계약의 문구를 보인다', async () => {
    const login = vi.fn();
    server.use(http.post(`${API}/members/login/social`, login));
    renderCallback({ state: null });
    const expected = OAuthCallbackBodySchema.safeParse({ provider: 'KAKAO', code: 'x' }).error?.issues[0]?.message;
    expect(expected).toBeTruthy();
    expect(await screen.findByRole('alert')).toHaveTextContent(expected as string);
    expect(login).not.toHaveBeenCalled();
  });

  it('이 탭의 기록이 다른 시도(다른 state)의 것이면 그 목적을 믿지 않고 로그인으로 처리한다', async () => {
    sessionStorage.setItem(OAUTH_PENDING_STORAGE_KEY, JSON.stringify({ purpose: 'LINK', provider: 'KAKAO', redirectUri: '/my-page/member-info', state: 'other-state-0123456789' }));
    const login = vi.fn(() => apiError(400, 'SOCIAL_STATE_INVALID', '로그인 요청이 올바르지 않습니다.'));
    server.use(http.post(`${API}/members/login/social`, login));
    renderCallback();
    expect(await screen.findByRole('alert')).toHaveTextContent('로그인 요청이 올바르지 않습니다.');
    expect(login).toHaveBeenCalledTimes(1);
  });
});

describe('/account/social/{provider} – 이미 가입된 이메일(409 SOCIAL_EMAIL_REGISTERED)', () => {
  const LINK_TICKET = 'link-ticket-0123456789abcdef';
  const conflict = (signInMethods: string[]) =>
    apiError(409, 'SOCIAL_EMAIL_REGISTERED', '이미 가입된 이메일입니다. 기존 방법으로 로그인하면 카카오 계정을 연결할 수 있습니다.', {
      provider: 'KAKAO',
      maskedEmail: 'de**@example.com',
      linkTicket: LINK_TICKET,
      signInMethods,
    });

  it('가려진 이메일과 이메일 로그인 폼을 보이고, linkTicket 을 실은 이메일 로그인으로 연결한 뒤 알리고 원래 가려던 곳으로 간다', async () => {
    startedHere();
    const accessToken = await makeToken(3600, { memberId: 7 });
    const sessions = fakeSessionRoutes(server);
    let emailBody: unknown;
    server.use(
      http.post(`${API}/members/login/social`, () => conflict(['EMAIL'])),
      http.post(`${API}/members/login/email`, async ({ request }) => {
        emailBody = await request.json();
        return HttpResponse.json({ accessToken, refreshToken: 'refresh-2' });
      }),
    );
    renderCallback();
    expect(await screen.findByRole('heading', { name: '이미 가입된 이메일입니다' })).toBeInTheDocument();
    expect(screen.getByText('de**@example.com')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('기존 방법으로 로그인하면 카카오 계정을 연결할 수 있습니다.');
    expect(screen.getByRole('link', { name: '로그인으로 돌아가기' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('이메일'), 'demo@example.com');
    await user.type(screen.getByLabelText('비밀번호'), 'demo1234!');
    await user.click(screen.getByRole('button', { name: '로그인하고 연결하기' }));

    expect(await screen.findByRole('status')).toHaveTextContent('카카오 계정을 연결했습니다. 이제 카카오로도 로그인할 수 있습니다.');
    expect(emailBody).toEqual({ email: 'demo@example.com', password: 'demo1234!', linkTicket: LINK_TICKET });
    expect(sessions.handedOver).toEqual(['refresh-2']);
    expect(Cookies.get('token')).toBe(sessions.issued[0]);
    expect(Cookies.get('token')).not.toBe(accessToken);
    expect(router.replace).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '계속하기' }));
    expect(router.replace).toHaveBeenCalledWith('/products/100');
  });

  it('비밀번호가 틀리면 api 의 문구를 보이고 로그인하지 않는다', async () => {
    startedHere();
    server.use(
      http.post(`${API}/members/login/social`, () => conflict(['EMAIL'])),
      http.post(`${API}/members/login/email`, () => apiError(401, 'INVALID_CREDENTIALS', '이메일 또는 비밀번호가 올바르지 않습니다.')),
    );
    renderCallback();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('이메일'), 'demo@example.com');
    await user.type(screen.getByLabelText('비밀번호'), 'wrong-pw1!');
    await user.click(screen.getByRole('button', { name: '로그인하고 연결하기' }));
    expect(await screen.findByText('이메일 또는 비밀번호가 올바르지 않습니다.')).toBeInTheDocument();
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('기존 회원이 네이버로만 로그인하면 이메일 폼 대신 네이버 로그인과 연결하는 길을 안내한다', async () => {
    startedHere();
    server.use(http.post(`${API}/members/login/social`, () => conflict(['NAVER'])));
    renderCallback();
    expect(await screen.findByText(/네이버 계정으로 로그인한 뒤 회원 정보의 '로그인 연결'에서 카카오 계정을 연결할 수 있습니다/)).toBeInTheDocument();
    expect(screen.queryByLabelText('비밀번호')).toBeNull();
    expect(screen.getByRole('button', { name: '네이버로 로그인' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '카카오로 로그인' })).toBeNull();
  });
});
