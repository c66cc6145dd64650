import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const myPage = (id: number | string, token?: string, headers?: Record<string, string>) =>
  t.json('GET', `/v1/my-page/${id}`, undefined, token, headers);

describe('GET /v1/my-page/{memberId}', () => {
  it('GET /v1/my-page/{memberId} – 본인이면 200 과 정확히 일곱 개의 필드(이메일 인증 여부 포함)', async () => {
    const member = await t.signup({ cellPhone: '010-9876-5432' });
    const res = await myPage(member.memberId, member.accessToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      memberId: member.memberId,
      point: 0,
      registrationType: 'EMAIL',
      reviewCount: 0,
      cellPhone: '01098765432',
      email: member.email,
      emailVerified: true,
    });
  });

  it('GET /v1/my-page/{memberId} – 가입 인증 링크를 열기 전이면 emailVerified: false', async () => {
    const member = await t.signup({}, { verified: false });
    const res = await myPage(member.memberId, member.accessToken);
    expect(res.status).toBe(200);
    expect(res.body.emailVerified).toBe(false);
  });

  it('GET /v1/my-page/{memberId} – 다른 회원의 id 면 403', async () => {
    const me = await t.signup();
    const other = await t.signup();
    const res = await myPage(other.memberId, me.accessToken);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'NOT_YOUR_RESOURCE', message: '본인의 정보만 볼 수 있습니다.', meta: null });
  });

  it('GET /v1/my-page/{memberId} – 토큰이 없거나 Bearer 가 아니면 401', async () => {
    const member = await t.signup();
    const none = await myPage(member.memberId);
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ code: 'UNAUTHORIZED', message: '로그인이 필요합니다.', meta: null });
    expect((await myPage(member.memberId, undefined, { authorization: `Basic ${member.accessToken}` })).status).toBe(401);
  });

  it('GET /v1/my-page/{memberId} – 숫자가 아닌 id 는 403 또는 400', async () => {
    const member = await t.signup();
    for (const id of ['abc', `${member.memberId}abc`, '-1', '1.5']) {
      const res = await myPage(id, member.accessToken);
      expect([400, 403], id).toContain(res.status);
    }
  });

  it('GET /v1/my-page/{memberId} – 다른 비밀키로 서명한 토큰은 401 TOKEN_INVALID', async () => {
    const member = await t.signup();
    const forged = await new SignJWT({ memberId: member.memberId, role: 'ADMIN', sid: crypto.randomUUID(), typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(member.memberId))
      .setIssuer('growth-store')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    const res = await myPage(member.memberId, forged);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('TOKEN_INVALID');
  });

  it('GET /v1/my-page/{memberId} – access token 이 만료되면 401 TOKEN_EXPIRED', async () => {
    const member = await t.signup();
    t.clock.advance(t.config.ACCESS_TOKEN_TTL_SECONDS + 1);
    const res = await myPage(member.memberId, member.accessToken);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('TOKEN_EXPIRED');
  });

  it('GET /v1/my-page/{memberId} – 정지된 회원은 403, 탈퇴한 회원은 401', async () => {
    const stopped = await t.signup();
    await t.db.execute(sql`update members set status = 'STOP' where id = ${stopped.memberId}`);
    const stop = await myPage(stopped.memberId, stopped.accessToken);
    expect(stop.status).toBe(403);
    expect(stop.body.code).toBe('MEMBER_STOPPED');

    const deleted = await t.signup();
    await t.db.execute(sql`update members set status = 'DELETED' where id = ${deleted.memberId}`);
    expect((await myPage(deleted.memberId, deleted.accessToken)).status).toBe(401);
  });
});
