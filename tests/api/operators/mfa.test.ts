import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, operatorMfa, operatorRecoveryCodes } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { codeAt, enrolledOperator } from './totp-helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('2단계 인증 관문', () => {
  it('OWNER·MANAGER 는 인증 전 세션으로 콘솔 api 를 부르면 403 MFA_REQUIRED(meta.enrolled), /admin/me 는 열린다', async () => {
    for (const role of ['OWNER', 'MANAGER'] as const) {
      const op = await t.loginAsAdmin(role, { mfaVerified: false });
      const res = await t.json('GET', '/v1/admin/dashboard', undefined, op.accessToken);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'MFA_REQUIRED', message: '2단계 인증을 마쳐야 콘솔을 사용할 수 있습니다.', meta: { enrolled: false } });
      const me = await t.json('GET', '/v1/admin/me', undefined, op.accessToken);
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ memberId: op.memberId, adminRole: role, mfa: { required: true, enrolled: false, verified: false } });
    }
  });

  it('SUPPORT 는 등록하지 않아도 자기 화면(문의)을 쓴다', async () => {
    const op = await t.loginAsAdmin('SUPPORT', { mfaVerified: false });
    expect((await t.json('GET', '/v1/admin/qnas', undefined, op.accessToken)).status).toBe(200);
    const me = await t.json('GET', '/v1/admin/me', undefined, op.accessToken);
    expect(me.body.mfa).toEqual({ required: false, enrolled: false, verified: false });
  });
});

