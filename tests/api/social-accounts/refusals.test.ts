import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialProvider } from '../../../lib/schemas/social-accounts';
import { IdentityProviderError, type IdentityProvider, type IdentityProviderErrorKind } from '../../../server/providers/identity';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { authorize, callbackBody, choose } from './helpers';

/** code 를 바꾸는 순간 실패하는 제공자: 느리거나 죽었거나 엉뚱한 답을 주는 제공자를 흉내 낸다 */
const failing = (provider: SocialProvider, kind: IdentityProviderErrorKind): IdentityProvider => ({
  provider,
  isTest: false,
  authorizeUrl: (p) => `https://idp.example/authorize?state=${p.state}`,
  exchange: async () => {
    throw new IdentityProviderError(kind, provider, 'simulated');
  },
});

let t: TestApp;
beforeAll(async () => {
  // 카카오만 내장 테스트 제공자, 나머지는 실패하는 제공자. api 주소가 https 면 쿠키에 Secure 가 붙는다
  t = await createTestApp({
    env: { API_PUBLIC_URL: 'https://api.example.com' },
    deps: { identityProviders: { NAVER: failing('NAVER', 'TIMEOUT'), GOOGLE: failing('GOOGLE', 'UNAVAILABLE'), FACEBOOK: failing('FACEBOOK', 'INVALID_RESPONSE') } },
  });
});
afterAll(() => t.close());

const login = (body: unknown, cookie?: string) => t.json('POST', '/v1/members/login/social', body, undefined, cookie ? { cookie } : {});

