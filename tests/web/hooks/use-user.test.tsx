import { act, renderHook, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http as mswHttp, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useUser, UserProvider } from '@/hooks/use-user';
import { saveAccessToken } from '@/lib/session/client';
import { getMemberInfoState, refreshMemberInfo } from '@/lib/session/member-info';
import { clearAllCookies } from '../support/cookies';
import { makeToken } from '../support/jwt';
import { API, captureLogs, server } from '../support/server';
import { SESSIONS } from '../support/sessions';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // 요청 코드(axios·zod)는 처음 부를 때 동적 import 된다: 그 변환 시간이 첫 테스트의 waitFor(1초)를 넘기지 않게 미리 불러 둔다
  await import('@/lib/api/members');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const infoOf = (memberId: number) => ({
  memberId,
  point: 1200 + memberId,
  registrationType: 'EMAIL',
  reviewCount: 3,
  cellPhone: '01012345678',
  email: `m${memberId}@example.com`,
  emailVerified: true,
});

let infoCalls: number[];
let logoutAuthorizations: Array<string | null>;

beforeEach(() => {
  clearAllCookies();
  infoCalls = [];
  logoutAuthorizations = [];
  captureLogs();
  server.use(
    mswHttp.get(`${API}/my-page/:memberId`, ({ params }) => {
      const id = Number(params.memberId);
      infoCalls.push(id);
      return HttpResponse.json(infoOf(id));
    }),
    // 로그아웃은 웹 서버의 DELETE /api/sessions: HttpOnly 리프레시 쿠키를 지우고 api 의 세션을 닫는다
    mswHttp.delete(SESSIONS, ({ request }) => {
      logoutAuthorizations.push(request.headers.get('authorization'));
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

function renderUser() {
  // react-query 없이 쓴다: 루트에는 QueryClientProvider 가 없다(모든 화면의 첫 JS 에서 뺐다)
  const wrapper = ({ children }: { children: ReactNode }) => <UserProvider>{children}</UserProvider>;
  return renderHook(() => useUser(), { wrapper });
}

/** 로그인한 브라우저: 화면이 읽는 것은 token 쿠키뿐이다(리프레시 토큰은 웹 서버의 HttpOnly 쿠키) */
async function logIn(memberId = 7) {
  const token = await makeToken(3600, { memberId });
  Cookies.set('token', token, { path: '/' });
  return token;
}

describe('useUser – 로그인 상태와 회원 정보 (docs/product.md, Sessions and cookies)', () => {
  it('토큰 쿠키가 없으면 로그아웃 상태이고 정보를 부르지 않는다', async () => {
    const { result } = renderUser();
    expect(result.current).toMatchObject({ isLoggedIn: false, memberId: null, publicInfo: null, sensitiveInfo: null, user: null });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(infoCalls).toEqual([]);
  });

  it('로그인되어 있으면 GET /my-page/{memberId} 로 정보를 받아 세 상태를 채운다', async () => {
    await logIn(7);
    const { result } = renderUser();
    expect(result.current.isLoggedIn).toBe(true);
    expect(result.current.memberId).toBe(7);
    await waitFor(() => expect(result.current.user).not.toBeNull());
    expect(infoCalls).toEqual([7]);
    expect(result.current.publicInfo).toEqual({ memberId: 7, point: 1207, registrationType: 'EMAIL', reviewCount: 3 });
    expect(result.current.sensitiveInfo).toEqual({ cellPhone: '01012345678', email: 'm7@example.com', emailVerified: true });
    expect(result.current.user).toEqual(infoOf(7));
  });

  it('userInfo 쿠키에는 공개 필드 넷만 있고 연락처는 어디에도 저장되지 않는다', async () => {
    await logIn(7);
    const { result } = renderUser();
    await waitFor(() => expect(result.current.user).not.toBeNull());
    expect(JSON.parse(Cookies.get('userInfo')!)).toEqual({ memberId: 7, point: 1207, registrationType: 'EMAIL', reviewCount: 3 });
    expect(document.cookie).not.toContain('01012345678');
    expect(document.cookie).not.toContain('example.com');
    expect(JSON.stringify({ ...localStorage })).not.toContain('01012345678');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('01012345678');
  });

  it('saveAccessToken 뒤 refetch() 하면 새 회원의 정보를 받아 온다', async () => {
    const { result } = renderUser();
    expect(result.current.isLoggedIn).toBe(false);
    await act(async () => {
      saveAccessToken(await makeToken(3600, { memberId: 9 }));
      await result.current.refetch();
    });
    await waitFor(() => expect(result.current.user?.memberId).toBe(9));
    expect(result.current.isLoggedIn).toBe(true);
    expect(infoCalls).toContain(9);
  });

  it('memberId 가 바뀌면 다시 부르고, 앞 회원의 정보는 보여 주지 않는다', async () => {
    await logIn(7);
    const { result } = renderUser();
    await waitFor(() => expect(result.current.user?.memberId).toBe(7));
    // 8 의 답은 붙잡아 둔다: 받기 전에 7 의 정보가 8 의 것으로 보이지 않는지 본다
    let answer: () => void = () => undefined;
    server.use(
      mswHttp.get(`${API}/my-page/:memberId`, async ({ params }) => {
        const id = Number(params.memberId);
        infoCalls.push(id);
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json(infoOf(id));
      }),
    );
    await act(async () => {
      saveAccessToken(await makeToken(3600, { memberId: 8 }));
    });
    expect(result.current.memberId).toBe(8);
    expect(result.current.publicInfo?.memberId ?? 8).toBe(8);
    expect(result.current.sensitiveInfo).toBeNull();
    expect(result.current.user).toBeNull();
    await waitFor(() => expect(infoCalls).toEqual([7, 8]));
    act(() => answer());
    await waitFor(() => expect(result.current.user?.memberId).toBe(8));
    expect(infoCalls).toEqual([7, 8]);
  });

  it('clearUserInfo 는 userInfo·cartCount 쿠키를 지우고 세 상태를 비운다', async () => {
    await logIn(7);
    Cookies.set('cartCount', '2', { path: '/' });
    const { result } = renderUser();
    await waitFor(() => expect(result.current.user).not.toBeNull());
    act(() => result.current.clearUserInfo());
    expect(Cookies.get('userInfo')).toBeUndefined();
    expect(Cookies.get('cartCount')).toBeUndefined();
    expect(result.current).toMatchObject({ publicInfo: null, sensitiveInfo: null, user: null });
    // 메모리에서도 지워진다(연락처·이메일이 남지 않는다)
    expect(getMemberInfoState().info).toBeNull();
    // 토큰은 남아 있다: 로그아웃과는 다른 동작이다. 같은 토큰으로 곧바로 다시 부르지도 않는다.
    expect(Cookies.get('token')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(result.current.user).toBeNull();
    expect(infoCalls).toEqual([7]);
  });

  it('logout 은 token·refreshToken·myInfoSession·redirectUri 를 지우고(리프레시 쿠키는 서버가) 사용자 정보도 비운다', async () => {
    const token = await logIn(7);
    Cookies.set('myInfoSession', 'abc', { path: '/' });
    Cookies.set('redirectUri', '/my-page', { path: '/' });
    Cookies.set('cartCount', '1', { path: '/' });
    const { result } = renderUser();
    await waitFor(() => expect(result.current.user).not.toBeNull());
    // 예전 빌드가 남긴 읽을 수 있는 리프레시 쿠키도 지워진다
    Cookies.set('refreshToken', 'legacy', { path: '/' });
    await act(() => result.current.logout());
    expect(logoutAuthorizations).toEqual([`Bearer ${token}`]);
    for (const name of ['token', 'refreshToken', 'myInfoSession', 'redirectUri', 'userInfo', 'cartCount']) {
      expect(Cookies.get(name), name).toBeUndefined();
    }
    expect(result.current).toMatchObject({ isLoggedIn: false, memberId: null, publicInfo: null, sensitiveInfo: null, user: null });
  });

  it('로그아웃 호출이 실패해도 쿠키는 지운다', async () => {
    await logIn(7);
    server.use(mswHttp.delete(SESSIONS, () => HttpResponse.error()));
    const { result } = renderUser();
    await waitFor(() => expect(result.current.user).not.toBeNull());
    await act(() => result.current.logout());
    expect(Cookies.get('token')).toBeUndefined();
    expect(Cookies.get('refreshToken')).toBeUndefined();
    expect(result.current.isLoggedIn).toBe(false);
  });

  it('refreshMemberInfo(결제·후기·이메일 인증 뒤에 부르는 것)는 내 정보를 다시 받아 화면과 쿠키를 맞춘다', async () => {
    await logIn(7);
    const { result } = renderUser();
    await waitFor(() => expect(result.current.user?.point).toBe(1207));
    server.use(mswHttp.get(`${API}/my-page/:memberId`, () => HttpResponse.json({ ...infoOf(7), point: 200, reviewCount: 4 })));
    await act(() => refreshMemberInfo());
    expect(result.current.user).toMatchObject({ point: 200, reviewCount: 4 });
    expect(JSON.parse(Cookies.get('userInfo')!)).toMatchObject({ point: 200, reviewCount: 4 });
  });

  it('refreshMemberInfo 는 clearUserInfo 로 멈춘 것도 풀고, 로그인하지 않았으면 부르지 않는다', async () => {
    await logIn(7);
    const { result } = renderUser();
    await waitFor(() => expect(result.current.user).not.toBeNull());
    act(() => result.current.clearUserInfo());
    await act(() => result.current.refetch());
    await waitFor(() => expect(result.current.user?.memberId).toBe(7));
    expect(infoCalls).toEqual([7, 7]);

    clearAllCookies();
    await act(() => refreshMemberInfo());
    expect(infoCalls).toEqual([7, 7]);
    expect(result.current).toMatchObject({ isLoggedIn: false, user: null });
  });

  it('받는 중에 clearUserInfo 하면 늦게 온 답은 버린다', async () => {
    await logIn(7);
    let answer: () => void = () => undefined;
    server.use(
      mswHttp.get(`${API}/my-page/:memberId`, async ({ params }) => {
        infoCalls.push(Number(params.memberId));
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json(infoOf(7));
      }),
    );
    const { result } = renderUser();
    await waitFor(() => expect(infoCalls).toEqual([7]));
    act(() => result.current.clearUserInfo());
    await act(async () => {
      answer();
      await new Promise((resolve) => setTimeout(resolve, 30));
    });
    expect(result.current.user).toBeNull();
    expect(getMemberInfoState().info).toBeNull();
    expect(Cookies.get('userInfo')).toBeUndefined();
  });

  it('한 번 실패하면 한 번만 다시 시도한다(docs/product.md, Limits and layout)', async () => {
    await logIn(7);
    server.use(
      mswHttp.get(`${API}/my-page/:memberId`, ({ params }) => {
        infoCalls.push(Number(params.memberId));
        return infoCalls.length === 1 ? HttpResponse.json({ code: 'X', message: '잠시 후' }, { status: 503 }) : HttpResponse.json(infoOf(7));
      }),
    );
    const { result } = renderUser();
    await waitFor(() => expect(result.current.user?.memberId).toBe(7), { timeout: 3000 });
    expect(infoCalls).toEqual([7, 7]);
  });

  it('UserProvider 밖에서 쓰면 알려 준다', () => {
    expect(() => renderHook(() => useUser())).toThrow('UserProvider');
  });
});
