import Cookies from 'js-cookie';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, http, isApiError } from '@/lib/api/http';
import { ApiFailureLogSchema } from '@/lib/schemas/log';
import { clearAllCookies } from '../support/cookies';
import { makeToken } from '../support/jwt';
import { API, captureLogs, server } from '../support/server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => clearAllCookies());

async function failureOf(request: Promise<unknown>): Promise<ApiError> {
  const error = await request.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isApiError(error)).toBe(true);
  return error as ApiError;
}

describe('http – 실패를 ApiError 로 (docs/product.md, Calls and failures)', () => {
  it('서버 봉투의 code, message, meta 와 HTTP 상태를 그대로 담는다', async () => {
    captureLogs();
    server.use(
      mswHttp.post(`${API}/reviews`, () =>
        HttpResponse.json(
          { code: 'REVIEW_ALREADY_WRITTEN', message: '이미 후기를 작성했습니다.', meta: { serviceId: 3 } },
          { status: 409 },
        ),
      ),
    );
    const error = await failureOf(http.post('/reviews', { title: 't' }));
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      status: 409,
      code: 'REVIEW_ALREADY_WRITTEN',
      message: '이미 후기를 작성했습니다.',
      meta: { serviceId: 3 },
    });
  });

  it('네트워크 오류는 status null, unknown / 알 수 없는 에러', async () => {
    captureLogs();
    server.use(mswHttp.get(`${API}/mains`, () => HttpResponse.error()));
    const error = await failureOf(http.get('/mains'));
    expect(error).toMatchObject({ status: null, code: 'unknown', message: '알 수 없는 에러', meta: null });
  });

  it('HTML 본문의 502 는 상태만 남기고 unknown / 알 수 없는 에러', async () => {
    captureLogs();
    server.use(mswHttp.get(`${API}/mains`, () => HttpResponse.html('<html>Bad Gateway</html>', { status: 502 })));
    const error = await failureOf(http.get('/mains'));
    expect(error).toMatchObject({ status: 502, code: 'unknown', message: '알 수 없는 에러', meta: null });
  });

  it('isApiError 는 다른 오류를 가려낸다', () => {
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ code: 'unknown', message: 'x' })).toBe(false);
    expect(isApiError(new ApiError(400, 'BAD', '잘못된 요청'))).toBe(true);
  });
});

describe('http – 실패한 호출은 /api/log 로 기록한다 (docs/product.md, Calls and failures)', () => {
  it('모든 필드를 채워 보낸다', async () => {
    const { waitFor } = captureLogs();
    Cookies.set('token', await makeToken(3600), { path: '/' });
    const userInfo = { memberId: 7, point: 1500, registrationType: 'EMAIL', reviewCount: 2 };
    Cookies.set('userInfo', JSON.stringify(userInfo), { path: '/' });
    window.history.pushState({}, '', '/my-page/services?page=2');
    server.use(
      mswHttp.delete(`${API}/carts`, () =>
        HttpResponse.json({ code: 'CART_EMPTY', message: '장바구니가 비어 있습니다.', meta: null }, { status: 404 }),
      ),
    );
    await failureOf(http.delete('/carts', { params: { ids: '1,2' } }));
    const [log] = await waitFor(1);
    expect(log).toEqual({
      statusCode: 404,
      message: 'Request failed with status code 404',
      errorCode: 'CART_EMPTY',
      errorMessage: '장바구니가 비어 있습니다.',
      method: 'DELETE',
      endpoint: '/carts',
      currentUrl: 'http://localhost:3000/my-page/services?page=2',
      userAgent: navigator.userAgent,
      userInfo,
    });
    expect(ApiFailureLogSchema.safeParse(log).success).toBe(true);
  });

  it('본문이 없는 실패는 statusCode null, unknown 으로, 로그인 전이면 userInfo null', async () => {
    const { waitFor } = captureLogs();
    server.use(mswHttp.get(`${API}/banners`, () => HttpResponse.error()));
    await failureOf(http.get('/banners'));
    const [log] = await waitFor(1);
    expect(log).toMatchObject({
      statusCode: null,
      message: 'Network Error',
      errorCode: 'unknown',
      errorMessage: '알 수 없는 에러',
      method: 'GET',
      endpoint: '/banners',
      userInfo: null,
    });
  });

  it('로그 전송이 실패해도 원래 ApiError 로 거절된다', async () => {
    server.use(
      mswHttp.post('http://localhost:3000/api/log', () => HttpResponse.error()),
      mswHttp.get(`${API}/popups`, () => HttpResponse.json({ code: 'X', message: '실패', meta: null }, { status: 500 })),
    );
    const error = await failureOf(http.get('/popups'));
    expect(error).toMatchObject({ status: 500, code: 'X' });
  });

  it('성공한 호출은 기록하지 않는다', async () => {
    const { logs } = captureLogs();
    server.use(mswHttp.get(`${API}/faqs`, () => HttpResponse.json({ items: [] })));
    await http.get('/faqs');
    // 보내고 잊는 fetch 가 있었다면 이만큼이면 도착한다.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logs).toHaveLength(0);
  });
});
