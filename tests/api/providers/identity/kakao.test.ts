import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KakaoIdentityProvider } from '../../../../server/providers/identity/kakao';
import { expectNoSecrets, failure, pkcePair, randomToken, s256, startLoopback, type Loopback, type Reply, type Seen } from './loopback';

const CLIENT_ID = 'kakao-rest-key';
const CLIENT_SECRET = 'kakao-client-secret';
const ADMIN_KEY = 'kakao-admin-key';
const REDIRECT_URI = 'http://localhost:3000/account/social/kakao';

type KakaoUser = { id: number; kakao_account?: Record<string, unknown> };
const fullUser: KakaoUser = {
  id: 3141592653,
  kakao_account: {
    email: 'Member@Kakao.com',
    is_email_valid: true,
    is_email_verified: true,
    name: '김카카오',
    phone_number: '+82 10-1234-5678',
    profile: { nickname: '카카오닉네임' },
  },
};

// 카카오 인증·API 서버처럼 말한다: code 는 한 번만, verifier 와 시크릿이 맞아야 토큰을 준다
const codes = new Map<string, { challenge: string; user: KakaoUser }>();
const tokens = new Map<string, KakaoUser>();
const linked = new Set<string>();
const invalidGrant = (code: string): Reply => ({
  status: 400,
  body: { error: 'invalid_grant', error_description: `authorization code not found for code=${code}`, error_code: 'KOE320' },
});

function kakao(req: Seen): Reply {
  const path = req.url.pathname;
  if (req.method === 'POST' && path === '/oauth/token') {
    const f = req.form;
    if (f.get('grant_type') !== 'authorization_code' || f.get('client_id') !== CLIENT_ID || f.get('redirect_uri') !== REDIRECT_URI) {
      return { status: 400, body: { error: 'invalid_request', error_code: 'KOE010' } };
    }
    if (f.get('client_secret') !== CLIENT_SECRET) return { status: 401, body: { error: 'invalid_client', error_code: 'KOE010' } };
    const code = f.get('code') ?? '';
    const issued = codes.get(code);
    codes.delete(code);
    if (!issued || s256(f.get('code_verifier') ?? '') !== issued.challenge) return invalidGrant(code);
    const accessToken = randomToken('kakao-at');
    tokens.set(accessToken, issued.user);
    return { status: 200, body: { token_type: 'bearer', access_token: accessToken, expires_in: 21599, refresh_token: randomToken('kakao-rt') } };
  }
  if (req.method === 'GET' && path === '/v2/user/me') {
    const user = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
    return user ? { status: 200, body: { ...user, connected_at: '2026-01-05T01:00:00Z' } } : { status: 401, body: { msg: 'this access token does not exist', code: -401 } };
  }
  if (req.method === 'POST' && path === '/v1/user/unlink') {
    if (req.headers.authorization !== `KakaoAK ${ADMIN_KEY}`) return { status: 401, body: { msg: 'wrong appKey', code: -401 } };
    const id = req.form.get('target_id') ?? '';
    if (req.form.get('target_id_type') !== 'user_id' || !linked.delete(id)) return { status: 400, body: { msg: 'NotRegisteredUserException', code: -101 } };
    return { status: 200, body: { id: Number(id) } };
  }
  return { status: 404, body: {} };
}

let server: Loopback;
beforeAll(async () => {
  server = await startLoopback(kakao);
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
  server.answerWith(null);
});

const adapter = (o: { timeoutMs?: number; adminKey?: string } = {}) =>
  new KakaoIdentityProvider({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, adminKey: o.adminKey, authUrl: server.baseUrl, apiUrl: `${server.baseUrl}/`, timeoutMs: o.timeoutMs ?? 2000 });

/** 회원이 동의 화면을 지나 code 를 받아 온 상태를 만든다 */
function consented(user: KakaoUser) {
  const { verifier, challenge } = pkcePair();
  const code = randomToken('kakao-code');
  codes.set(code, { challenge, user });
  return { code, state: 'state-0123456789abcdef', codeVerifier: verifier, nonce: 'unused-nonce', redirectUri: REDIRECT_URI };
}

