import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SocialCallback } from '@/components/social-accounts/social-callback';
import { SocialSignupForm } from '@/components/social-accounts/social-signup-form';
import { MESSAGES } from '@/lib/schemas/members';
import { OAUTH_PENDING_STORAGE_KEY, SocialSignupBodySchema } from '@/lib/schemas/social-accounts';
import { renderApp } from '../components/render-app';
import { makeToken } from '../support/jwt';
import { fakeSessionRoutes } from '../support/sessions';
import { pathname, router } from '../next-navigation';
import { API, apiError, signupRequired, socialServer, STATE, setUpSocialTests } from './fixtures';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/account/signup/social';

const server = socialServer('KAKAO');
setUpSocialTests(server);

const storeTicket = (answer = signupRequired()) => sessionStorage.setItem('oauthSignup', JSON.stringify(answer));

function answerSignup(seen: { body: unknown; credentials: RequestCredentials }[]) {
  const sessions = fakeSessionRoutes(server);
  server.use(
    http.post(`${API}/members/signup/social`, async ({ request }) => {
      seen.push({ body: await request.json(), credentials: request.credentials });
      return HttpResponse.json({ memberId: 7, accessToken: await makeToken(3600, { memberId: 7 }), refreshToken: 'refresh-s' }, { status: 201 });
    }),
  );
  return sessions;
}

async function agreeRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText('[필수] 이용약관 동의'));
  await user.click(screen.getByLabelText('[필수] 개인정보 수집·이용 동의'));
  await user.click(screen.getByLabelText('[필수] 만 14세 이상입니다'));
}

