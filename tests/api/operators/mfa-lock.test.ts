import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { operatorAlerts, operatorMfa } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { codeAt, enrolledOperator } from './totp-helper';

// 설정한 한도: 10분 창에 3번 틀리면 20분 잠금. 잠금은 DB 에 있어 같은 DB 의 다른 api 인스턴스도 따른다
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { MFA_MAX_FAILURES: '3', MFA_FAILURE_WINDOW_MINUTES: '10', MFA_LOCK_MINUTES: '20' } });
});
afterAll(() => t.close());

const LOCKED = { code: 'MFA_TOO_MANY_ATTEMPTS', message: '인증 코드를 여러 번 틀렸습니다. 잠시 후 다시 시도해주세요.' };

/** 같은 DB·설정의 두 번째 api 인스턴스 */
function secondInstance() {
  const app = createApp(t.deps);
  return async (path: string, body: unknown, token: string) => {
    const res = await app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    return { status: res.status, headers: res.headers, body: await res.json() };
  };
}

const alertsOf = (memberId: number) =>
  t.db.select().from(operatorAlerts).where(and(eq(operatorAlerts.kind, 'MFA_LOCKED'), eq(operatorAlerts.subjectKey, `member:${memberId}`)));

describe('2단계 인증 시도 잠금', () => {
  it('틀린 TOTP·복구 코드를 함께 세고, 인스턴스를 바꿔도 같은 횟수: 한도째에 잠겨 맞는 코드도 429 + Retry-After, 경보 하나', async () => {
    const { op, secret } = await enrolledOperator(t);
    const session = await t.login(op.email);
    const other = secondInstance();
    expect((await t.json('POST', '/v1/admin/mfa/verify', { code: '000000' }, session.accessToken)).status).toBe(400);
    expect((await other('/v1/admin/mfa/verify', { recoveryCode: 'AAAA-BBBB' }, session.accessToken)).status).toBe(400);
    expect(await alertsOf(op.memberId)).toEqual([]);
    const third = await t.json('POST', '/v1/admin/mfa/verify', { code: '000000' }, session.accessToken);
    expect(third.status).toBe(400);

    t.clock.advance(60);
    for (const attempt of [
      () => t.json('POST', '/v1/admin/mfa/verify', { code: codeAt(secret, t.clock.now()) }, session.accessToken),
      () => other('/v1/admin/mfa/verify', { code: codeAt(secret, t.clock.now()) }, session.accessToken),
    ]) {
      const res = await attempt();
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject(LOCKED);
      // 잠금은 세 번째 틀림부터 20분: 1분 지났으니 19분쯤 남았다(앱 시계는 실제 시간도 흐른다)
      const retryAfter = res.body.meta.retryAfterSeconds;
      expect(retryAfter).toBeGreaterThan(20 * 60 - 90);
      expect(retryAfter).toBeLessThanOrEqual(20 * 60 - 60);
      expect(res.headers.get('retry-after')).toBe(String(retryAfter));
    }
    const [row] = await t.db.select().from(operatorMfa).where(eq(operatorMfa.memberId, op.memberId));
    expect(row!.lockedUntil).not.toBeNull();

    const alerts = await alertsOf(op.memberId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.message).toContain(op.email);
    expect(alerts[0]!.message).toContain('20분 동안 잠겼습니다');
    // 콘솔의 경보 목록에 보인다
    const admin = await t.loginAsAdmin('SUPPORT');
    const listed = await t.json('GET', '/v1/admin/alerts', undefined, admin.accessToken);
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).toContain(`member:${op.memberId}`);

    // 잠금이 풀리면 맞는 코드가 통하고, 잠그기 전의 틀림은 다시 세지 않는다
    t.clock.advance(20 * 60 - 60);
    const wrongAgain = await t.json('POST', '/v1/admin/mfa/verify', { code: '000000' }, session.accessToken);
    expect(wrongAgain.status).toBe(400);
    const ok = await t.json('POST', '/v1/admin/mfa/verify', { code: codeAt(secret, t.clock.now()) }, session.accessToken);
    expect(ok.status).toBe(200);
    expect(await alertsOf(op.memberId)).toHaveLength(1);
  });

  it('한꺼번에 보낸 추측: 맞는 코드의 검사 뒤, 받아들이기 전에 다른 요청이 잠갔으면 그 맞는 코드도 429, 세션은 인증되지 않는다', async () => {
    const { op, secret } = await enrolledOperator(t);
    const session = await t.login(op.email);
    const lockedUntil = new Date(t.clock.now().getTime() + 20 * 60_000);
    // 동시에 보낸 틀린 코드들이 잠금을 커밋하는 순간을, 이 요청의 트랜잭션 바로 앞에 둔다
    const db = new Proxy(t.deps.db, {
      get(target, prop, receiver) {
        if (prop !== 'transaction') return Reflect.get(target, prop, receiver) as unknown;
        return async (...args: Parameters<typeof target.transaction>) => {
          await target.update(operatorMfa).set({ lockedUntil }).where(eq(operatorMfa.memberId, op.memberId));
          return target.transaction(...args);
        };
      },
    });
    const app = createApp({ ...t.deps, db });
    for (const body of [{ code: codeAt(secret, t.clock.now()) }, { recoveryCode: 'AAAA-BBBB' }]) {
      const res = await app.request('/v1/admin/mfa/verify', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(429);
      expect(await res.json()).toMatchObject(LOCKED);
    }
    const me = await t.json('GET', '/v1/admin/me', undefined, session.accessToken);
    expect(me.body.mfa.verified).toBe(false);
  });

  it('동시에 틀려도 잠금과 경보는 한 번', async () => {
    const { op } = await enrolledOperator(t);
    const session = await t.login(op.email);
    const other = secondInstance();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0 ? t.json('POST', '/v1/admin/mfa/verify', { code: '000000' }, session.accessToken) : other('/v1/admin/mfa/verify', { code: '000000' }, session.accessToken),
      ),
    );
    for (const a of answers) expect([400, 429]).toContain(a.status);
    expect(await alertsOf(op.memberId)).toHaveLength(1);
  });

  it('등록 확인(첫 코드)도 같은 잠금을 따른다, 다른 운영자는 막히지 않는다', async () => {
    const op = await t.loginAsAdmin('MANAGER', { mfaVerified: false });
    const start = await t.json('POST', '/v1/admin/mfa/enrolment', undefined, op.accessToken);
    for (let i = 0; i < 3; i += 1) expect((await t.json('POST', '/v1/admin/mfa/enrolment/confirm', { code: '000000' }, op.accessToken)).status).toBe(400);
    const locked = await t.json('POST', '/v1/admin/mfa/enrolment/confirm', { code: codeAt(start.body.secret, t.clock.now()) }, op.accessToken);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('MFA_TOO_MANY_ATTEMPTS');
    expect(await alertsOf(op.memberId)).toHaveLength(1);

    const { op: another, secret } = await enrolledOperator(t);
    const session = await t.login(another.email);
    t.clock.advance(30);
    expect((await t.json('POST', '/v1/admin/mfa/verify', { code: codeAt(secret, t.clock.now()) }, session.accessToken)).status).toBe(200);
  });
});
