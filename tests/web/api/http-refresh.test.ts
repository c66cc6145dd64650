import Cookies from 'js-cookie';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/lib/api/http';
import { REFRESH_LOCK, resetRefreshState } from '@/lib/api/refresh';
import { clearAllCookies } from '../support/cookies';
import { makeToken } from '../support/jwt';
import { API, captureLogs, server } from '../support/server';
import { SESSIONS } from '../support/sessions';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  setLocks(undefined);
});
afterAll(() => server.close());

type Seen = { authorization: string | null };
let seen: Seen[];
let refreshCalls: { credentials: RequestCredentials; body: string; cookie: string }[];
let renewed: string;

/*
 * 웹 서버의 POST /api/sessions/refresh 를 흉내 낸다. 리프레시 토큰은 HttpOnly 쿠키라 화면은 보내지도 받지도 않는다:
 * 본문은 비어 있고, 답은 새 액세스 토큰뿐이다. 실제 서버처럼 token 쿠키를 새로 심고(Set-Cookie) 예전 빌드의
 * 읽을 수 있는 refreshToken 쿠키는 지운다. jsdom 은 msw 응답의 Set-Cookie 를 적용하지 않아 여기서 직접 적는다.
 */
function answerRefresh(answer: () => Response | Promise<Response> = () => HttpResponse.json({ accessToken: renewed })) {
  server.use(
    mswHttp.post(`${SESSIONS}/refresh`, async ({ request }) => {
      refreshCalls.push({ credentials: request.credentials, body: await request.text(), cookie: document.cookie });
      // 실제 서버처럼 조금 늦게 답한다: 동시 요청이 같은 갱신을 기다리는지 보려면 필요하다.
      await new Promise((resolve) => setTimeout(resolve, 30));
      const response = await answer();
      if (response.status === 200) {
        document.cookie = `token=${renewed}; path=/`;
        Cookies.remove('refreshToken', { path: '/' });
      }
      return response;
    }),
  );
}

beforeEach(async () => {
  clearAllCookies();
  resetRefreshState();
  seen = [];
  refreshCalls = [];
  renewed = await makeToken(3600, { jti: 'new' });
  captureLogs();
  server.use(
    mswHttp.get(`${API}/echo`, ({ request }) => {
      seen.push({ authorization: request.headers.get('authorization') });
      return HttpResponse.json({ ok: true });
    }),
  );
  answerRefresh();
});

const setToken = (token: string) => Cookies.set('token', token, { path: '/' });

/** 탭 사이의 Web Locks 를 흉내 낸다: 같은 이름의 자물쇠는 한 번에 하나씩, 요청한 순서대로 */
function fakeLocks() {
  const requested: string[] = [];
  let tail: Promise<unknown> = Promise.resolve();
  const request = (name: string, callback: () => Promise<unknown>) => {
    requested.push(name);
    const run = tail.then(() => callback());
    tail = run.catch(() => undefined);
    return run;
  };
  return { requested, request };
}

function setLocks(locks: ReturnType<typeof fakeLocks> | undefined) {
  Object.defineProperty(navigator, 'locks', { configurable: true, value: locks });
}

/** 같은 브라우저의 다른 탭: 모듈(진행 중인 갱신 inFlight)은 따로, 쿠키와 자물쇠는 함께 쓴다 */
async function openTab() {
  vi.resetModules();
  return import('@/lib/api/refresh');
}

