import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignupForm } from '@/components/account/signup-form';
import { MESSAGES } from '@/lib/schemas/members';
import { wasVerificationMailJustSent } from '@/lib/session/verification-notice';
import { clearAllCookies } from '../support/cookies';
import { makeToken } from '../support/jwt';
import { fakeSessionRoutes } from '../support/sessions';
import { renderApp } from './render-app';
import { pathname, router } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/account/signup';

const API = 'http://localhost:4000/v1';
const server = setupServer(http.post('http://localhost:3000/api/log', () => new HttpResponse(null, { status: 204 })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  clearAllCookies();
  sessionStorage.clear();
});
afterEach(() => {
  server.resetHandlers();
  vi.clearAllMocks();
});
afterAll(() => server.close());

type Fields = { email: string; password: string; passwordConfirm: string; name: string; cellPhone: string };
const valid: Fields = { email: 'new@example.com', password: 'abcd1234!', passwordConfirm: 'abcd1234!', name: '김하나', cellPhone: '010-1234-5678' };

async function fill(fields: Fields, agree: boolean) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('이메일'), fields.email);
  await user.type(screen.getByLabelText('비밀번호'), fields.password);
  await user.type(screen.getByLabelText('비밀번호 확인'), fields.passwordConfirm);
  await user.type(screen.getByLabelText('이름'), fields.name);
  // 빈 값이면 칸을 건드리지 않는다(앞에서 따로 적은 번호를 그대로 둔다)
  if (fields.cellPhone) await user.type(screen.getByLabelText('휴대폰 번호'), fields.cellPhone);
  if (agree) {
    await user.click(screen.getByLabelText('[필수] 이용약관 동의'));
    await user.click(screen.getByLabelText('[필수] 개인정보 수집·이용 동의'));
    await user.click(screen.getByLabelText('[필수] 만 14세 이상입니다'));
  }
  await user.click(screen.getByRole('button', { name: '회원가입' }));
}

