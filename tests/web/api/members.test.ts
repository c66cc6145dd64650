import Cookies from 'js-cookie';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getMemberInfo, loginWithEmail, logout, signupWithEmail } from '@/lib/api/members';
import { getQueryClient, makeQueryClient, resetQueryClient } from '@/lib/api/query-client';
import { clearAllCookies } from '../support/cookies';
import { API, captureLogs, server } from '../support/server';
import { SESSIONS } from '../support/sessions';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  clearAllCookies();
  captureLogs();
});

describe('lib/api/members – 회원 엔드포인트', () => {
  it('POST /members/login/email 은 본문을 보내고 토큰 쌍을 돌려준다', async () => {
    let sent: unknown;
    server.use(
      mswHttp.post(`${API}/members/login/email`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ accessToken: 'a', refreshToken: 'r' });
      }),
    );
    await expect(loginWithEmail({ email: 'a@b.co', password: 'pw' })).resolves.toEqual({ accessToken: 'a', refreshToken: 'r' });
    expect(sent).toEqual({ email: 'a@b.co', password: 'pw' });
    // 저장은 호출한 화면이 한다: 함수는 쿠키를 건드리지 않는다.
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('POST /members/signup/email 은 memberId 와 토큰 쌍을 돌려준다', async () => {
    server.use(
      mswHttp.post(`${API}/members/signup/email`, () =>
        HttpResponse.json({ memberId: 11, accessToken: 'a', refreshToken: 'r' }, { status: 201 }),
      ),
    );
    const res = await signupWithEmail({
      email: 'a@b.co',
      password: 'Passw0rd!',
      name: '홍길동',
      cellPhone: '010-1234-5678',
      agreeTerms: true,
      agreePrivacy: true,
      ageOver14: true,
    });
    expect(res).toEqual({ memberId: 11, accessToken: 'a', refreshToken: 'r' });
  });

  it('GET /my-page/{memberId} 응답을 MemberInfoSchema 로 읽는다 (reviewCount 기본 0)', async () => {
    server.use(
      mswHttp.get(`${API}/my-page/4`, () =>
        HttpResponse.json({ memberId: 4, point: 10, registrationType: 'GOOGLE', cellPhone: null, email: 'g@x.io', emailVerified: true }),
      ),
    );
    await expect(getMemberInfo(4)).resolves.toEqual({
      memberId: 4,
      point: 10,
      registrationType: 'GOOGLE',
      reviewCount: 0,
      cellPhone: null,
      email: 'g@x.io',
      emailVerified: true,
    });
  });

  it('logout 은 쿠키를 먼저 지우고, 잡아 둔 액세스 토큰과 함께 웹 서버에 세션을 닫게 한다(리프레시 쿠키는 서버가 지운다)', async () => {
    Cookies.set('token', 'access-1');
    // 예전 빌드가 남긴 읽을 수 있는 리프레시 쿠키: 이것도 지운다
    Cookies.set('refreshToken', 'refresh-1');
    Cookies.set('myInfoSession', 's');
    Cookies.set('redirectUri', '/my-page');
    let seen: { auth: string | null; credentials: RequestCredentials; tokenCookieAtRequest: string | undefined } | undefined;
    server.use(
      mswHttp.delete(SESSIONS, ({ request }) => {
        seen = { auth: request.headers.get('authorization'), credentials: request.credentials, tokenCookieAtRequest: Cookies.get('token') };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await logout();
    expect(seen).toEqual({ auth: 'Bearer access-1', credentials: 'same-origin', tokenCookieAtRequest: undefined });
    for (const name of ['token', 'refreshToken', 'myInfoSession', 'redirectUri']) expect(Cookies.get(name)).toBeUndefined();
  });
});

describe('makeQueryClient – docs/product.md, Limits and layout', () => {
  it('한 번만 다시 시도, 창 포커스로 다시 부르지 않음, 30초 신선, 변경은 재시도 없음', () => {
    const { queries, mutations } = makeQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 });
    expect(mutations).toMatchObject({ retry: 0 });
  });
});

describe('getQueryClient – 브라우저에 하나, 서버는 렌더마다', () => {
  it('브라우저에서는 화면이 바뀌어도 같은 클라이언트(같은 캐시)를 준다', () => {
    const first = getQueryClient();
    first.setQueryData(['carts'], { count: 1 });
    expect(getQueryClient()).toBe(first);
    expect(getQueryClient().getQueryData(['carts'])).toEqual({ count: 1 });
    expect(first.getDefaultOptions().queries).toMatchObject({ retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 });
  });

  it('resetQueryClient 뒤에는 빈 새 클라이언트', () => {
    const first = getQueryClient();
    first.setQueryData(['carts'], { count: 1 });
    resetQueryClient();
    expect(getQueryClient()).not.toBe(first);
    expect(getQueryClient().getQueryData(['carts'])).toBeUndefined();
  });

  it('서버(window 없음)에서는 부를 때마다 새로 만든다: 회원 간에 캐시가 섞이지 않게', () => {
    vi.stubGlobal('window', undefined);
    try {
      expect(getQueryClient()).not.toBe(getQueryClient());
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