describe('http – 요청 전 토큰 갱신 (docs/product.md, Sessions and cookies, 리프레시 토큰은 웹 서버의 HttpOnly 쿠키)', () => {
  it('액세스 토큰이 유효하면 갱신하지 않고 지금 토큰을 보낸다', async () => {
    const token = await makeToken(3600);
    setToken(token);
    await http.get('/echo');
    expect(refreshCalls).toHaveLength(0);
    expect(seen).toEqual([{ authorization: `Bearer ${token}` }]);
  });

  it('만료되면 같은 출처의 /api/sessions/refresh 를 한 번 불러(리프레시 토큰은 싣지 않는다) 새 토큰을 저장하고 보낸다', async () => {
    setToken(await makeToken(-60));
    await http.get('/echo');
    expect(refreshCalls).toEqual([{ credentials: 'same-origin', body: '', cookie: expect.not.stringContaining('refreshToken') as unknown as string }]);
    expect(Cookies.get('token')).toBe(renewed);
    expect(Cookies.get('refreshToken')).toBeUndefined();
    expect(seen).toEqual([{ authorization: `Bearer ${renewed}` }]);
  });

  it('갱신이 거절되면(둘 다 만료·세션 폐기) 옛 토큰으로 보내고 token 쿠키는 그대로, 같은 토큰으로는 다시 부르지 않는다', async () => {
    const old = await makeToken(-60);
    setToken(old);
    answerRefresh(() => HttpResponse.json({ code: 'REFRESH_TOKEN_REUSED', message: '로그인이 만료되었습니다. 다시 로그인해주세요.', meta: null }, { status: 401 }));
    await http.get('/echo');
    await http.get('/echo');
    expect(refreshCalls).toHaveLength(1);
    expect(seen).toEqual([{ authorization: `Bearer ${old}` }, { authorization: `Bearer ${old}` }]);
    expect(Cookies.get('token')).toBe(old);
  });

  it('갱신 라우트에 닿지 못해도 옛 토큰으로 보낸다', async () => {
    const old = await makeToken(-60);
    setToken(old);
    server.use(mswHttp.post(`${SESSIONS}/refresh`, () => HttpResponse.error()));
    await http.get('/echo');
    expect(seen).toEqual([{ authorization: `Bearer ${old}` }]);
  });

  it('만료된 토큰으로 동시에 나간 세 요청은 갱신 호출 하나를 나눠 쓴다', async () => {
    setToken(await makeToken(-60));
    await Promise.all([http.get('/echo'), http.get('/echo'), http.get('/echo')]);
    expect(refreshCalls).toHaveLength(1);
    expect(seen).toEqual(Array.from({ length: 3 }, () => ({ authorization: `Bearer ${renewed}` })));
  });

  it('토큰 쿠키가 없으면 갱신하지 않고 Authorization 없이 보낸다', async () => {
    await http.get('/echo');
    expect(refreshCalls).toHaveLength(0);
    expect(seen).toEqual([{ authorization: null }]);
  });

  it('예전 빌드가 남긴 읽을 수 있는 refreshToken 쿠키는 다음 요청 전에 한 번 서버로 옮긴다(회전해 HttpOnly 로, 예전 것은 지운다)', async () => {
    setToken(await makeToken(3600));
    Cookies.set('refreshToken', 'legacy-r', { path: '/' });
    await http.get('/echo');
    // 예전 쿠키(경로 /)는 브라우저가 갱신 라우트에 함께 보낸다: 서버가 그 값을 받아 옮긴다
    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0]?.cookie).toContain('refreshToken=legacy-r');
    expect(Cookies.get('refreshToken')).toBeUndefined();
    expect(seen).toEqual([{ authorization: `Bearer ${renewed}` }]);
    await http.get('/echo');
    expect(refreshCalls).toHaveLength(1);
  });

  it('기본 주소는 {api}/v1, 시간 제한은 5000ms', () => {
    expect(http.defaults.baseURL).toBe('http://localhost:4000/v1');
    expect(http.defaults.timeout).toBe(5000);
  });
});

describe('탭 둘 – 한 리프레시 토큰은 한 탭만 회전한다(재사용으로 세션이 끊기지 않게)', () => {
  it('두 탭이 동시에 만료를 보면 Web Locks 로 줄을 서고, 뒤의 탭은 앞 탭이 받은 새 토큰을 쓴다: 갱신은 한 번', async () => {
    const locks = fakeLocks();
    setLocks(locks);
    setToken(await makeToken(-60));
    const [tabA, tabB] = [await openTab(), await openTab()];
    const tokens = await Promise.all([tabA.accessTokenForRequest(), tabB.accessTokenForRequest()]);
    expect(refreshCalls).toHaveLength(1);
    expect(tokens).toEqual([renewed, renewed]);
    expect(locks.requested).toEqual([REFRESH_LOCK, REFRESH_LOCK]);
  });

  it('자물쇠가 없으면 두 탭이 같은 토큰을 두 번 회전하려 한다: 위의 한 번은 자물쇠 덕이다', async () => {
    setLocks(undefined);
    setToken(await makeToken(-60));
    const [tabA, tabB] = [await openTab(), await openTab()];
    await Promise.all([tabA.accessTokenForRequest(), tabB.accessTokenForRequest()]);
    expect(refreshCalls).toHaveLength(2);
  });

  it('자물쇠를 기다리는 사이 다른 탭이 token 쿠키를 새로 적었으면, 자물쇠를 얻은 뒤 다시 읽어 그것을 쓴다(갱신하지 않는다)', async () => {
    const locks = fakeLocks();
    setLocks(locks);
    setToken(await makeToken(-60));
    // 다른 탭이 자물쇠를 쥐고 갱신하는 중
    let release: () => void = () => undefined;
    void locks.request(REFRESH_LOCK, () => new Promise<void>((resolve) => (release = resolve)));
    const tab = await openTab();
    const waiting = tab.accessTokenForRequest();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(locks.requested).toEqual([REFRESH_LOCK, REFRESH_LOCK]);
    setToken(renewed);
    release();
    await expect(waiting).resolves.toBe(renewed);
    expect(refreshCalls).toHaveLength(0);
  });
});
