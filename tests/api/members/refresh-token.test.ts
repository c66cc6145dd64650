import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SESSION_EXPIRED = '로그인이 만료되었습니다. 다시 로그인해주세요.';
const refresh = (refreshToken: string) => t.json('POST', '/v1/members/refresh-token', { refreshToken });
const myPage = (memberId: number, token: string) => t.json('GET', `/v1/my-page/${memberId}`, undefined, token);

describe('POST /v1/members/refresh-token', () => {
  it('POST /v1/members/refresh-token – 쓸 때마다 새 토큰 쌍을 준다', async () => {
    const member = await t.signup();
    const first = await refresh(member.refreshToken);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['accessToken', 'refreshToken']);
    const second = await refresh(first.body.refreshToken);
    expect(second.status).toBe(200);
    const refreshTokens = new Set([member.refreshToken, first.body.refreshToken, second.body.refreshToken]);
    expect(refreshTokens.size).toBe(3);
    expect((await myPage(member.memberId, second.body.accessToken)).status).toBe(200);
  });

  it('POST /v1/members/refresh-token – 이미 쓴 토큰이 다시 오면 401 REFRESH_TOKEN_REUSED, 세션 전체 폐기', async () => {
    const member = await t.signup();
    const rotated = await refresh(member.refreshToken);
    expect(rotated.status).toBe(200);
    const newest = await refresh(rotated.body.refreshToken);
    expect(newest.status).toBe(200);
    expect((await myPage(member.memberId, newest.body.accessToken)).status).toBe(200);

    const replay = await refresh(member.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ code: 'REFRESH_TOKEN_REUSED', message: SESSION_EXPIRED, meta: null });

    // 가장 최근 토큰 쌍까지 모두 죽는다
    const afterReuse = await refresh(newest.body.refreshToken);
    expect(afterReuse.status).toBe(401);
    expect(afterReuse.body.code).toBe('REFRESH_TOKEN_INVALID');
    const access = await myPage(member.memberId, newest.body.accessToken);
    expect(access.status).toBe(401);
    expect(access.body.code).toBe('SESSION_REVOKED');
  });

  it('POST /v1/members/refresh-token – 같은 토큰으로 동시에 여러 번 와도 많아야 하나만 성공한다', async () => {
    const member = await t.signup();
    const results = await Promise.all(Array.from({ length: 4 }, () => refresh(member.refreshToken)));
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length).toBeLessThanOrEqual(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(401);
      expect(['REFRESH_TOKEN_REUSED', 'REFRESH_TOKEN_INVALID']).toContain(r.body.code);
    }
    // 경쟁 뒤에는 재사용으로 보고 세션을 닫았으므로, 이긴 쪽의 토큰도 더는 쓸 수 없다
    for (const winner of ok) expect((await refresh(winner.body.refreshToken)).status).toBe(401);
  });

  it('POST /v1/members/refresh-token – 다른 세션은 재사용 폐기의 영향을 받지 않는다', async () => {
    const member = await t.signup();
    const other = await t.login(member.email, member.password);
    await refresh(member.refreshToken);
    expect((await refresh(member.refreshToken)).body.code).toBe('REFRESH_TOKEN_REUSED');
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it('POST /v1/members/refresh-token – 위조·엉뚱한 토큰은 401 REFRESH_TOKEN_INVALID', async () => {
    const member = await t.signup();
    const [head, payload, sig] = member.refreshToken.split('.') as [string, string, string];
    // 서명 끝 두 글자를 바꾸면 base64url 의 남는 비트만 바뀌어 같은 서명으로 풀릴 수 있다(1/1024).
    // 그래서 모든 비트가 쓰이는 가운데 글자를 반드시 다른 글자로 바꾸고, 내용을 바꾼 토큰도 함께 낸다.
    const mid = Math.floor(sig.length / 2);
    const badSig = `${sig.slice(0, mid)}${sig[mid] === 'A' ? 'B' : 'A'}${sig.slice(mid + 1)}`;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const otherSub = Buffer.from(JSON.stringify({ ...claims, sub: String(member.memberId + 1) })).toString('base64url');
    const forged = [`${head}.${payload}.${badSig}`, `${head}.${otherSub}.${sig}`];
    for (const token of ['garbage', member.accessToken, ...forged]) {
      const res = await refresh(token);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'REFRESH_TOKEN_INVALID', message: SESSION_EXPIRED, meta: null });
    }
  });

  it('POST /v1/members/refresh-token – refreshToken 이 없으면 400', async () => {
    const res = await t.json('POST', '/v1/members/refresh-token', {});
    expect(res.status).toBe(400);
    expect(res.body.meta.fields.refreshToken).toBe('리프레시 토큰이 필요합니다.');
  });

  it('POST /v1/members/refresh-token – REFRESH_TOKEN_TTL_SECONDS 가 지나면 401', async () => {
    const member = await t.signup();
    t.clock.advance(t.config.REFRESH_TOKEN_TTL_SECONDS + 1);
    const res = await refresh(member.refreshToken);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('REFRESH_TOKEN_INVALID');
  });

  it('GET /v1/my-page/{id} – 리프레시 토큰을 access token 자리에 쓰면 401', async () => {
    const member = await t.signup();
    const res = await myPage(member.memberId, member.refreshToken);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('TOKEN_INVALID');
  });
});