describe('POST /v1/admin/mfa/enrolment(/confirm)', () => {
  it('QR·비밀을 주고, 비밀은 암호화해 두며, 첫 코드로 등록을 마치면 복구 코드 10개와 함께 이 세션이 인증된다', async () => {
    const op = await t.loginAsAdmin('OWNER', { mfaVerified: false });
    const start = await t.json('POST', '/v1/admin/mfa/enrolment', undefined, op.accessToken);
    expect(start.status).toBe(201);
    expect(start.body.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(start.body.qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(start.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const [stored] = await t.db.select().from(operatorMfa).where(eq(operatorMfa.memberId, op.memberId));
    expect(stored!.secret).not.toContain(start.body.secret);
    expect(stored!.confirmedAt).toBeNull();

    const wrong = await t.json('POST', '/v1/admin/mfa/enrolment/confirm', { code: '000000' }, op.accessToken);
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('MFA_CODE_INVALID');

    const ok = await t.json('POST', '/v1/admin/mfa/enrolment/confirm', { code: codeAt(start.body.secret, t.clock.now()) }, op.accessToken);
    expect(ok.status).toBe(200);
    expect(ok.body.confirmed).toBe(true);
    expect(ok.body.recoveryCodes).toHaveLength(10);
    for (const code of ok.body.recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const hashes = await t.db.select().from(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.memberId, op.memberId));
    expect(hashes.map((h) => h.codeHash)).toHaveLength(10);
    for (const h of hashes) expect(h.codeHash).toMatch(/^[0-9a-f]{64}$/);

    expect((await t.json('GET', '/v1/admin/dashboard', undefined, op.accessToken)).status).toBe(200);
    const me = await t.json('GET', '/v1/admin/me', undefined, op.accessToken);
    expect(me.body.mfa).toEqual({ required: true, enrolled: true, verified: true });
    // 등록을 마친 뒤에는 다시 시작할 수 없다(대표 운영자의 초기화가 필요)
    const again = await t.json('POST', '/v1/admin/mfa/enrolment', undefined, op.accessToken);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('MFA_ALREADY_ENROLLED');
  });
});

describe('POST /v1/admin/mfa/verify', () => {
  it('새 세션은 인증 전(MFA_REQUIRED enrolled:true), 앱 코드로 인증되고, 쓴 코드는 다시 못 쓴다', async () => {
    const { op, secret } = await enrolledOperator(t);
    const session = await t.login(op.email);
    const gated = await t.json('GET', '/v1/admin/dashboard', undefined, session.accessToken);
    expect(gated.body).toMatchObject({ code: 'MFA_REQUIRED', meta: { enrolled: true } });
    // 등록 확인에 쓴 같은 30초 칸의 코드는 재사용이다
    const replay = await t.json('POST', '/v1/admin/mfa/verify', { code: codeAt(secret, t.clock.now()) }, session.accessToken);
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('MFA_CODE_USED');
    expect(replay.body.message).toBe('이미 사용한 인증 코드입니다. 앱에 다음 코드가 나오면 그 코드를 입력해주세요.');

    t.clock.advance(30);
    const code = codeAt(secret, t.clock.now());
    const ok = await t.json('POST', '/v1/admin/mfa/verify', { code }, session.accessToken);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ verified: true, recoveryCodesLeft: 10 });
    expect((await t.json('GET', '/v1/admin/dashboard', undefined, session.accessToken)).status).toBe(200);

    const other = await t.login(op.email);
    const again = await t.json('POST', '/v1/admin/mfa/verify', { code }, other.accessToken);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('MFA_CODE_USED');
    expect((await t.json('GET', '/v1/admin/dashboard', undefined, other.accessToken)).status).toBe(403);
  });

  it('복구 코드는 한 번만 통하고 작업 기록에 남는다', async () => {
    const { op, recoveryCodes } = await enrolledOperator(t, 'MANAGER');
    const first = await t.login(op.email);
    const code = recoveryCodes[3]!.toLowerCase().replace('-', ' ');
    const ok = await t.json('POST', '/v1/admin/mfa/verify', { recoveryCode: code }, first.accessToken);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ verified: true, recoveryCodesLeft: 9 });
    const logs = await t.db.select().from(auditLogs).where(and(eq(auditLogs.actorMemberId, op.memberId), eq(auditLogs.kind, 'operators.mfa-recovery')));
    expect(logs).toHaveLength(1);

    const second = await t.login(op.email);
    const used = await t.json('POST', '/v1/admin/mfa/verify', { recoveryCode: recoveryCodes[3] }, second.accessToken);
    expect(used.status).toBe(400);
    expect(used.body).toMatchObject({ code: 'MFA_RECOVERY_CODE_INVALID', message: '복구 코드가 맞지 않거나 이미 사용되었습니다.' });
  });

  it('틀린 코드는 15분에 5번까지(기본값): 그다음은 맞는 코드도 15분 동안 429 + Retry-After, 풀리면 다시 된다', async () => {
    const { op, secret } = await enrolledOperator(t);
    const session = await t.login(op.email);
    for (let i = 0; i < 5; i += 1) {
      const res = await t.json('POST', '/v1/admin/mfa/verify', { code: '000000' }, session.accessToken);
      expect(res.status).toBe(400);
    }
    t.clock.advance(30);
    const locked = await t.json('POST', '/v1/admin/mfa/verify', { code: codeAt(secret, t.clock.now()) }, session.accessToken);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 'MFA_TOO_MANY_ATTEMPTS', message: '인증 코드를 여러 번 틀렸습니다. 잠시 후 다시 시도해주세요.' });
    const retryAfter = Number(locked.res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);

    t.clock.advance(retryAfter + 1);
    const fresh = await t.login(op.email);
    const ok = await t.json('POST', '/v1/admin/mfa/verify', { code: codeAt(secret, t.clock.now()) }, fresh.accessToken);
    expect(ok.status).toBe(200);
  });

  it('등록하지 않은 운영자는 409 MFA_NOT_ENROLLED, 형식이 틀린 코드는 400 한국어', async () => {
    const op = await t.loginAsAdmin('MANAGER', { mfaVerified: false });
    const res = await t.json('POST', '/v1/admin/mfa/verify', { code: '123456' }, op.accessToken);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('MFA_NOT_ENROLLED');
    const bad = await t.json('POST', '/v1/admin/mfa/verify', { code: '12ab' }, op.accessToken);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });
});
