import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, socialTestProviderEnabled } from '../../../server/config';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { authorize, choose, pathOf } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /v1/members/oauth/authorize', () => {
  it('POST /v1/members/oauth/authorize – 테스트 제공자의 주소(state·PKCE S256·nonce)와 HttpOnly 묶음 쿠키', async () => {
    const { res, authorizeUrl } = await authorize(t, 'KAKAO', { redirectUri: '/products/1?tab=daily' });
    const url = new URL(authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:4000/v1/test-idp/kakao/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/account/social/kakao');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('prompt')).toBeNull();
    expect(new Date(res.body.expiresAt).getTime() - t.clock.now().getTime()).toBeGreaterThan(9 * 60_000);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^oauth_binding=[\w-]{43}; Max-Age=600; Path=\/v1; HttpOnly; SameSite=Lax$/);
  });

  it('POST /v1/members/oauth/authorize – 브라우저에 쿠키가 있으면 같은 값을 쓴다(두 탭의 로그인이 서로 덮지 않게)', async () => {
    const first = await authorize(t, 'NAVER');
    const second = await authorize(t, 'GOOGLE', { cookie: first.cookie });
    expect(second.cookie).toBe(first.cookie);
  });

  it('POST /v1/members/oauth/authorize – 바깥 주소로 돌아가는 redirectUri, 모르는 제공자는 400', async () => {
    for (const redirectUri of ['https://evil.example/x', '//evil.example', 'javascript:alert(1)']) {
      const res = await t.json('POST', '/v1/members/oauth/authorize', { provider: 'KAKAO', redirectUri });
      expect(res.status, redirectUri).toBe(400);
    }
    expect((await t.json('POST', '/v1/members/oauth/authorize', { provider: 'APPLE' })).status).toBe(400);
  });

  it('POST /v1/members/oauth/authorize – LINK·REAUTH 는 로그인이 필요하다(401)', async () => {
    for (const purpose of ['LINK', 'REAUTH']) {
      const res = await t.json('POST', '/v1/members/oauth/authorize', { provider: 'KAKAO', purpose });
      expect(res.status, purpose).toBe(401);
      expect(res.body.code).toBe('UNAUTHORIZED');
    }
  });

  it('CORS – 허용된 웹 출처에는 쿠키를 실은 호출을 허락한다(credentials)', async () => {
    const res = await t.request('/v1/members/oauth/authorize', {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    const other = await t.request('/v1/members/oauth/authorize', { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('GET /v1/test-idp/{provider}/authorize', () => {
  it('GET /v1/test-idp/kakao/authorize – 한국어 동의 화면: 제목, 가상 회원 넷의 버튼, 취소 버튼, 44px 이상', async () => {
    const { authorizeUrl } = await authorize(t, 'KAKAO');
    const res = await t.request(pathOf(authorizeUrl));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('<title>카카오 테스트 로그인</title>');
    expect(html.match(/<button type="submit" name="choice" value="(minji|seojun|junho|demo)"/g)).toHaveLength(4);
    expect(html).toContain('demo@example.com');
    expect(html).toMatch(/<button type="submit" name="choice" value="cancel"[^>]*>취소<\/button>/);
    expect(html).toContain('min-height:48px');
    expect(html).toContain('<legend>테스트 계정</legend>');
  });

  it('GET /v1/test-idp/{provider}/authorize – 웹의 /account/social/ 밖으로 돌아가는 redirect_uri, PKCE 없음, 모르는 client_id 는 400', async () => {
    const { authorizeUrl } = await authorize(t, 'NAVER');
    const bad = (edit: (q: URLSearchParams) => void) => {
      const url = new URL(authorizeUrl);
      edit(url.searchParams);
      return t.request(pathOf(url.toString()));
    };
    expect((await bad((q) => q.set('redirect_uri', 'https://evil.example/account/social/naver'))).status).toBe(400);
    expect((await bad((q) => q.set('redirect_uri', 'http://localhost:3000/my-page'))).status).toBe(400);
    expect((await bad((q) => q.delete('code_challenge'))).status).toBe(400);
    expect((await bad((q) => q.set('code_challenge_method', 'plain'))).status).toBe(400);
    expect((await bad((q) => q.set('client_id', 'someone-else'))).status).toBe(400);
    expect((await t.request('/v1/test-idp/apple/authorize')).status).toBe(404);
  });

  it('POST /v1/test-idp/{provider}/authorize – 가상 회원을 고르면 code·state 를 들고 웹의 redirect_uri 로 302', async () => {
    const { authorizeUrl, state } = await authorize(t, 'GOOGLE');
    const back = await choose(t, authorizeUrl, 'minji');
    expect(`${back.location.origin}${back.location.pathname}`).toBe('http://localhost:3000/account/social/google');
    expect(back.state).toBe(state);
    expect(back.code).toMatch(/^[\w-]{43}$/);
  });
});

it('GET /v1/openapi.json – 소셜 로그인·가입·연결·본인 확인 경로를 싣는다', async () => {
  const res = await t.json('GET', '/v1/openapi.json');
  expect(Object.keys(res.body.paths)).toEqual(
    expect.arrayContaining([
      '/v1/members/oauth/authorize',
      '/v1/members/login/social',
      '/v1/members/signup/social',
      '/v1/my-page/{memberId}/social-accounts',
      '/v1/my-page/{memberId}/social-accounts/{provider}',
      '/v1/my-page/{memberId}/member-info/check-social',
    ]),
  );
});

describe('운영에서는 내장 테스트 제공자가 꺼진다', () => {
  it('SOCIAL_TEST_PROVIDER=off 면 키 없는 제공자의 authorize 는 400 SOCIAL_PROVIDER_DISABLED, 동의 화면도 404', async () => {
    const off = await createTestApp({ env: { SOCIAL_TEST_PROVIDER: 'off' } });
    try {
      const res = await off.json('POST', '/v1/members/oauth/authorize', { provider: 'GOOGLE' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'SOCIAL_PROVIDER_DISABLED', message: '지금은 Google 로그인을 쓸 수 없습니다. 다른 방법으로 로그인해주세요.' });
      expect(res.headers.get('set-cookie')).toBeNull();
      expect((await off.request('/v1/test-idp/google/authorize?client_id=x')).status).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('auto 는 운영(NODE_ENV=production, 내장 DB 라도)에서 끈다: ALLOW_TEST_SOCIAL_LOGIN 으로 허용한 스테이징·e2e 만 켜 둔다', () => {
    const base = { JWT_SECRET: 'x'.repeat(40), REVALIDATE_SECRET: 'y'.repeat(20) };
    expect(socialTestProviderEnabled(loadConfig({ ...base, NODE_ENV: 'production', DATABASE_URL: 'postgres://db/shop' }))).toBe(false);
    expect(socialTestProviderEnabled(loadConfig({ ...base, NODE_ENV: 'production' }))).toBe(false);
    expect(socialTestProviderEnabled(loadConfig({ ...base, NODE_ENV: 'production', ALLOW_TEST_SOCIAL_LOGIN: 'true' }))).toBe(true);
    expect(socialTestProviderEnabled(loadConfig({ ...base, NODE_ENV: 'development', DATABASE_URL: 'postgres://db/shop' }))).toBe(true);
    expect(socialTestProviderEnabled(loadConfig({ ...base, NODE_ENV: 'production', DATABASE_URL: 'postgres://db/shop', SOCIAL_TEST_PROVIDER: 'on' }))).toBe(true);
  });
});
