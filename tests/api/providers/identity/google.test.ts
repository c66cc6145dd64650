import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GoogleIdentityProvider } from '../../../../server/providers/identity/google';
import { expectNoSecrets, failure, pkcePair, randomToken, s256, startLoopback, type Loopback, type Reply, type Seen } from './loopback';

const CLIENT_ID = '1234-web.apps.googleusercontent.com';
const CLIENT_SECRET = 'GOCSPX-google-client-secret';
const REDIRECT_URI = 'http://localhost:3000/account/social/google';
const KID = 'loopback-key-1';

// 구글의 토큰 끝점과 공개키(JWKS) 끝점처럼: code 는 한 번만, verifier·시크릿이 맞아야 id token 을 준다
const codes = new Map<string, { challenge: string; idToken: string }>();
let signingKey: CryptoKey;
let otherKey: CryptoKey;
let jwk: JWK;

function google(req: Seen): Reply {
  const path = req.url.pathname;
  if (req.method === 'GET' && path === '/oauth2/v3/certs') return { status: 200, body: { keys: [jwk] } };
  if (req.method === 'POST' && path === '/token') {
    const f = req.form;
    if (f.get('client_id') !== CLIENT_ID || f.get('client_secret') !== CLIENT_SECRET) return { status: 401, body: { error: 'invalid_client', error_description: 'Unauthorized' } };
    if (f.get('grant_type') !== 'authorization_code' || f.get('redirect_uri') !== REDIRECT_URI) return { status: 400, body: { error: 'invalid_request' } };
    const code = f.get('code') ?? '';
    const issued = codes.get(code);
    codes.delete(code);
    if (!issued || s256(f.get('code_verifier') ?? '') !== issued.challenge) return { status: 400, body: { error: 'invalid_grant', error_description: 'Bad Request' } };
    return { status: 200, body: { access_token: randomToken('ya29'), expires_in: 3599, scope: 'openid email profile', token_type: 'Bearer', id_token: issued.idToken } };
  }
  return { status: 404, body: {} };
}

let server: Loopback;
beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  server = await startLoopback(google);
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
  server.answerWith(null);
});

const adapter = (timeoutMs = 2000) =>
  new GoogleIdentityProvider({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    authUrl: `${server.baseUrl}/o/oauth2/v2/auth`,
    tokenUrl: `${server.baseUrl}/token`,
    jwksUrl: `${server.baseUrl}/oauth2/v3/certs`,
    timeoutMs,
  });

type TokenShape = { claims?: Record<string, unknown>; iss?: string; aud?: string; nonce?: string; expiresAt?: number; key?: CryptoKey };

