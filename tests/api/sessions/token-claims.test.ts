import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyIdOf } from '../../../server/members/tokens';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';

// 진짜 서명 키로 서명했지만 주장(claim)의 모양이 틀린 토큰: SQL 에 닿기 전에 401(검사 길이면 무효)이어야 한다
let t: TestApp;
let member: TestMember;
let admin: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  member = await t.signup();
  admin = await t.loginAsAdmin('OWNER');
});
afterAll(() => t.close());

const epoch = () => Math.floor(t.clock.now().getTime() / 1000);
const secret = () => new TextEncoder().encode(t.config.JWT_SECRET);

type Claims = Record<string, unknown>;

/** 진짜 키로 서명한다. header 로 kid 를 바꿀 수 있다 */
async function sign(claims: Claims, opts: { sub?: unknown; jti?: unknown; header?: Record<string, unknown> } = {}) {
  const body: Claims = { iss: 'growth-store', iat: epoch(), exp: epoch() + 600, ...claims };
  if (opts.sub !== undefined) body.sub = opts.sub;
  if (opts.jti !== undefined) body.jti = opts.jti;
  return new SignJWT(body).setProtectedHeader({ alg: 'HS256', kid: keyIdOf(t.config.JWT_SECRET), ...opts.header }).sign(secret());
}

const LONG = 'a'.repeat(5000);
const BAD_SIDS: unknown[] = ['not-a-uuid', "'", "'; drop table sessions; --", LONG, 12345, null, ['x'], { a: 1 }, '', `${randomUUID()}x`];
const BAD_SUBS: unknown[] = ['abc', '0', '-1', '1.5', '99999999999', '2147483648', LONG, ' 1', '01', 7, null];
const BAD_ROLES: unknown[] = ['ROOT', 'admin', LONG, 1, null];

function accessClaims(over: Claims = {}) {
  return { memberId: member.memberId, role: 'MEMBER', sid: randomUUID(), typ: 'access', ...over };
}

async function expect401(token: string, path = `/v1/my-page/${member.memberId}`) {
  const res = await t.json('GET', path, undefined, token);
  expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(401);
  expect(res.body.code).toMatch(/^(TOKEN_INVALID|SESSION_REVOKED)$/);
  expect(res.body.message).toBe('로그인이 만료되었습니다. 다시 로그인해주세요.');
}

describe('서명은 맞고 주장이 틀린 access token', () => {
  it('sid 가 UUID 가 아니면(따옴표·5,000자·숫자·배열 포함) 회원·관리자 길 모두 401, 500 이 아니다', async () => {
    for (const sid of BAD_SIDS) {
      await expect401(await sign(accessClaims({ sid }), { sub: String(member.memberId) }));
      await expect401(await sign(accessClaims({ sid, role: 'ADMIN', memberId: admin.memberId }), { sub: String(admin.memberId) }), '/v1/admin/dashboard');
    }
  });

  it('sub(회원 번호)가 양의 int4 정수가 아니면 401', async () => {
    for (const sub of BAD_SUBS) await expect401(await sign(accessClaims(), { sub }));
    // sub 가 아예 없어도
    await expect401(await sign(accessClaims()));
  });

  it('role 이 MEMBER·ADMIN 이 아니면, typ 이 access 가 아니면 401', async () => {
    for (const role of BAD_ROLES) await expect401(await sign(accessClaims({ role }), { sub: String(member.memberId) }));
    for (const typ of ['refresh', undefined, LONG, 1]) await expect401(await sign(accessClaims({ typ }), { sub: String(member.memberId) }));
  });

  it('모르는 kid, 다른 키, alg none 은 401 TOKEN_INVALID', async () => {
    const claims = accessClaims();
    await expect401(await sign(claims, { sub: String(member.memberId), header: { kid: 'unknown-kid' } }));
    await expect401(await sign(claims, { sub: String(member.memberId), header: { kid: LONG } }));
    const other = await new SignJWT({ ...claims, sub: String(member.memberId), iss: 'growth-store', exp: epoch() + 600 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(48)));
    await expect401(other);
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims, sub: String(member.memberId) })).toString('base64url')}.`;
    await expect401(none);
  });

  it('모양이 맞아도 없는 세션(다른 회원의 sid 포함)은 401 SESSION_REVOKED', async () => {
    const res = await t.json('GET', `/v1/my-page/${member.memberId}`, undefined, await sign(accessClaims(), { sub: String(member.memberId) }));
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('SESSION_REVOKED');
  });

  it('POST /v1/members/validate-token 과 /logout 은 같은 토큰에 무효·204 로 답한다', async () => {
    for (const sid of BAD_SIDS) {
      const token = await sign(accessClaims({ sid }), { sub: String(member.memberId) });
      const refreshToken = await sign({ sid, typ: 'refresh' }, { sub: String(member.memberId), jti: randomUUID() });
      const v = await t.json('POST', '/v1/members/validate-token', { token, refreshToken });
      expect(v.status).toBe(200);
      expect(v.body).toEqual({ isValid: false, isRenew: false, token: null, refreshToken: null });
      const out = await t.json('POST', '/v1/members/logout', { refreshToken }, token);
      expect(out.status).toBe(204);
    }
  });
});

describe('서명은 맞고 주장이 틀린 refresh token', () => {
  const refresh = (refreshToken: string) => t.json('POST', '/v1/members/refresh-token', { refreshToken });

  it('sid·jti·sub 가 틀린 모양이거나 typ 이 refresh 가 아니면 401 REFRESH_TOKEN_INVALID', async () => {
    const sub = String(member.memberId);
    const cases: string[] = [];
    for (const sid of BAD_SIDS) cases.push(await sign({ sid, typ: 'refresh' }, { sub, jti: randomUUID() }));
    for (const jti of ['not-a-uuid', "'", LONG, 42]) cases.push(await sign({ sid: randomUUID(), typ: 'refresh' }, { sub, jti }));
    cases.push(await sign({ sid: randomUUID(), typ: 'refresh' }, { sub }));
    for (const bad of BAD_SUBS) cases.push(await sign({ sid: randomUUID(), typ: 'refresh' }, { sub: bad, jti: randomUUID() }));
    for (const typ of ['access', undefined]) cases.push(await sign({ sid: randomUUID(), typ }, { sub, jti: randomUUID() }));
    for (const token of cases) {
      const res = await refresh(token);
      expect(res.status, JSON.stringify(res.body)).toBe(401);
      expect(res.body).toMatchObject({ code: 'REFRESH_TOKEN_INVALID', message: '로그인이 만료되었습니다. 다시 로그인해주세요.' });
    }
  });

  it('진짜 회원의 리프레시 토큰은 그대로 돌아간다(이 검사가 정상 토큰을 막지 않는다)', async () => {
    const res = await refresh(member.refreshToken);
    expect(res.status).toBe(200);
    expect((await t.json('GET', `/v1/my-page/${member.memberId}`, undefined, res.body.accessToken)).status).toBe(200);
  });
});
