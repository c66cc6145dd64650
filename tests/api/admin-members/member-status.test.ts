import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, members, sessions } from '../../../server/db/schema';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';

let t: TestApp;
let owner: TestMember;
let manager: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAsAdmin();
  manager = await t.loginAsAdmin('MANAGER');
});
afterAll(() => t.close());

const STOPPED = '이용이 정지된 계정입니다. 고객센터로 문의해주세요.';
const setStatus = (id: number, body: unknown, token = owner.accessToken) => t.json('PATCH', `/v1/admin/members/${id}/status`, body, token);
const auditsOf = (id: number) =>
  t.db.select().from(auditLogs).where(and(eq(auditLogs.kind, 'members.status'), eq(auditLogs.targetId, String(id))));
const openSessions = (id: number) =>
  t.db.select({ id: sessions.id }).from(sessions).where(and(eq(sessions.memberId, id), isNull(sessions.revokedAt)));

describe('PATCH /v1/admin/members/{id}/status', () => {
  it('STOP 은 그 회원의 세션을 한 번에 모두 닫고, 로그인·토큰 갱신·api 를 한국어로 막는다. NORMAL 은 되돌린다', async () => {
    const me = await t.signup();
    const second = await t.login(me.email);
    expect(await openSessions(me.memberId)).toHaveLength(2);

    const res = await setStatus(me.memberId, { status: 'STOP', reason: '  결제 사기 의심  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ changed: true, status: 'STOP', statusReason: '결제 사기 의심', revokedSessions: 2 });
    expect(await openSessions(me.memberId)).toHaveLength(0);
    const revoked = await t.db.select({ reason: sessions.revokedReason }).from(sessions).where(eq(sessions.memberId, me.memberId));
    expect(revoked.map((r) => r.reason)).toEqual(['MEMBER_STOPPED', 'MEMBER_STOPPED']);
    const [row] = await t.db.select().from(members).where(eq(members.id, me.memberId));
    expect(row).toMatchObject({ status: 'STOP', statusReason: '결제 사기 의심' });
    expect(row!.statusChangedAt).not.toBeNull();

    // 이미 받은 access token 도 다음 요청부터 막힌다
    const page = await t.json('GET', `/v1/my-page/${me.memberId}`, undefined, second.accessToken);
    expect(page.status).toBe(401);
    const login = await t.json('POST', '/v1/members/login/email', { email: me.email, password: me.password });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ code: 'MEMBER_STOPPED', message: STOPPED });
    const refresh = await t.json('POST', '/v1/members/refresh-token', { refreshToken: second.refreshToken });
    expect(refresh.status).toBe(403);
    expect(refresh.body).toMatchObject({ code: 'MEMBER_STOPPED', message: STOPPED });

    const audits = await auditsOf(me.memberId);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorMemberId: owner.memberId,
      actorRole: 'OWNER',
      targetType: 'member',
      before: { status: 'NORMAL', statusReason: null },
      after: { status: 'STOP', statusReason: '결제 사기 의심', revokedSessions: 2 },
    });
    expect(audits[0]!.requestId).toBeTruthy();
    expect(audits[0]!.summary).toContain('정상 → 이용 정지');

    const lift = await setStatus(me.memberId, { status: 'NORMAL', reason: '본인 확인 완료' }, manager.accessToken);
    expect(lift.status).toBe(200);
    expect(lift.body).toMatchObject({ changed: true, status: 'NORMAL', statusReason: '본인 확인 완료', revokedSessions: 0 });
    const again = await t.login(me.email);
    expect((await t.json('GET', `/v1/my-page/${me.memberId}`, undefined, again.accessToken)).status).toBe(200);
    const after = await auditsOf(me.memberId);
    expect(after).toHaveLength(2);
    expect(after.find((a) => a.actorMemberId === manager.memberId)).toMatchObject({
      actorRole: 'MANAGER',
      before: { status: 'STOP', statusReason: '결제 사기 의심' },
      after: { status: 'NORMAL', statusReason: '본인 확인 완료' },
    });
  });

  it('이미 그 상태면 changed:false, 작업 기록도 남지 않는다', async () => {
    const me = await t.signup();
    const res = await setStatus(me.memberId, { status: 'NORMAL', reason: '확인차' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ changed: false, status: 'NORMAL', revokedSessions: 0 });
    expect(await auditsOf(me.memberId)).toHaveLength(0);
  });

  it('사유는 2~200자 필수, 상태는 NORMAL·STOP 만 (400 한국어, 바뀐 것 없음)', async () => {
    const me = await t.signup();
    const missing = await setStatus(me.memberId, { status: 'STOP' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('사유를 입력해주세요.');
    const short = await setStatus(me.memberId, { status: 'STOP', reason: ' 가 ' });
    expect(short.body.message).toBe('사유는 2~200자로 입력해주세요.');
    const long = await setStatus(me.memberId, { status: 'STOP', reason: '가'.repeat(201) });
    expect(long.body.message).toBe('사유는 2~200자로 입력해주세요.');
    const deleted = await setStatus(me.memberId, { status: 'DELETED', reason: '탈퇴 처리' });
    expect(deleted.status).toBe(400);
    expect(deleted.body.message).toBe('바꿀 상태를 골라주세요.');
    expect(await openSessions(me.memberId)).toHaveLength(1);
    expect(await auditsOf(me.memberId)).toHaveLength(0);
  });

  it('운영자 계정은 정지할 수 없다(403 OPERATOR_STOP_FORBIDDEN), 없는 회원은 404, 탈퇴한 회원은 409', async () => {
    const res = await setStatus(manager.memberId, { status: 'STOP', reason: '권한 다툼' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('OPERATOR_STOP_FORBIDDEN');
    expect(res.body.message).toContain('운영자 계정은 이용 정지할 수 없습니다');
    expect(await auditsOf(manager.memberId)).toHaveLength(0);
    expect(await openSessions(manager.memberId)).not.toHaveLength(0);

    const missing = await setStatus(2_000_000_000, { status: 'STOP', reason: '없는 회원' });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'MEMBER_NOT_FOUND', message: '회원 정보를 찾을 수 없습니다.' });

    const gone = await t.signup();
    await t.db.update(members).set({ status: 'DELETED' }).where(eq(members.id, gone.memberId));
    const deleted = await setStatus(gone.memberId, { status: 'STOP', reason: '탈퇴 회원' });
    expect(deleted.status).toBe(409);
    expect(deleted.body.code).toBe('MEMBER_DELETED');
  });
});