describe('POST /v1/members/login/social – 거절', () => {
  it('api 주소가 https 면 묶음 쿠키는 Secure', async () => {
    const { res } = await authorize(t, 'KAKAO');
    expect(res.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it('제공자 화면에서 취소 – error=access_denied 로 돌아오면 400 SOCIAL_LOGIN_CANCELLED, 그 state 는 끝난다', async () => {
    const started = await authorize(t, 'KAKAO');
    const back = await choose(t, started.authorizeUrl, 'cancel');
    expect(back.error).toBe('access_denied');
    expect(back.state).toBe(started.state);
    expect(back.code).toBeNull();
    const res = await login(callbackBody('KAKAO', back), started.cookie);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'SOCIAL_LOGIN_CANCELLED', message: '로그인을 취소했습니다. 다시 로그인하려면 버튼을 눌러주세요.', meta: null });
    // 취소한 요청의 state 로 code 를 들고 와도 쓸 수 없다: 이 브라우저가 이미 끝낸 요청이라 '이미 사용'으로 답한다
    const other = await choose(t, (await authorize(t, 'KAKAO', { cookie: started.cookie })).authorizeUrl, 'minji');
    expect((await login({ provider: 'KAKAO', state: started.state, code: other.code }, started.cookie)).body.code).toBe('SOCIAL_CODE_INVALID');
  });

  it('state 가 없거나 짧거나 모르는 값이면 400 SOCIAL_STATE_INVALID', async () => {
    const started = await authorize(t, 'KAKAO');
    const back = await choose(t, started.authorizeUrl, 'minji');
    for (const body of [{ provider: 'KAKAO', code: back.code }, { provider: 'KAKAO', code: back.code, state: 'short' }, { provider: 'KAKAO', code: back.code, state: 'x'.repeat(43) }]) {
      const res = await login(body, started.cookie);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('SOCIAL_STATE_INVALID');
    }
    // 거절된 시도들은 회원의 요청을 태우지 않았다
    expect((await login(callbackBody('KAKAO', back), started.cookie)).status).toBe(200);
  });

  it('묶음 쿠키가 없거나 다른 브라우저의 것이면 400 SOCIAL_STATE_INVALID(로그인 CSRF)', async () => {
    const victim = await authorize(t, 'KAKAO');
    const back = await choose(t, victim.authorizeUrl, 'minji');
    const attacker = await authorize(t, 'KAKAO');
    expect(attacker.cookie).not.toBe(victim.cookie);
    expect((await login(callbackBody('KAKAO', back))).body.code).toBe('SOCIAL_STATE_INVALID');
    expect((await login(callbackBody('KAKAO', back), attacker.cookie)).body.code).toBe('SOCIAL_STATE_INVALID');
    expect((await login(callbackBody('KAKAO', back), 'oauth_binding=garbage')).body.code).toBe('SOCIAL_STATE_INVALID');
    expect((await login(callbackBody('KAKAO', back), victim.cookie)).status).toBe(200);
  });

  it('10분이 지난 state, 다른 제공자로 보낸 state, 다른 목적(LINK)의 state 는 400 SOCIAL_STATE_INVALID', async () => {
    const expired = await authorize(t, 'KAKAO');
    const back = await choose(t, expired.authorizeUrl, 'minji');
    t.clock.advance(10 * 60 + 1);
    try {
      expect((await login(callbackBody('KAKAO', back), expired.cookie)).body.code).toBe('SOCIAL_STATE_INVALID');
    } finally {
      t.clock.reset();
    }
    const kakao = await authorize(t, 'KAKAO');
    const kakaoBack = await choose(t, kakao.authorizeUrl, 'minji');
    expect((await login(callbackBody('NAVER', kakaoBack), kakao.cookie)).body.code).toBe('SOCIAL_STATE_INVALID');

    const member = await t.signup();
    const link = await authorize(t, 'KAKAO', { purpose: 'LINK', token: member.accessToken });
    const linkBack = await choose(t, link.authorizeUrl, 'minji');
    expect((await login(callbackBody('KAKAO', linkBack), link.cookie)).body.code).toBe('SOCIAL_STATE_INVALID');
  });

  it('같은 code 를 두 번 – 두 번째는 400 SOCIAL_CODE_INVALID(제공자의 invalid_grant), 다른 요청의 PKCE verifier 로도 못 쓴다', async () => {
    const a = await authorize(t, 'KAKAO');
    const b = await authorize(t, 'KAKAO', { cookie: a.cookie });
    const back = await choose(t, a.authorizeUrl, 'seojun');
    expect((await login(callbackBody('KAKAO', back), a.cookie)).status).toBe(200);
    const reused = await login({ provider: 'KAKAO', state: b.state, code: back.code }, a.cookie);
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('SOCIAL_CODE_INVALID');

    // b 의 state 로 a 의 code(verifier 가 다르다)를 내면 거절되고, 그 code 는 다시 쓸 수 없다
    const c = await authorize(t, 'KAKAO', { cookie: a.cookie });
    const d = await authorize(t, 'KAKAO', { cookie: a.cookie });
    const cBack = await choose(t, c.authorizeUrl, 'seojun');
    expect((await login({ provider: 'KAKAO', state: d.state, code: cBack.code }, a.cookie)).body.code).toBe('SOCIAL_CODE_INVALID');
    expect((await login(callbackBody('KAKAO', cBack), a.cookie)).body.code).toBe('SOCIAL_CODE_INVALID');
  });

  it('code 도 error 도 없으면 400 SOCIAL_CODE_INVALID', async () => {
    const started = await authorize(t, 'KAKAO');
    expect((await login({ provider: 'KAKAO', state: started.state }, started.cookie)).body.code).toBe('SOCIAL_CODE_INVALID');
  });

  it.each([
    ['NAVER', 504, 'SOCIAL_PROVIDER_TIMEOUT', '네이버의 응답이 늦어 로그인하지 못했습니다. 잠시 후 다시 시도해주세요.'],
    ['GOOGLE', 503, 'SOCIAL_PROVIDER_UNAVAILABLE', 'Google에 연결하지 못했습니다. 잠시 후 다시 시도해주세요.'],
    ['FACEBOOK', 502, 'SOCIAL_PROVIDER_INVALID_RESPONSE', 'Facebook의 응답을 확인하지 못했습니다. 잠시 후 다시 시도해주세요.'],
  ] as const)('%s 제공자가 실패하면 %i %s, state 는 부르기 전에 이미 쓴 것이라 다시 보낼 수 없다', async (provider, status, code, message) => {
    const started = await authorize(t, provider);
    const body = { provider, state: started.state, code: 'provider-code' };
    const res = await login(body, started.cookie);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ code, message, meta: null });
    expect((await login(body, started.cookie)).body.code).toBe('SOCIAL_CODE_INVALID');
  });

  it('제공자가 access_denied 말고 다른 error 로 돌려보내면 temporarily_unavailable 은 503, 그 밖은 502', async () => {
    const a = await authorize(t, 'KAKAO');
    expect((await login({ provider: 'KAKAO', state: a.state, error: 'temporarily_unavailable' }, a.cookie)).status).toBe(503);
    const b = await authorize(t, 'KAKAO', { cookie: a.cookie });
    expect((await login({ provider: 'KAKAO', state: b.state, error: 'invalid_scope' }, a.cookie)).status).toBe(502);
  });

  it('error 를 실었어도 이 브라우저가 시작한 state 가 아니면 제공자 실패(5xx)가 아니라 400 SOCIAL_STATE_INVALID', async () => {
    const a = await authorize(t, 'KAKAO');
    const other = await authorize(t, 'KAKAO');
    for (const error of ['server_error', 'invalid_scope', 'anything']) {
      // 다른 브라우저의 쿠키, 쿠키 없음, 지어낸 state
      expect((await login({ provider: 'KAKAO', state: a.state, error }, other.cookie)).body.code).toBe('SOCIAL_STATE_INVALID');
      expect((await login({ provider: 'KAKAO', state: a.state, error })).body.code).toBe('SOCIAL_STATE_INVALID');
      expect((await login({ provider: 'KAKAO', state: 'x'.repeat(32), error }, a.cookie)).status).toBe(400);
    }
    // 회원이 취소한 것은 어느 경우든 취소로 알린다
    expect((await login({ provider: 'KAKAO', state: 'x'.repeat(32), error: 'access_denied' })).body.code).toBe('SOCIAL_LOGIN_CANCELLED');
  });
});
