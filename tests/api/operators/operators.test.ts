import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, members } from '../../../server/db/schema';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { enrolledOperator } from './totp-helper';

let t: TestApp;
let owner: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAsAdmin('OWNER');
});
afterAll(() => t.close());

const auditOf = (kind: string, targetId: number) =>
  t.db.select().from(auditLogs).where(and(eq(auditLogs.kind, kind), eq(auditLogs.targetId, String(targetId))));

describe('/v1/admin/operators', () => {
  it('POST – 가입한 회원을 이메일로 운영자로 만들고(작업 기록), 같은 요청을 다시 보내면 409 로 아무것도 바뀌지 않는다', async () => {
    const m = await t.signup();
    const res = await t.json('POST', '/v1/admin/operators', { email: m.email.toUpperCase(), adminRole: 'SUPPORT' }, owner.accessToken);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ memberId: m.memberId, email: m.email, adminRole: 'SUPPORT', mfaEnrolled: false });
    expect(res.body.lastSignInAt).not.toBeNull();
    const again = await t.json('POST', '/v1/admin/operators', { email: m.email, adminRole: 'MANAGER' }, owner.accessToken);
    expect(again.status).toBe(409);
    // 콘솔 폼이 이메일 칸 아래에 보이게 칸을 짚는다
    expect(again.body).toEqual({ code: 'OPERATOR_ALREADY_EXISTS', message: '이미 운영자인 계정입니다.', meta: { field: 'email' } });
    const logs = await auditOf('operators.create', m.memberId);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ actorMemberId: owner.memberId, actorRole: 'OWNER', after: { role: 'ADMIN', adminRole: 'SUPPORT' } });
    // 그 회원의 원래 세션이 곧바로 상담원 화면을 쓴다
    expect((await t.json('GET', '/v1/admin/qnas', undefined, m.accessToken)).status).toBe(200);
  });

  it('POST – 없는 이메일은 404 한국어, 이메일 칸을 짚는다', async () => {
    const res = await t.json('POST', '/v1/admin/operators', { email: 'nobody-here@example.com', adminRole: 'SUPPORT' }, owner.accessToken);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'OPERATOR_MEMBER_NOT_FOUND', message: '이 이메일로 가입한 회원이 없습니다.', meta: { field: 'email' } });
  });

  it('GET – 목록에 등급·2단계 인증 등록·마지막 로그인이 보인다', async () => {
    const { op } = await enrolledOperator(t, 'MANAGER');
    const res = await t.json('GET', '/v1/admin/operators', undefined, owner.accessToken);
    expect(res.status).toBe(200);
    const row = res.body.items.find((i: { memberId: number }) => i.memberId === op.memberId);
    expect(row).toMatchObject({ adminRole: 'MANAGER', mfaEnrolled: true });
    expect(typeof row.lastSignInAt).toBe('string');
  });

  it('PATCH – 등급을 바꾸면 기록 한 줄, 같은 등급이면 기록 없음, 나 자신은 409', async () => {
    const op = await t.loginAsAdmin('SUPPORT');
    const res = await t.json('PATCH', `/v1/admin/operators/${op.memberId}`, { adminRole: 'MANAGER' }, owner.accessToken);
    expect(res.status).toBe(200);
    expect(res.body.adminRole).toBe('MANAGER');
    await t.json('PATCH', `/v1/admin/operators/${op.memberId}`, { adminRole: 'MANAGER' }, owner.accessToken);
    const logs = await auditOf('operators.role', op.memberId);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ before: { adminRole: 'SUPPORT' }, after: { adminRole: 'MANAGER' } });

    const self = await t.json('PATCH', `/v1/admin/operators/${owner.memberId}`, { adminRole: 'MANAGER' }, owner.accessToken);
    expect(self.status).toBe(409);
    expect(self.body.code).toBe('OPERATOR_SELF_CHANGE');
  });

  it('두 OWNER 가 동시에 서로를 내려도 한 쪽만 되어 대표 운영자가 한 명 남는다', async () => {
    const solo = await createTestApp();
    try {
      const a = await solo.loginAsAdmin('OWNER');
      const b = await solo.loginAsAdmin('OWNER');
      const [ab, ba] = await Promise.all([
        solo.json('PATCH', `/v1/admin/operators/${b.memberId}`, { adminRole: 'MANAGER' }, a.accessToken),
        solo.json('PATCH', `/v1/admin/operators/${a.memberId}`, { adminRole: 'MANAGER' }, b.accessToken),
      ]);
      // 뒤에 온 쪽은 이미 OWNER 가 아니다: 등급 검사(allow 또는 트랜잭션 안의 재확인)가 막는다
      expect([`${ab.status} ${ab.body.code ?? ''}`, `${ba.status} ${ba.body.code ?? ''}`].sort()).toEqual(['200 ', '403 ADMIN_ROLE_FORBIDDEN']);
      const owners = await solo.db.select().from(members).where(and(eq(members.role, 'ADMIN'), eq(members.adminRole, 'OWNER')));
      expect(owners).toHaveLength(1);
    } finally {
      await solo.close();
    }
  });

  it('DELETE – 권한 회수: 일반 회원으로, 세션 종료, 기록 한 줄; 다시 보내면 404', async () => {
    const op = await t.loginAsAdmin('MANAGER');
    const res = await t.json('DELETE', `/v1/admin/operators/${op.memberId}`, undefined, owner.accessToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ memberId: op.memberId, revoked: true });
    const [row] = await t.db.select({ role: members.role, adminRole: members.adminRole }).from(members).where(eq(members.id, op.memberId));
    expect(row).toEqual({ role: 'MEMBER', adminRole: null });
    expect((await t.json('GET', '/v1/admin/tasks', undefined, op.accessToken)).status).toBe(401);
    expect((await t.json('DELETE', `/v1/admin/operators/${op.memberId}`, undefined, owner.accessToken)).status).toBe(404);
    expect(await auditOf('operators.revoke', op.memberId)).toHaveLength(1);
  });

  it('POST /{memberId}/mfa-reset – 등록을 지우고 그 운영자의 세션을 인증 전으로, 한 번만 기록', async () => {
    const { op } = await enrolledOperator(t, 'MANAGER');
    const res = await t.json('POST', `/v1/admin/operators/${op.memberId}/mfa-reset`, undefined, owner.accessToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ memberId: op.memberId, reset: true });
    const gated = await t.json('GET', '/v1/admin/tasks', undefined, op.accessToken);
    expect(gated.body).toMatchObject({ code: 'MFA_REQUIRED', meta: { enrolled: false } });
    const again = await t.json('POST', `/v1/admin/operators/${op.memberId}/mfa-reset`, undefined, owner.accessToken);
    expect(again.body).toEqual({ memberId: op.memberId, reset: false });
    expect(await auditOf('operators.mfa-reset', op.memberId)).toHaveLength(1);
  });
});
