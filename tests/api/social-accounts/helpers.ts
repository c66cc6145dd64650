import { expect } from 'vitest';
import type { OAuthPurpose, SocialProvider } from '../../../lib/schemas/social-accounts';
import { MY_INFO_SESSION_HEADER } from '../../../lib/schemas/member-info';
import { TEST_PASSWORD, type TestApp, type TestResponse } from '../../helpers/test-app';

/**
 * 브라우저가 밟는 소셜 로그인 흐름을 HTTP 로 그대로 밟는다:
 * authorize(쿠키를 받는다) → 테스트 제공자의 동의 화면(GET) → 가상 회원 고르기(폼 POST) → Location 의 code·state → 콜백 호출.
 */

export type Persona = 'minji' | 'seojun' | 'junho' | 'demo';
export type Started = { res: TestResponse; authorizeUrl: string; state: string; cookie: string };

/** Set-Cookie 의 oauth_binding=값 (다음 요청의 Cookie 헤더에 그대로) */
export function bindingCookieOf(res: TestResponse): string {
  const header = res.headers.get('set-cookie') ?? '';
  const match = /(?:^|,\s*)(oauth_binding=[^;]+)/.exec(header);
  if (!match) throw new Error(`oauth_binding 쿠키가 없습니다: ${header}`);
  return match[1]!;
}

export const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

export async function authorize(
  t: TestApp,
  provider: SocialProvider,
  o: { purpose?: OAuthPurpose; redirectUri?: string; token?: string; cookie?: string } = {},
): Promise<Started> {
  const res = await t.json(
    'POST',
    '/v1/members/oauth/authorize',
    { provider, ...(o.purpose ? { purpose: o.purpose } : {}), ...(o.redirectUri ? { redirectUri: o.redirectUri } : {}) },
    o.token,
    o.cookie ? { cookie: o.cookie } : {},
  );
  if (res.status !== 200) throw new Error(`authorize: ${res.status} ${JSON.stringify(res.body)}`);
  const authorizeUrl = res.body.authorizeUrl as string;
  return { res, authorizeUrl, state: new URL(authorizeUrl).searchParams.get('state')!, cookie: bindingCookieOf(res) };
}

/** 동의 화면의 숨은 입력값(브라우저가 폼과 함께 보내는 것) */
function hiddenInputs(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[m[1]!] = m[2]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  }
  return fields;
}

/** 동의 화면을 열고 가상 회원(또는 취소)을 누른다. 돌아갈 주소(Location)의 쿼리를 돌려준다 */
export async function choose(t: TestApp, authorizeUrl: string, choice: Persona | 'cancel') {
  const page = await t.request(pathOf(authorizeUrl));
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
  if (!action) throw new Error('동의 화면에 폼이 없습니다');
  const form = new URLSearchParams({ ...hiddenInputs(html), choice });
  const res = await t.request(action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!);
  return { location, code: location.searchParams.get('code'), state: location.searchParams.get('state'), error: location.searchParams.get('error') };
}

export const callbackBody = (provider: SocialProvider, r: { code?: string | null; state?: string | null; error?: string | null }) => ({
  provider,
  ...(r.state ? { state: r.state } : {}),
  ...(r.code ? { code: r.code } : {}),
  ...(r.error ? { error: r.error } : {}),
});

/** 로그인·가입 흐름 끝까지: login/social 의 답 */
export async function socialLogin(t: TestApp, provider: SocialProvider, persona: Persona, o: { redirectUri?: string } = {}) {
  const started = await authorize(t, provider, o);
  const back = await choose(t, started.authorizeUrl, persona);
  return t.json('POST', '/v1/members/login/social', callbackBody(provider, back), undefined, { cookie: started.cookie });
}

/** 처음 보는 계정으로 가입까지(가입권 → signup/social). 가입한 회원과 토큰 */
export async function socialSignup(t: TestApp, provider: SocialProvider, persona: Persona, extra: Record<string, unknown> = {}) {
  const login = await socialLogin(t, provider, persona);
  if (login.status !== 200 || login.body.result !== 'SIGNUP_REQUIRED') throw new Error(`가입권: ${login.status} ${JSON.stringify(login.body)}`);
  const res = await t.json('POST', '/v1/members/signup/social', { signupTicket: login.body.signupTicket, agreeTerms: true, agreePrivacy: true, ageOver14: true, ...extra });
  if (res.status !== 201) throw new Error(`소셜 가입: ${res.status} ${JSON.stringify(res.body)}`);
  return { memberId: res.body.memberId as number, accessToken: res.body.accessToken as string, refreshToken: res.body.refreshToken as string };
}

/** 로그인한 회원의 LINK·REAUTH 흐름: 돌아온 code·state 를 path 로 보낸다 */
export async function memberCallback(
  t: TestApp,
  m: { memberId: number; accessToken: string; myInfoSession?: string },
  provider: SocialProvider,
  persona: Persona,
  purpose: 'LINK' | 'REAUTH',
) {
  // 연결은 로그인 방법을 바꾸는 일이라 본인 확인 세션을 싣는다(비밀번호가 없는 회원은 호출한 쪽이 먼저 연다)
  const session = purpose === 'LINK' ? (m.myInfoSession ?? (await passwordSession(t, m))) : undefined;
  const started = await authorize(t, provider, { purpose, token: m.accessToken });
  const back = await choose(t, started.authorizeUrl, persona);
  const path = purpose === 'LINK' ? `/v1/my-page/${m.memberId}/social-accounts` : `/v1/my-page/${m.memberId}/member-info/check-social`;
  return t.json('POST', path, callbackBody(provider, back), m.accessToken, { cookie: started.cookie, ...(session ? { [MY_INFO_SESSION_HEADER]: session } : {}) });
}

/** 비밀번호로 본인 확인 세션(myInfoSession)을 연다: 이메일로 가입한 회원 */
export async function passwordSession(t: TestApp, m: { memberId: number; accessToken: string }): Promise<string> {
  const res = await t.json('POST', `/v1/my-page/${m.memberId}/member-info/check-pwd`, { password: TEST_PASSWORD }, m.accessToken);
  if (res.status !== 200) throw new Error(`check-pwd: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.myInfoSession as string;
}

/** 연결된 소셜 계정으로 본인 확인 세션을 연다: 비밀번호가 없는 회원 */
export async function socialSession(t: TestApp, m: { memberId: number; accessToken: string }, provider: SocialProvider, persona: Persona): Promise<string> {
  const res = await memberCallback(t, m, provider, persona, 'REAUTH');
  if (res.status !== 200) throw new Error(`check-social: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.myInfoSession as string;
}