describe('/account/signup/social – 소셜 가입 마무리', () => {
  it('콜백의 SIGNUP_REQUIRED → 가입 화면: 제공자·이메일·이름을 보이고, 번호가 없으면 묻고, 가입하면 로그인해 처음 가려던 곳으로', async () => {
    sessionStorage.setItem(OAUTH_PENDING_STORAGE_KEY, JSON.stringify({ purpose: 'LOGIN', provider: 'KAKAO', redirectUri: '/products/100', state: STATE }));
    server.use(http.post(`${API}/members/login/social`, () => HttpResponse.json(signupRequired())));
    const callback = renderApp(<SocialCallback provider="KAKAO" code="code-abc" state={STATE} error={null} />);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/account/signup/social'));
    callback.unmount();

    const seen: { body: unknown; credentials: RequestCredentials }[] = [];
    const sessions = answerSignup(seen);
    renderApp(<SocialSignupForm />);
    const profile = await screen.findByRole('region', { name: '카카오 계정 정보' });
    expect(profile).toHaveTextContent('카카오 계정으로 가입합니다.');
    expect(profile).toHaveTextContent('kakao.user@example.com');
    expect(profile).toHaveTextContent('김카카오');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('휴대폰 번호'), '010-1234-5678');
    await agreeRequired(user);
    await user.click(screen.getByLabelText('[선택] 광고성 정보 이메일 수신 동의'));
    await user.click(screen.getByRole('button', { name: '동의하고 가입하기' }));

    await waitFor(() => expect(router.replace).toHaveBeenLastCalledWith('/products/100'));
    expect(seen).toEqual([
      {
        body: { cellPhone: '01012345678', agreeTerms: true, agreePrivacy: true, ageOver14: true, agreeMarketing: false, agreeMarketingSms: false, agreeMarketingEmail: true, signupTicket: signupRequired().signupTicket },
        credentials: 'include',
      },
    ]);
    expect(sessions.handedOver).toEqual(['refresh-s']);
    expect(Cookies.get('token')).toBe(sessions.issued[0]);
    expect(Cookies.get('refreshToken')).toBeUndefined();
    expect(sessionStorage.getItem('oauthSignup')).toBeNull();
  });

  it('제공자가 번호를 주었으면 번호 칸이 없고 보내지도 않는다', async () => {
    storeTicket(signupRequired({ profile: { provider: 'NAVER', email: 'naver@example.com', name: null, hasCellPhone: true } }));
    const seen: { body: unknown; credentials: RequestCredentials }[] = [];
    answerSignup(seen);
    renderApp(<SocialSignupForm />);
    expect(await screen.findByRole('region', { name: '네이버 계정 정보' })).toHaveTextContent('naver@example.com');
    expect(screen.queryByLabelText('휴대폰 번호')).toBeNull();
    const user = userEvent.setup();
    await agreeRequired(user);
    await user.click(screen.getByRole('button', { name: '동의하고 가입하기' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0].body).toEqual({ agreeTerms: true, agreePrivacy: true, ageOver14: true, agreeMarketing: false, agreeMarketingSms: false, agreeMarketingEmail: false, signupTicket: signupRequired().signupTicket });
  });

  it('필수 동의와 번호가 빠지면 칸마다 aria-describedby 로 이어진 안내를 보이고 보내지 않는다', async () => {
    storeTicket();
    const signup = vi.fn();
    server.use(http.post(`${API}/members/signup/social`, signup));
    renderApp(<SocialSignupForm />);
    await userEvent.setup().click(await screen.findByRole('button', { name: '동의하고 가입하기' }));

    const phone = screen.getByLabelText('휴대폰 번호');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById(phone.getAttribute('aria-describedby') ?? '')).toHaveTextContent(MESSAGES.phoneInvalid);
    for (const label of ['[필수] 이용약관 동의', '[필수] 개인정보 수집·이용 동의']) {
      const box = screen.getByLabelText(label);
      expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')).toHaveTextContent(MESSAGES.agreeRequired);
    }
    const age = screen.getByLabelText('[필수] 만 14세 이상입니다');
    expect(document.getElementById(age.getAttribute('aria-describedby') ?? '')).toHaveTextContent(MESSAGES.under14);
    expect(signup).not.toHaveBeenCalled();
  });

  it('api 가 칸을 거절하면(meta.fields) 그 칸 아래에 보인다', async () => {
    storeTicket();
    server.use(
      http.post(`${API}/members/signup/social`, () =>
        apiError(400, 'VALIDATION_FAILED', '이미 사용 중인 휴대폰 번호입니다.', { target: 'json', fields: { cellPhone: '이미 사용 중인 휴대폰 번호입니다.' } }),
      ),
    );
    renderApp(<SocialSignupForm />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('휴대폰 번호'), '010-1234-5678');
    await agreeRequired(user);
    await user.click(screen.getByRole('button', { name: '동의하고 가입하기' }));
    const phone = screen.getByLabelText('휴대폰 번호');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById(phone.getAttribute('aria-describedby') ?? '')).toHaveTextContent('이미 사용 중인 휴대폰 번호입니다.');
  });

  it('가입권이 없거나 시간이 지났으면 계약의 안내와 다시 시작할 길을 보인다', async () => {
    storeTicket(signupRequired({ expiresAt: new Date(Date.now() - 1000).toISOString() }));
    renderApp(<SocialSignupForm />);
    const expected = SocialSignupBodySchema.shape.signupTicket.safeParse(undefined).error?.issues[0]?.message as string;
    expect(expected).toMatch(/만료/);
    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
    expect(screen.getByRole('link', { name: '로그인 화면에서 다시 시작하기' })).toHaveAttribute('href', '/account/signin');
    expect(screen.queryByRole('button', { name: '동의하고 가입하기' })).toBeNull();
  });

  it('api 가 가입권을 거절하면(만료·이미 씀) 그 문구와 다시 시작할 길을 보인다', async () => {
    storeTicket();
    server.use(http.post(`${API}/members/signup/social`, () => apiError(400, 'SOCIAL_TICKET_INVALID', '가입 정보가 만료되었습니다. 처음부터 다시 시도해주세요.')));
    renderApp(<SocialSignupForm />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('휴대폰 번호'), '010-1234-5678');
    await agreeRequired(user);
    await user.click(screen.getByRole('button', { name: '동의하고 가입하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('가입 정보가 만료되었습니다.');
    expect(screen.getByRole('link', { name: '로그인 화면에서 다시 시작하기' })).toBeInTheDocument();
    expect(sessionStorage.getItem('oauthSignup')).toBeNull();
  });
});
