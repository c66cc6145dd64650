import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NaverIdentityProvider } from '../../../../server/providers/identity/naver';
import { expectNoSecrets, failure, randomToken, startLoopback, type Loopback, type Reply, type Seen } from './loopback';

const CLIENT_ID = 'naver-client-id';
const CLIENT_SECRET = 'naver-client-secret';
const REDIRECT_URI = 'http://localhost:3000/account/social/naver';

type NaverUser = Record<string, string>;
const fullUser: NaverUser = {
  id: 'naver-app-scoped-id-1',
  email: 'Member@Naver.com',
  name: '이네이버',
  nickname: '네이버닉',
  mobile: '010-9876-5432',
  mobile_e164: '+821098765432',
};

// 네이버 인증 서버처럼: 토큰 끝점은 실패도 200 에 error 로 답하고, code 는 그 state 와 함께 한 번만 쓸 수 있다
const codes = new Map<string, { state: string; user: NaverUser }>();
const tokens = new Map<string, NaverUser>();

function naver(req: Seen): Reply {
  const path = req.url.pathname;
  if (req.method === 'POST' && path === '/oauth2.0/token') {
    const f = req.form;
    if (f.get('client_id') !== CLIENT_ID || f.get('client_secret') !== CLIENT_SECRET) {
      return { status: 200, body: { error: 'invalid_client', error_description: 'client authentication failed' } };
    }
    const code = f.get('code') ?? '';
    const issued = codes.get(code);
    codes.delete(code);
    if (f.get('grant_type') !== 'authorization_code' || !issued || issued.state !== f.get('state')) {
      return { status: 200, body: { error: 'invalid_request', error_description: 'no valid data in session' } };
    }
    const accessToken = randomToken('naver-at');
    tokens.set(accessToken, issued.user);
    return { status: 200, body: { access_token: accessToken, refresh_token: randomToken('naver-rt'), token_type: 'bearer', expires_in: '3600' } };
  }
  if (req.method === 'GET' && path === '/v1/nid/me') {
    const user = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
    return user ? { status: 200, body: { resultcode: '00', message: 'success', response: user } } : { status: 401, body: { resultcode: '024', message: 'Authentication failed' } };
  }
  return { status: 404, body: {} };
}

let server: Loopback;
beforeAll(async () => {
  server = await startLoopback(naver);
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
  server.answerWith(null);
});

const adapter = (timeoutMs = 2000) =>
  new NaverIdentityProvider({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, authUrl: server.baseUrl, apiUrl: server.baseUrl, timeoutMs });

function consented(user: NaverUser) {
  const code = randomToken('naver-code');
  const state = randomToken('state');
  codes.set(code, { state, user });
  return { code, state, codeVerifier: 'not-sent-to-naver', nonce: 'unused', redirectUri: REDIRECT_URI };
}

describe('NaverIdentityProvider', () => {
  it('authorizeUrl – PKCE 없이 client id·redirect URI·state. 본인 확인이면 auth_type=reauthenticate', () => {
    const base = { state: 'state-0123456789abcdef', codeChallenge: 'ignored', nonce: 'n', redirectUri: REDIRECT_URI };
    const url = new URL(adapter().authorizeUrl({ ...base, reauthenticate: false }));
    expect(`${url.origin}${url.pathname}`).toBe(`${server.baseUrl}/oauth2.0/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ response_type: 'code', client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, state: base.state });
    expect(new URL(adapter().authorizeUrl({ ...base, reauthenticate: true })).searchParams.get('auth_type')).toBe('reauthenticate');
  });

  it('exchange – 시크릿과 state 를 보내 토큰을 받고 프로필(resultcode 00)을 읽는다', async () => {
    const p = consented(fullUser);
    expect(await adapter().exchange(p)).toEqual({
      provider: 'NAVER',
      providerUserId: 'naver-app-scoped-id-1',
      email: 'member@naver.com',
      // 네이버는 확인 여부를 주지 않는다: 가입하면 인증 메일로 확인한다
      emailVerified: false,
      name: '이네이버',
      cellPhone: '01098765432',
    });
    const [token, me] = server.seen;
    expect(token!.method).toBe('POST');
    expect(token!.form.get('client_secret')).toBe(CLIENT_SECRET);
    expect(token!.form.get('state')).toBe(p.state);
    expect(token!.form.has('code_verifier')).toBe(false);
    expect(me!.headers.authorization).toMatch(/^Bearer naver-at-/);
  });

  it('이메일·이름·번호 동의가 없으면 null(이름은 별명으로 대신)', async () => {
    const profile = await adapter().exchange(consented({ id: 'naver-2', nickname: '별명만' }));
    expect(profile).toEqual({ provider: 'NAVER', providerUserId: 'naver-2', email: null, emailVerified: false, name: '별명만', cellPhone: null });
  });

  it('같은 code 를 두 번 쓰면(200 + invalid_request) INVALID_GRANT, 다른 state 도 INVALID_GRANT', async () => {
    const p = consented(fullUser);
    await adapter().exchange(p);
    const twice = await failure(adapter().exchange(p));
    expect(twice.kind).toBe('INVALID_GRANT');
    expectNoSecrets(twice, [p.code, CLIENT_SECRET]);

    const other = consented(fullUser);
    expect((await failure(adapter().exchange({ ...other, state: 'someone-elses-state' }))).kind).toBe('INVALID_GRANT');
  });

  it('시크릿이 틀리면(200 + invalid_client) 다시 해도 안 되는 INVALID_RESPONSE', async () => {
    const wrong = new NaverIdentityProvider({ clientId: CLIENT_ID, clientSecret: 'wrong', authUrl: server.baseUrl, apiUrl: server.baseUrl, timeoutMs: 2000 });
    expect((await failure(wrong.exchange(consented(fullUser)))).kind).toBe('INVALID_RESPONSE');
  });

  it('500·429 는 UNAVAILABLE, 200 의 server_error 도 UNAVAILABLE', async () => {
    server.answerWith(() => ({ status: 500, body: {} }));
    expect((await failure(adapter().exchange(consented(fullUser)))).kind).toBe('UNAVAILABLE');
    server.answerWith(() => ({ status: 429, body: { errorCode: '012', errorMessage: 'Request limit Exceeded' } }));
    expect((await failure(adapter().exchange(consented(fullUser)))).kind).toBe('UNAVAILABLE');
    server.answerWith(() => ({ status: 200, body: { error: 'server_error', error_description: 'internal' } }));
    expect((await failure(adapter().exchange(consented(fullUser)))).kind).toBe('UNAVAILABLE');
  });

  it('제한 시간을 넘긴 답은 TIMEOUT', async () => {
    server.answerWith(() => ({ status: 200, body: {}, delayMs: 1000 }));
    expect((await failure(adapter(150).exchange(consented(fullUser)))).kind).toBe('TIMEOUT');
  });

  it('프로필의 resultcode 가 00 이 아니면 INVALID_RESPONSE', async () => {
    const p = consented(fullUser);
    let calls = 0;
    server.answerWith((req) => (++calls === 1 ? naver(req) : { status: 200, body: { resultcode: '028', message: 'Authentication header not exists' } }));
    expect((await failure(adapter().exchange(p))).kind).toBe('INVALID_RESPONSE');
  });
});