describe('회원가입 폼 (/account/signup)', () => {
  it('비밀번호 확인이 다르면 "비밀번호가 일치하지 않습니다." 를 보이고 가입을 부르지 않는다', async () => {
    const signup = vi.fn();
    server.use(http.post(`${API}/members/signup/email`, signup));
    renderApp(<SignupForm />);
    await fill({ ...valid, passwordConfirm: 'abcd1234?' }, true);
    expect(await screen.findByText(MESSAGES.passwordMismatch)).toBeInTheDocument();
    expect(signup).not.toHaveBeenCalled();
  });

  it('필수 약관에 동의하지 않으면 두 칸 모두 안내를, 만 14세 이상 확인이 없으면 가입할 수 없는 까닭을 보이고 가입을 부르지 않는다', async () => {
    const signup = vi.fn();
    server.use(http.post(`${API}/members/signup/email`, signup));
    renderApp(<SignupForm />);
    await fill(valid, false);
    expect(await screen.findAllByText(MESSAGES.agreeRequired)).toHaveLength(2);
    const age = screen.getByLabelText('[필수] 만 14세 이상입니다');
    expect(document.getElementById(age.getAttribute('aria-describedby') ?? '')).toHaveTextContent(MESSAGES.under14);
    expect(screen.getByLabelText('[선택] 광고성 정보 문자·카카오톡 수신 동의')).not.toBeChecked();
    expect(screen.getByLabelText('[선택] 광고성 정보 이메일 수신 동의')).not.toBeChecked();
    expect(signup).not.toHaveBeenCalled();
  });

  it('약관·개인정보 칸 옆의 링크는 그 정책 화면을 새 창으로 연다', () => {
    renderApp(<SignupForm />);
    expect(screen.getByRole('link', { name: /보기\s*이용약관 \(새 창\)/ })).toHaveAttribute('href', '/policies/terms');
    expect(screen.getByRole('link', { name: /보기\s*개인정보처리방침 \(새 창\)/ })).toHaveAttribute('href', '/policies/privacy');
  });

  it('가입에 성공하면 받은 리프레시 토큰을 웹 서버에 맡겨 로그인되고 첫 화면으로 간다', async () => {
    const accessToken = await makeToken(3600, { memberId: 9 });
    const sessions = fakeSessionRoutes(server, { memberId: 9 });
    let sentBody: Record<string, unknown> = {};
    server.use(
      http.post(`${API}/members/signup/email`, async ({ request }) => {
        sentBody = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ memberId: 9, accessToken, refreshToken: 'refresh-9' }, { status: 201 });
      }),
      http.get(`${API}/my-page/9`, () =>
        HttpResponse.json({ memberId: 9, point: 0, registrationType: 'EMAIL', reviewCount: 0, cellPhone: '01012345678', email: 'new@example.com', emailVerified: true }),
      ),
    );
    renderApp(<SignupForm />);
    await fill(valid, true);

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
    // 넘어간 화면의 인증 배너가 "가입을 환영합니다, 인증 메일을 보냈습니다" 로 뜨도록 적어 둔다
    expect(wasVerificationMailJustSent()).toBe(true);
    expect(sentBody).toMatchObject({ email: 'new@example.com', cellPhone: '01012345678', agreeTerms: true, agreePrivacy: true, ageOver14: true, agreeMarketingSms: false, agreeMarketingEmail: false });
    expect(sentBody).not.toHaveProperty('passwordConfirm');
    expect(sessions.handedOver).toEqual(['refresh-9']);
    expect(Cookies.get('token')).toBe(sessions.issued[0]);
    expect(Cookies.get('refreshToken')).toBeUndefined();
  });

  it('휴대폰 번호는 띄어 쓰거나 +82 로 적어도 칸을 떠나면 010-1234-5678 로 보이고, 숫자만 보낸다', async () => {
    const accessToken = await makeToken(3600, { memberId: 9 });
    fakeSessionRoutes(server, { memberId: 9 });
    let sentBody: Record<string, unknown> = {};
    server.use(
      http.post(`${API}/members/signup/email`, async ({ request }) => {
        sentBody = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ memberId: 9, accessToken, refreshToken: 'refresh-9' }, { status: 201 });
      }),
      http.get(`${API}/my-page/9`, () =>
        HttpResponse.json({ memberId: 9, point: 0, registrationType: 'EMAIL', reviewCount: 0, cellPhone: '01098765432', email: 'new@example.com', emailVerified: true }),
      ),
    );
    renderApp(<SignupForm />);
    const user = userEvent.setup();
    const phone = screen.getByLabelText('휴대폰 번호');
    await user.type(phone, '+82 10 9876 5432');
    await user.tab();
    expect(phone).toHaveValue('010-9876-5432');
    await fill({ ...valid, cellPhone: '' }, true);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
    expect(sentBody).toMatchObject({ cellPhone: '01098765432' });
  });

  it('휴대폰 번호가 아니면(유선 번호) 한국어 안내를 그 칸에 붙이고 가입을 부르지 않는다, 칸의 글자는 그대로', async () => {
    const signup = vi.fn();
    server.use(http.post(`${API}/members/signup/email`, signup));
    renderApp(<SignupForm />);
    await fill({ ...valid, cellPhone: '02-123-4567' }, true);
    const phone = screen.getByLabelText('휴대폰 번호');
    await waitFor(() => expect(phone).toHaveAccessibleDescription(MESSAGES.phoneInvalid));
    expect(phone).toHaveValue('02-123-4567');
    expect(signup).not.toHaveBeenCalled();
  });

  it('이미 가입된 이메일(api 가 meta.field 로 칸을 가리킴)이면 단추 옆이 아니라 이메일 칸 아래에 보이고 그 칸으로 초점이 간다', async () => {
    server.use(
      http.post(`${API}/members/signup/email`, () =>
        HttpResponse.json({ code: 'EMAIL_ALREADY_REGISTERED', message: '이미 가입된 이메일입니다.', meta: { field: 'email' } }, { status: 409 }),
      ),
    );
    renderApp(<SignupForm />);
    await fill(valid, true);
    const email = screen.getByLabelText('이메일');
    await waitFor(() => expect(email).toHaveAccessibleDescription('이미 가입된 이메일입니다.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();
    expect(wasVerificationMailJustSent()).toBe(false);
  });

  it('칸을 가리키지 않는 거절은 폼 아래 알림(role="alert")으로 보인다', async () => {
    server.use(
      http.post(`${API}/members/signup/email`, () =>
        HttpResponse.json({ code: 'TOO_MANY_REQUESTS', message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.', meta: null }, { status: 429 }),
      ),
    );
    renderApp(<SignupForm />);
    await fill(valid, true);
    expect(await screen.findByRole('alert')).toHaveTextContent('요청이 너무 많습니다.');
    expect(screen.getByLabelText('이메일')).not.toHaveAttribute('aria-invalid');
  });

  it('검증 실패(meta.fields)는 칸마다 그 칸의 문구를 붙인다', async () => {
    server.use(
      http.post(`${API}/members/signup/email`, () =>
        HttpResponse.json(
          { code: 'VALIDATION_FAILED', message: '이름을 확인해주세요.', meta: { target: 'json', fields: { name: '이름을 확인해주세요.', cellPhone: '휴대폰 번호를 확인해주세요.' } } },
          { status: 400 },
        ),
      ),
    );
    renderApp(<SignupForm />);
    await fill(valid, true);
    await waitFor(() => expect(screen.getByLabelText('이름')).toHaveAccessibleDescription('이름을 확인해주세요.'));
    expect(screen.getByLabelText('휴대폰 번호')).toHaveAccessibleDescription(expect.stringContaining('휴대폰 번호를 확인해주세요.'));
    // 첫 칸으로 초점
    expect(screen.getByLabelText('이름')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