describe('KakaoIdentityProvider', () => {
  it('authorizeUrl – REST 키, redirect URI, state, S256 challenge. 본인 확인이면 prompt=login', () => {
    const base = { state: 'state-0123456789abcdef', codeChallenge: 'challenge-abc', nonce: 'n', redirectUri: REDIRECT_URI };
    const url = new URL(adapter().authorizeUrl({ ...base, reauthenticate: false }));
    expect(`${url.origin}${url.pathname}`).toBe(`${server.baseUrl}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      state: base.state,
      code_challenge: 'challenge-abc',
      code_challenge_method: 'S256',
    });
    expect(new URL(adapter().authorizeUrl({ ...base, reauthenticate: true })).searchParams.get('prompt')).toBe('login');
  });

  it('exchange – verifier·시크릿을 보내 토큰을 받고 Bearer 로 프로필을 읽는다(이메일 소문자, 번호는 숫자만)', async () => {
    const p = consented(fullUser);
    const profile = await adapter().exchange(p);
    expect(profile).toEqual({ provider: 'KAKAO', providerUserId: '3141592653', email: 'member@kakao.com', emailVerified: true, name: '김카카오', cellPhone: '01012345678' });

    const [token, me] = server.seen;
    expect(token!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(token!.form.get('code_verifier')).toBe(p.codeVerifier);
    expect(token!.form.get('client_secret')).toBe(CLIENT_SECRET);
    expect(me!.url.pathname).toBe('/v2/user/me');
    expect(me!.headers.authorization).toMatch(/^Bearer kakao-at-/);
  });

  it('이름이 없으면 닉네임, 이메일·번호 동의가 없으면 null', async () => {
    const profile = await adapter().exchange(consented({ id: 7, kakao_account: { profile: { nickname: '닉네임만' } } }));
    expect(profile).toEqual({ provider: 'KAKAO', providerUserId: '7', email: null, emailVerified: false, name: '닉네임만', cellPhone: null });
    expect((await adapter().exchange(consented({ id: 8 }))).email).toBeNull();
  });

  it('인증되지 않았거나 유효하지 않은 이메일은 null', async () => {
    const account = fullUser.kakao_account!;
    const unverified = await adapter().exchange(consented({ id: 9, kakao_account: { ...account, is_email_verified: false } }));
    expect(unverified.email).toBeNull();
    expect(unverified.emailVerified).toBe(false);
    const invalid = await adapter().exchange(consented({ id: 10, kakao_account: { ...account, is_email_valid: false } }));
    expect(invalid.email).toBeNull();
  });

  it('같은 code 를 두 번 쓰면 INVALID_GRANT(KOE320), 오류 문구에 code 가 없다', async () => {
    const p = consented(fullUser);
    await adapter().exchange(p);
    const e = await failure(adapter().exchange(p));
    expect(e.kind).toBe('INVALID_GRANT');
    expect(e.provider).toBe('KAKAO');
    expectNoSecrets(e, [p.code, p.codeVerifier, CLIENT_SECRET]);
  });

  it('verifier 가 challenge 와 맞지 않으면 INVALID_GRANT', async () => {
    const p = consented(fullUser);
    const e = await failure(adapter().exchange({ ...p, codeVerifier: pkcePair().verifier }));
    expect(e.kind).toBe('INVALID_GRANT');
  });

  it('500·429 는 UNAVAILABLE', async () => {
    server.answerWith(() => ({ status: 500, body: { error: 'server_error', error_code: 'KOE003' } }));
    expect((await failure(adapter().exchange(consented(fullUser)))).kind).toBe('UNAVAILABLE');
    server.answerWith(() => ({ status: 429, body: { msg: 'API limit has been exceeded.', code: -10 } }));
    expect((await failure(adapter().exchange(consented(fullUser)))).kind).toBe('UNAVAILABLE');
  });

  it('제한 시간을 넘긴 답은 TIMEOUT, 닫힌 포트는 UNAVAILABLE', async () => {
    server.answerWith(() => ({ status: 200, body: {}, delayMs: 1000 }));
    expect((await failure(adapter({ timeoutMs: 150 }).exchange(consented(fullUser)))).kind).toBe('TIMEOUT');

    const closed = await startLoopback(kakao);
    const url = closed.baseUrl;
    await closed.close();
    const down = new KakaoIdentityProvider({ clientId: CLIENT_ID, authUrl: url, apiUrl: url, timeoutMs: 1000 });
    expect((await failure(down.exchange(consented(fullUser)))).kind).toBe('UNAVAILABLE');
  });

  it('JSON 이 아니거나 id 가 없는 답은 INVALID_RESPONSE', async () => {
    server.answerWith(() => ({ status: 200, body: '<html>점검 중</html>' }));
    expect((await failure(adapter().exchange(consented(fullUser)))).kind).toBe('INVALID_RESPONSE');
    server.answerWith(null);
    const e = await failure(adapter().exchange(consented({ id: -1 })));
    expect(e.kind).toBe('INVALID_RESPONSE');
  });
});

describe('KakaoIdentityProvider – unlink', () => {
  it('어드민 키(KakaoAK)로 회원 번호의 연결을 끊고, 이미 끊긴 회원(-101)은 조용히 끝난다', async () => {
    linked.add('3141592653');
    const provider = adapter({ adminKey: ADMIN_KEY });
    await provider.unlink!('3141592653');
    const [call] = server.seen;
    expect(call!.method).toBe('POST');
    expect(call!.url.pathname).toBe('/v1/user/unlink');
    expect(call!.headers.authorization).toBe(`KakaoAK ${ADMIN_KEY}`);
    expect(Object.fromEntries(call!.form)).toEqual({ target_id_type: 'user_id', target_id: '3141592653' });

    await expect(provider.unlink!('3141592653')).resolves.toBeUndefined();
  });

  it('5xx 면 UNAVAILABLE, 어드민 키가 없으면 unlink 자체가 없다', async () => {
    server.answerWith(() => ({ status: 503, body: { msg: 'system error', code: -1 } }));
    expect((await failure(adapter({ adminKey: ADMIN_KEY }).unlink!('1'))).kind).toBe('UNAVAILABLE');
    expect(adapter().unlink).toBeUndefined();
  });
});
