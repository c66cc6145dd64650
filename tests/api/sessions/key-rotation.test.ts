import { decodeProtectedHeader, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { keyIdOf } from '../../../server/members/tokens';
import { codeAt, enrolledOperator } from '../operators/totp-helper';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../helpers/test-app';

// 같은 DB 위에 설정만 다른 api 인스턴스를 띄워, 키를 돌리는 배포의 세 단계를 HTTP 로 밟는다
const OLD = 'old-signing-secret-0123456789abcdef-0123456789';
const NEW = 'new-signing-secret-fedcba9876543210-9876543210';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JWT_SECRET: OLD } });
});
afterAll(() => t.close());

/** 같은 DB·시계, 다른 키 설정의 인스턴스 */
function instance(env: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_INTERNAL_URL: '', ...env });
  const app = createApp({ ...t.deps, config });
  return async (method: string, path: string, body?: unknown, token?: string) => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
}

describe('서명 키 돌리기', () => {
  it('토큰 머리의 kid 는 키에서 뽑은 이름이고, 비밀의 어떤 부분도 아니다', async () => {
    const me = await t.signup();
    for (const token of [me.accessToken, me.refreshToken]) {
      const header = decodeProtectedHeader(token);
      expect(header).toEqual({ alg: 'HS256', kid: keyIdOf(OLD) });
      expect(OLD).not.toContain(header.kid);
      expect(header.kid).not.toBe(keyIdOf(NEW));
    }
  });

  it('새 키 + JWT_PREVIOUS_SECRET 인스턴스는 예전 키의 access·refresh 를 받고, 새 쌍은 새 키로 서명한다', async () => {
    const me = await t.signup();
    const rotated = instance({ JWT_SECRET: NEW, JWT_PREVIOUS_SECRET: OLD });
    expect((await rotated('GET', `/v1/my-page/${me.memberId}`, undefined, me.accessToken)).status).toBe(200);
    const v = await rotated('POST', '/v1/members/validate-token', { token: me.accessToken, refreshToken: me.refreshToken });
    expect(v.body).toMatchObject({ isValid: true, isRenew: false });

    const renewed = await rotated('POST', '/v1/members/refresh-token', { refreshToken: me.refreshToken });
    expect(renewed.status).toBe(200);
    expect(decodeProtectedHeader(renewed.body.accessToken).kid).toBe(keyIdOf(NEW));
    expect(decodeProtectedHeader(renewed.body.refreshToken).kid).toBe(keyIdOf(NEW));
    expect((await rotated('GET', `/v1/my-page/${me.memberId}`, undefined, renewed.body.accessToken)).status).toBe(200);

    // 아직 예전 키만 아는 인스턴스(배포 중)는 새 키의 토큰을 모른다: 모든 인스턴스를 다시 띄우라고 README 가 말한다
    expect((await t.json('GET', `/v1/my-page/${me.memberId}`, undefined, renewed.body.accessToken)).status).toBe(401);

    // 예전 키를 지운 뒤: 새 키 토큰은 그대로, 예전 키 토큰은 401
    const after = instance({ JWT_SECRET: NEW });
    expect((await after('GET', `/v1/my-page/${me.memberId}`, undefined, renewed.body.accessToken)).status).toBe(200);
    const stale = await after('GET', `/v1/my-page/${me.memberId}`, undefined, me.accessToken);
    expect(stale.status).toBe(401);
    expect(stale.body.code).toBe('TOKEN_INVALID');
  });

  it('kid 가 없는 토큰(키 이름을 싣기 전에 낸 것)은 지금 키로 검증한다: 이 변경을 올려도 아무도 로그아웃되지 않는다', async () => {
    const me = await t.signup();
    const claims = JSON.parse(Buffer.from(me.accessToken.split('.')[1]!, 'base64url').toString());
    const legacy = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(OLD));
    expect((await t.json('GET', `/v1/my-page/${me.memberId}`, undefined, legacy)).status).toBe(200);
    // 이전 키로 서명한 kid 없는 토큰은 받지 않는다(어느 키인지 모르면 지금 키로만 본다)
    const rotated = instance({ JWT_SECRET: NEW, JWT_PREVIOUS_SECRET: OLD });
    expect((await rotated('GET', `/v1/my-page/${me.memberId}`, undefined, legacy)).status).toBe(401);
  });

  it('운영자의 TOTP 비밀(예전 키로 암호화)은 돌리는 동안 맞힌 코드로 새 키에 옮겨져, 예전 키를 지운 뒤에도 통한다', async () => {
    const { op, secret } = await enrolledOperator(t);
    const signIn = async (call: ReturnType<typeof instance>) => (await call('POST', '/v1/members/login/email', { email: op.email, password: TEST_PASSWORD })).body.accessToken as string;

    // 예전 키 없이 키만 바꾸면 비밀을 풀 수 없다: 500 이 아니라 다시 등록하라는 409
    const abrupt = instance({ JWT_SECRET: NEW });
    t.clock.advance(30);
    const lost = await abrupt('POST', '/v1/admin/mfa/verify', { code: codeAt(secret, t.clock.now()) }, await signIn(abrupt));
    expect(lost.status).toBe(409);
    expect(lost.body.code).toBe('MFA_SECRET_UNREADABLE');

    const rotated = instance({ JWT_SECRET: NEW, JWT_PREVIOUS_SECRET: OLD });
    t.clock.advance(30);
    expect((await rotated('POST', '/v1/admin/mfa/verify', { code: codeAt(secret, t.clock.now()) }, await signIn(rotated))).status).toBe(200);

    const after = instance({ JWT_SECRET: NEW });
    t.clock.advance(30);
    expect((await after('POST', '/v1/admin/mfa/verify', { code: codeAt(secret, t.clock.now()) }, await signIn(after))).status).toBe(200);
  });

  it('JWT_PREVIOUS_SECRET 은 32자 이상이어야 하고, 비우면 없는 것과 같다', () => {
    expect(() => loadConfig({ JWT_PREVIOUS_SECRET: 'short' })).toThrow(/JWT_PREVIOUS_SECRET/);
    expect(loadConfig({ JWT_PREVIOUS_SECRET: '' }).JWT_PREVIOUS_SECRET).toBeUndefined();
  });
});