describe('GET /v1/admin/members/{id}', () => {
  it('프로필·상태·가입 방식·적립금·열린 세션(만든 때, 마지막 갱신)과 각 칸의 건수를 보인다', async () => {
    const me = await t.signup({ name: '상세회원' });
    await t.json('POST', '/v1/members/refresh-token', { refreshToken: me.refreshToken });
    const res = await t.json('GET', `/v1/admin/members/${me.memberId}`, undefined, owner.accessToken);
    expect(res.status).toBe(200);
    expect(res.body.member).toMatchObject({ id: me.memberId, name: '상세회원', status: 'NORMAL', statusReason: null, point: 0, purchaseTotal: 0 });
    expect(res.body.member).not.toHaveProperty('passwordHash');
    expect(res.body.signInMethods).toEqual([{ type: 'EMAIL', linkedAt: res.body.member.createdAt }]);
    for (const key of ['coupons', 'purchases', 'services', 'qnas', 'reviews']) expect(res.body[key]).toEqual({ count: 0, items: [] });
    expect(res.body.sessions).toHaveLength(1);
    expect(res.body.sessions[0].id).toHaveLength(8);
    expect(res.body.sessions[0].lastUsedAt).not.toBeNull();

    expect((await t.json('GET', '/v1/admin/members/2000000000', undefined, owner.accessToken)).status).toBe(404);
  });
});
