import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import SigninPage from '@/app/(account)/account/signin/page';
import SignupPage from '@/app/(account)/account/signup/page';
import { LABEL_FONT, SOCIAL_BRANDS } from '@/components/social-accounts/brands';
import { SOCIAL_PROVIDERS, OAUTH_PENDING_STORAGE_KEY } from '@/lib/schemas/social-accounts';
import { renderApp } from '../components/render-app';
import { pathname } from '../next-navigation';
import { API, apiError, socialServer, STATE, setUpSocialTests } from './fixtures';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/account/signin';

const server = socialServer();
const { assign } = setUpSocialTests(server);

const NAMES = ['카카오로 시작하기', '네이버로 시작하기', 'Google로 시작하기', 'Facebook으로 시작하기'];
const AUTHORIZE_URL = `http://localhost:4000/v1/test-idp/authorize?client_id=web&state=${STATE}&code_challenge=abc`;

/** 소셜 버튼 넷만: 이메일 폼의 로그인·회원가입 버튼은 뺀다 */
const socialButtons = () => screen.getAllByRole('button').filter((b) => / (시작하기)$/.test(b.textContent ?? ''));

describe('소셜 버튼 – /account/signin, /account/signup', () => {
  it.each([
    ['로그인', SigninPage, '로그인'],
    ['회원가입', SignupPage, '회원가입'],
  ])('%s 화면: 카카오, 네이버, Google, Facebook 순서로 이메일 폼 위에, "또는 이메일로" 가름줄과 함께', (_name, Page, submit) => {
    renderApp(<Page />);
    const buttons = socialButtons();
    expect(buttons.map((b) => b.textContent)).toEqual(NAMES);
    for (const [i, name] of NAMES.entries()) expect(screen.getByRole('button', { name })).toBe(buttons[i]);
    // 로고는 장식: 이름은 글자만, 그림은 낭독기가 읽지 않는다
    for (const b of buttons) expect(b.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    const divider = screen.getByText('또는 이메일로');
    const emailSubmit = screen.getByRole('button', { name: submit });
    expect(buttons[3].compareDocumentPosition(divider) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(divider.compareDocumentPosition(emailSubmit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('누르면 할 일을 sessionStorage 에 적고, withCredentials 로 authorize 를 부르고, 받은 주소로 떠난다(가려던 곳 유지)', async () => {
    const seen: { body: unknown; credentials: RequestCredentials; pendingAtCall: string | null }[] = [];
    server.use(
      http.post(`${API}/members/oauth/authorize`, async ({ request }) => {
        seen.push({ body: await request.json(), credentials: request.credentials, pendingAtCall: sessionStorage.getItem(OAUTH_PENDING_STORAGE_KEY) });
        return HttpResponse.json({ authorizeUrl: AUTHORIZE_URL, expiresAt: new Date(Date.now() + 600_000).toISOString() });
      }),
    );
    // 로그인이 필요해 이 화면으로 보낸 곳(proxy.ts 가 적는 쿠키)
    Cookies.set('redirectUri', '/products/100', { path: '/' });
    renderApp(<SigninPage />);
    await userEvent.setup().click(screen.getByRole('button', { name: '네이버로 시작하기' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(AUTHORIZE_URL));
    expect(seen).toEqual([
      {
        body: { provider: 'NAVER', purpose: 'LOGIN', redirectUri: '/products/100' },
        credentials: 'include',
        // 떠나기 전에 적는다: authorize 를 부를 때 이미 있다
        pendingAtCall: JSON.stringify({ purpose: 'LOGIN', provider: 'NAVER', redirectUri: '/products/100' }),
      },
    ]);
    expect(JSON.parse(sessionStorage.getItem(OAUTH_PENDING_STORAGE_KEY) ?? 'null')).toEqual({
      purpose: 'LOGIN',
      provider: 'NAVER',
      redirectUri: '/products/100',
      state: STATE,
    });
    // 쿠키는 돌아와서 로그인을 마칠 때 쓴다: 떠날 때는 지우지 않는다
    expect(Cookies.get('redirectUri')).toBe('/products/100');
    // 떠나는 동안 다시 누르지 못한다
    for (const b of socialButtons()) expect(b).toBeDisabled();
  });

  it('authorize 가 실패하면 api 의 문구를 role="alert" 로 보이고, 기록을 지우고, 다시 누를 수 있다', async () => {
    server.use(
      http.post(`${API}/members/oauth/authorize`, () => apiError(503, 'SOCIAL_PROVIDER_UNAVAILABLE', '카카오 로그인이 잠시 원활하지 않습니다. 잠시 후 다시 시도해주세요.')),
    );
    renderApp(<SigninPage />);
    await userEvent.setup().click(screen.getByRole('button', { name: '카카오로 시작하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('카카오 로그인이 잠시 원활하지 않습니다.');
    expect(assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(OAUTH_PENDING_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: '카카오로 시작하기' })).toBeEnabled();
  });

  it('각 사의 색: 카카오 노랑, 네이버 초록, 구글 흰 바탕에 테두리, 페이스북 파랑', () => {
    renderApp(<SigninPage />);
    const styleOf = (name: string) => getComputedStyle(screen.getByRole('button', { name }));
    expect(styleOf('카카오로 시작하기').backgroundColor).toBe('rgb(254, 229, 0)');
    expect(styleOf('네이버로 시작하기').backgroundColor).toBe('rgb(3, 199, 90)');
    expect(styleOf('Google로 시작하기').backgroundColor).toBe('rgb(255, 255, 255)');
    expect(styleOf('Google로 시작하기').borderTopWidth).toBe('1px');
    expect(styleOf('Facebook으로 시작하기').backgroundColor).toBe('rgb(24, 119, 242)');
    // 로고는 바깥 그림이 아니라 인라인 SVG
    for (const name of NAMES) expect(within(screen.getByRole('button', { name })).queryByRole('img')).toBeNull();
    expect(document.querySelectorAll('img')).toHaveLength(0);
  });
});

/** WCAG 2.x 상대 휘도와 대비. rgba 글자는 바탕 위에 섞은 색으로 잰다 */
function rgbOf(color: string, background?: [number, number, number]): [number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)) as [number, number, number];
  const rgba = /^rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)$/.exec(color);
  if (!rgba || !background) throw new Error(`읽을 수 없는 색: ${color}`);
  const alpha = Number(rgba[4]);
  return [1, 2, 3].map((i) => Math.round(Number(rgba[i]) * alpha + background[i - 1] * (1 - alpha))) as [number, number, number];
}
const luminance = ([r, g, b]: [number, number, number]) => {
  const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};
const contrast = (a: [number, number, number], b: [number, number, number]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('소셜 버튼의 글자 대비', () => {
  // 큰 글씨(18.67px 이상 굵게)는 3:1, 아니면 4.5:1 이 AA
  const large = LABEL_FONT.size >= 18.67 && LABEL_FONT.weight >= 700;
  it.each(SOCIAL_PROVIDERS)('%s: 글자와 바탕의 대비가 AA 를 넘는다', (provider) => {
    const { background, color } = SOCIAL_BRANDS[provider];
    const bg = rgbOf(background);
    expect(contrast(rgbOf(color, bg), bg)).toBeGreaterThanOrEqual(large ? 3 : 4.5);
  });
});
