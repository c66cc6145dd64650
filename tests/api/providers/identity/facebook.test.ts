import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FacebookIdentityProvider } from '../../../../server/providers/identity/facebook';
import { expectNoSecrets, failure, pkcePair, randomToken, s256, startLoopback, type Loopback, type Reply, type Seen } from './loopback';

const APP_ID = '987654321012345';
const APP_SECRET = 'facebook-app-secret';
const REDIRECT_URI = 'http://localhost:3000/account/social/facebook';

type FacebookUser = { id: string; name?: string; email?: string };
const fullUser: FacebookUser = { id: '10223344556677889', name: 'Choi Facebook', email: 'Member@Facebook.com' };

const graphError = (code: number, message: string, extra: Record<string, unknown> = {}): Reply => ({
  status: 400,
  body: { error: { message, type: 'OAuthException', code, fbtrace_id: 'AbCdEf', ...extra } },
});

// Graph API 처럼: code 는 한 번만, verifier·앱 시크릿이 맞아야 토큰, /me 는 appsecret_proof 가 맞아야 답한다
const codes = new Map<string, { challenge: string; user: FacebookUser }>();
const tokens = new Map<string, FacebookUser>();
const proof = (token: string) => createHmac('sha256', APP_SECRET).update(token).digest('hex');

function graph(req: Seen): Reply {
  const path = req.url.pathname;
  const q = req.url.searchParams;
  if (req.method === 'GET' && path === '/v21.0/oauth/access_token') {
    if (q.get('client_id') !== APP_ID || q.get('client_secret') !== APP_SECRET) return graphError(1, 'Error validating client secret.');
    if (q.get('redirect_uri') !== REDIRECT_URI) return graphError(100, 'Error validating verification code. Please make sure your redirect_uri is identical.');
    const code = q.get('code') ?? '';
    const issued = codes.get(code);
    codes.delete(code);
    if (!issued || s256(q.get('code_verifier') ?? '') !== issued.challenge) return graphError(100, 'This authorization code has been used.', { error_subcode: 36009 });
    const accessToken = randomToken('EAAB');
    tokens.set(accessToken, issued.user);
    return { status: 200, body: { access_token: accessToken, token_type: 'bearer', expires_in: 5183944 } };
  }
  if (req.method === 'GET' && path === '/v21.0/me') {
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    const user = tokens.get(token);
    if (!user) return graphError(190, 'Invalid OAuth access token.');
    if (q.get('appsecret_proof') !== proof(token)) return graphError(100, 'Invalid appsecret_proof provided in the API argument', { type: 'GraphMethodException' });
    const fields = (q.get('fields') ?? '').split(',');
    return { status: 200, body: Object.fromEntries(Object.entries(user).filter(([k]) => fields.includes(k))) };
  }
  return { status: 404, body: {} };
}

let server: Loopback;
beforeAll(async () => {
  server = await startLoopback(graph);
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
  server.answerWith(null);
});

const adapter = (o: { timeoutMs?: number; secret?: string } = {}) =>
  new FacebookIdentityProvider({
    clientId: APP_ID,
    clientSecret: o.secret ?? APP_SECRET,
    authUrl: `${server.baseUrl}/v21.0/dialog/oauth`,
    graphUrl: `${server.baseUrl}/v21.0`,
    timeoutMs: o.timeoutMs ?? 2000,
  });

function consented(user: FacebookUser) {
  const { verifier, challenge } = pkcePair();
  const code = randomToken('AQD');
  codes.set(code, { challenge, user });
  return { code, state: 'state-0123456789abcdef', codeVerifier: verifier, nonce: 'unused', redirectUri: REDIRECT_URI };
}