/** 회원이 동의하고 돌아온 상태: 이 로그인의 nonce 를 담은 id token 을 미리 서명해 둔다 */
async function consented(shape: TokenShape = {}) {
  const { verifier, challenge } = pkcePair();
  const nonce = randomToken('nonce');
  const now = Math.floor(Date.now() / 1000);
  const idToken = await new SignJWT({
    email: 'Member@Gmail.com',
    email_verified: true,
    name: '박구글',
    nonce: shape.nonce ?? nonce,
    ...shape.claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
    .setIssuer(shape.iss ?? 'https://accounts.google.com')
    .setAudience(shape.aud ?? CLIENT_ID)
    .setSubject('110169484474386276334')
    .setIssuedAt(now - 5)
    .setExpirationTime(shape.expiresAt ?? now + 3600)
    .sign(shape.key ?? signingKey);
  const code = randomToken('4/0Ab');
  codes.set(code, { challenge, idToken });
  return { code, state: 'state-0123456789abcdef', codeVerifier: verifier, nonce, redirectUri: REDIRECT_URI };
}

describe('GoogleIdentityProvider', () => {
  it('authorizeUrl – openid email profile, nonce, S256 challenge. 본인 확인이면 prompt=select_account, max_age=0', () => {
    const base = { state: 'state-0123456789abcdef', codeChallenge: 'challenge-abc', nonce: 'nonce-abc', redirectUri: REDIRECT_URI };
    const url = new URL(adapter().authorizeUrl({ ...base, reauthenticate: false }));
    expect(`${url.origin}${url.pathname}`).toBe(`${server.baseUrl}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile',
      state: base.state,
      nonce: 'nonce-abc',
      code_challenge: 'challenge-abc',
      code_challenge_method: 'S256',
    });
    const reauth = new URL(adapter().authorizeUrl({ ...base, reauthenticate: true })).searchParams;
    expect(reauth.get('prompt')).toBe('select_account');
    expect(reauth.get('max_age')).toBe('0');
  });

  it('exchange – verifier·시크릿으로 id token 을 받아 JWKS 로 검증하고 sub·확인된 이메일·이름을 읽는다', async () => {
    const p = await consented();
    expect(await adapter().exchange(p)).toEqual({ provider: 'GOOGLE', providerUserId: '110169484474386276334', email: 'member@gmail.com', emailVerified: true, name: '박구글', cellPhone: null });
    const token = server.seen.find((s) => s.url.pathname === '/token')!;
    expect(token.form.get('code_verifier')).toBe(p.codeVerifier);
    expect(token.form.get('client_secret')).toBe(CLIENT_SECRET);
    expect(server.seen.some((s) => s.url.pathname === '/oauth2/v3/certs')).toBe(true);
  });

  it('발급자는 accounts.google.com 도 받는다', async () => {
    const profile = await adapter().exchange(await consented({ iss: 'accounts.google.com' }));
    expect(profile.providerUserId).toBe('110169484474386276334');
  });

  it('확인되지 않았거나 없는 이메일은 null', async () => {
    expect((await adapter().exchange(await consented({ claims: { email_verified: false } }))).email).toBeNull();
    expect((await adapter().exchange(await consented({ claims: { email: undefined, email_verified: undefined } }))).email).toBeNull();
  });

  it('같은 code 를 두 번 쓰면 INVALID_GRANT, 오류 문구에 code·시크릿이 없다', async () => {
    const p = await consented();
    await adapter().exchange(p);
    const e = await failure(adapter().exchange(p));
    expect(e.kind).toBe('INVALID_GRANT');
    expectNoSecrets(e, [p.code, p.codeVerifier, CLIENT_SECRET]);
  });

  it.each<[string, () => TokenShape, string]>([
    ['다른 앱(aud)에 발급된 토큰', () => ({ aud: 'other-app.apps.googleusercontent.com' }), 'ERR_JWT_CLAIM_VALIDATION_FAILED'],
    ['다른 로그인 요청의 nonce', () => ({ nonce: 'nonce-of-another-login' }), 'nonce'],
    ['공개키와 맞지 않는 서명', () => ({ key: otherKey }), 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED'],
    ['만료된 토큰', () => ({ expiresAt: Math.floor(Date.now() / 1000) - 3600 }), 'ERR_JWT_EXPIRED'],
    ['구글이 아닌 발급자', () => ({ iss: 'https://evil.example' }), 'ERR_JWT_CLAIM_VALIDATION_FAILED'],
  ])('%s 은 INVALID_RESPONSE', async (_label, shape, reason) => {
    const e = await failure(adapter().exchange(await consented(shape())));
    expect(e.kind).toBe('INVALID_RESPONSE');
    expect(e.message).toContain(reason);
  });

  it('nonce 가 없는 id token 도 INVALID_RESPONSE', async () => {
    const e = await failure(adapter().exchange(await consented({ claims: { nonce: undefined } })));
    expect(e.kind).toBe('INVALID_RESPONSE');
    expect(e.message).toContain('nonce');
  });

  it('토큰 끝점의 500·429 는 UNAVAILABLE, 공개키 끝점의 503 도 UNAVAILABLE', async () => {
    server.answerWith(() => ({ status: 500, body: { error: 'internal_failure' } }));
    expect((await failure(adapter().exchange(await consented()))).kind).toBe('UNAVAILABLE');
    server.answerWith(() => ({ status: 429, body: { error: 'rate_limit_exceeded' } }));
    expect((await failure(adapter().exchange(await consented()))).kind).toBe('UNAVAILABLE');

    server.answerWith((req) => (req.url.pathname === '/oauth2/v3/certs' ? { status: 503, body: {} } : google(req)));
    expect((await failure(adapter().exchange(await consented()))).kind).toBe('UNAVAILABLE');
  });

  it('토큰 끝점이나 공개키 끝점이 제한 시간을 넘기면 TIMEOUT', async () => {
    server.answerWith(() => ({ status: 200, body: {}, delayMs: 1000 }));
    expect((await failure(adapter(150).exchange(await consented()))).kind).toBe('TIMEOUT');

    server.answerWith((req) => (req.url.pathname === '/oauth2/v3/certs' ? { status: 200, body: { keys: [jwk] }, delayMs: 1000 } : google(req)));
    expect((await failure(adapter(150).exchange(await consented()))).kind).toBe('TIMEOUT');
  });

  it('id token 이 없는 토큰 응답은 INVALID_RESPONSE', async () => {
    server.answerWith(() => ({ status: 200, body: { access_token: 'ya29.x', token_type: 'Bearer' } }));
    expect((await failure(adapter().exchange(await consented()))).kind).toBe('INVALID_RESPONSE');
  });
});