describe('FacebookIdentityProvider', () => {
  it('authorizeUrl – 앱 ID, scope email, S256 challenge. 본인 확인이면 auth_type=reauthenticate', () => {
    const base = { state: 'state-0123456789abcdef', codeChallenge: 'challenge-abc', nonce: 'n', redirectUri: REDIRECT_URI };
    const url = new URL(adapter().authorizeUrl({ ...base, reauthenticate: false }));
    expect(`${url.origin}${url.pathname}`).toBe(`${server.baseUrl}/v21.0/dialog/oauth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: APP_ID,
      redirect_uri: REDIRECT_URI,
      state: base.state,
      scope: 'email',
      code_challenge: 'challenge-abc',
      code_challenge_method: 'S256',
    });
    expect(new URL(adapter().authorizeUrl({ ...base, reauthenticate: true })).searchParams.get('auth_type')).toBe('reauthenticate');
  });

  it('exchange – verifier·앱 시크릿으로 토큰을 받고, appsecret_proof 를 붙여 /me 를 읽는다', async () => {
    const p = consented(fullUser);
    expect(await adapter().exchange(p)).toEqual({ provider: 'FACEBOOK', providerUserId: '10223344556677889', email: 'member@facebook.com', emailVerified: true, name: 'Choi Facebook', cellPhone: null });
    const [token, me] = server.seen;
    expect(token!.method).toBe('GET');
    expect(token!.url.searchParams.get('code_verifier')).toBe(p.codeVerifier);
    expect(token!.url.searchParams.get('client_secret')).toBe(APP_SECRET);
    const accessToken = me!.headers.authorization!.replace(/^Bearer /, '');
    expect(me!.url.searchParams.get('fields')).toBe('id,name,email');
    expect(me!.url.searchParams.get('appsecret_proof')).toBe(proof(accessToken));
  });

  it('이메일 없이 가입한 계정이나 이메일을 거절한 회원은 email null', async () => {
    expect(await adapter().exchange(consented({ id: '555', name: 'No Mail' }))).toEqual({ provider: 'FACEBOOK', providerUserId: '555', email: null, emailVerified: false, name: 'No Mail', cellPhone: null });
  });

  it('같은 code 를 두 번 쓰면(OAuthException 100) INVALID_GRANT, 오류 문구에 code·시크릿이 없다', async () => {
    const p = consented(fullUser);
    await adapter().exchange(p);
    const e = await failure(adapter().exchange(p));
    expect(e.kind).toBe('INVALID_GRANT');
    expectNoSecrets(e, [p.code, p.codeVerifier, APP_SECRET]);
  });

  it('앱 시크릿이 틀리면(code 1) INVALID_RESPONSE: 다시 로그인해도 나아지지 않는다', async () => {
    const e = await failure(adapter({ secret: 'wrong-secret' }).exchange(consented(fullUser)));
    expect(e.kind).toBe('INVALID_RESPONSE');
    expectNoSecrets(e, ['wrong-secret']);
  });

  it('500·429 는 UNAVAILABLE', async () => {
    server.answerWith(() => ({ status: 500, body: { error: { message: 'An unknown error has occurred.', type: 'OAuthException', code: 1, is_transient: true } } }));
    expect((await failure(adapter().exchange(consented(fullUser)))).kind).toBe('UNAVAILABLE');
    server.answerWith(() => ({ status: 429, body: { error: { message: 'Application request limit reached', code: 4 } } }));
    expect((await failure(adapter().exchange(consented(fullUser)))).kind).toBe('UNAVAILABLE');
  });

  it('제한 시간을 넘긴 답은 TIMEOUT', async () => {
    server.answerWith(() => ({ status: 200, body: {}, delayMs: 1000 }));
    expect((await failure(adapter({ timeoutMs: 150 }).exchange(consented(fullUser)))).kind).toBe('TIMEOUT');
  });

  it('/me 가 id 없이 답하면 INVALID_RESPONSE', async () => {
    let calls = 0;
    server.answerWith((req) => (++calls === 1 ? graph(req) : { status: 200, body: { name: 'No Id' } }));
    expect((await failure(adapter().exchange(consented(fullUser)))).kind).toBe('INVALID_RESPONSE');
  });
});
