import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../../server/db/schema';
import { insertAuditLog } from '../../../server/audit-logs/audit-logs.repository';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';

let t: TestApp;
let owner: TestMember;
let manager: TestMember;

// 서울 날짜 경계를 보려고 시각을 정해 넣는다: 3/1 23:59(서울) = 3/1 14:59Z, 3/2 00:00(서울) = 3/1 15:00Z
async function seed() {
  const at = (iso: string) => new Date(iso);
  await t.db.insert(auditLogs).values([
    { actorMemberId: owner.memberId, actorRole: 'OWNER', kind: 'members.status', targetType: 'member', targetId: '7', summary: '회원 #7 이용 정지', before: { status: 'NORMAL' }, after: { status: 'STOP' }, requestId: 'req-1', createdAt: at('2026-03-01T14:59:00Z') },
    { actorMemberId: manager.memberId, actorRole: 'MANAGER', kind: 'points.grant', targetType: 'member', targetId: '7', summary: '=HYPERLINK("http://evil") 적립', before: null, after: { amount: 3000 }, requestId: 'req-2', createdAt: at('2026-03-01T15:00:00Z') },
    { actorMemberId: owner.memberId, actorRole: 'OWNER', kind: 'members.point', targetType: 'member', targetId: '8', summary: '회원 #8 메모, "VIP"', before: null, after: null, requestId: null, createdAt: at('2026-03-03T01:00:00Z') },
    { actorMemberId: null, actorRole: 'SYSTEM', kind: 'membership.sync', targetType: 'member', targetId: null, summary: '일정 작업', before: null, after: null, requestId: null, createdAt: at('2026-03-04T01:00:00Z') },
  ]);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAsAdmin('OWNER');
  manager = await t.loginAsAdmin('MANAGER');
  await seed();
});
afterAll(() => t.close());

const list = (query: string, token = owner.accessToken) => t.json('GET', `/v1/admin/audit-logs${query}`, undefined, token);

describe('GET /v1/admin/audit-logs – 작업 기록 목록', () => {
  it('최신순으로 모두, 운영자 이메일과 이전·이후 값을 함께', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    expect(res.body.items.map((r: { kind: string }) => r.kind)).toEqual(['membership.sync', 'members.point', 'points.grant', 'members.status']);
    const stop = res.body.items[3];
    expect(stop).toMatchObject({
      actorMemberId: owner.memberId,
      actorEmail: owner.email,
      actorRole: 'OWNER',
      targetType: 'member',
      targetId: '7',
      before: { status: 'NORMAL' },
      after: { status: 'STOP' },
      requestId: 'req-1',
      createdAt: '2026-03-01T14:59:00.000Z',
    });
    expect(res.body.items[0]).toMatchObject({ actorMemberId: null, actorEmail: null, actorRole: 'SYSTEM', before: null, after: null });
  });

  it('MANAGER 도 본다', async () => {
    const res = await list('', manager.accessToken);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
  });

  it('operator 는 그 운영자가 한 일만', async () => {
    const res = await list(`?operator=${manager.memberId}`);
    expect(res.body.total).toBe(1);
    expect(res.body.items[0].kind).toBe('points.grant');
  });

  it("kind 는 앞부분으로 찾는다: 'members.' 는 members.* 만(membership.* 는 아님)", async () => {
    const res = await list('?kind=members.');
    expect(res.body.items.map((r: { kind: string }) => r.kind)).toEqual(['members.point', 'members.status']);
    const one = await list('?kind=points.grant');
    expect(one.body.total).toBe(1);
  });

  it('기간은 서울 날짜로 양끝 포함: 3/1 은 서울 3/1 23:59 까지, 3/2 는 서울 0시부터', async () => {
    const first = await list('?from=2026-03-01&to=2026-03-01');
    expect(first.body.items.map((r: { kind: string }) => r.kind)).toEqual(['members.status']);
    const second = await list('?from=2026-03-02&to=2026-03-03');
    expect(second.body.items.map((r: { kind: string }) => r.kind)).toEqual(['members.point', 'points.grant']);
  });

  it('쪽으로 나누고, sort=createdAt 이면 오래된 것부터, sort=kind 는 종류 순', async () => {
    const page2 = await list('?size=3&page=2');
    expect(page2.body).toMatchObject({ page: 2, size: 3, total: 4 });
    expect(page2.body.items.map((r: { kind: string }) => r.kind)).toEqual(['members.status']);
    const asc = await list('?sort=createdAt&size=1');
    expect(asc.body.items[0].kind).toBe('members.status');
    const byKind = await list('?sort=kind');
    expect(byKind.body.items.map((r: { kind: string }) => r.kind)).toEqual(['members.point', 'members.status', 'membership.sync', 'points.grant']);
    const byKindDesc = await list('?sort=-kind&size=1');
    expect(byKindDesc.body.items[0].kind).toBe('points.grant');
  });

  it('잘못된 조건은 400 과 한국어 문구', async () => {
    const kind = await list('?kind=%3DSUM');
    expect(kind.status).toBe(400);
    expect(kind.body).toMatchObject({ code: 'VALIDATION_FAILED', message: '종류는 영문 소문자·숫자·점으로 입력해주세요.' });
    const reversed = await list('?from=2026-03-02&to=2026-03-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('시작일은 종료일보다 늦을 수 없습니다.');
    const sort = await list('?sort=summary');
    expect(sort.status).toBe(400);
    expect(sort.body.message).toBe('정렬할 수 없는 항목입니다.');
  });

  it('insertAuditLog 로 적은 줄도 바로 보인다', async () => {
    await insertAuditLog(t.db, { actorMemberId: owner.memberId, actorRole: 'OWNER', kind: 'coupons.issue', targetType: 'coupon', targetId: 3, summary: '쿠폰 발급', after: { count: 2 }, requestId: 'req-9' });
    const res = await list('?kind=coupons.');
    expect(res.body.items).toHaveLength(1);
    expect(res.body.items[0]).toMatchObject({ targetId: '3', before: null, after: { count: 2 } });
    await t.db.delete(auditLogs).where(eq(auditLogs.kind, 'coupons.issue'));
  });
});

describe('GET /v1/admin/audit-logs/export – 같은 조건의 CSV', () => {
  it('BOM 이 붙은 text/csv, 파일 이름, 머리줄과 거른 줄들', async () => {
    const res = await t.request(`/v1/admin/audit-logs/export?kind=points.`, { headers: { authorization: `Bearer ${owner.accessToken}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-logs-\d{8}\.csv"$/);
    const bytes = new Uint8Array(await res.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('번호,일시(서울),운영자 번호,운영자 이메일,등급,종류,대상,대상 번호,내용,이전 값,이후 값,요청 번호');
    expect(lines).toHaveLength(3); // 머리줄, 한 줄, 끝의 빈 줄
    expect(lines[1]).toContain(`,2026-03-02 00:00,${manager.memberId},${manager.email},MANAGER,points.grant,member,7,`);
    // 수식은 작은따옴표로 막히고 따옴표는 두 번 쓴다
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"") 적립"`);
    expect(lines[1]).toContain(`"{""amount"":3000}"`);
    expect(lines[2]).toBe('');
  });

  it('쪽 번호와 상관없이 조건에 맞는 모든 줄', async () => {
    const res = await t.request(`/v1/admin/audit-logs/export?size=1&page=3`, { headers: { authorization: `Bearer ${owner.accessToken}` } });
    const lines = (await res.text()).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(5);
  });
});

describe('작업 기록 – 등급', () => {
  it.each(['/v1/admin/audit-logs', '/v1/admin/audit-logs/export'])('%s – SUPPORT 는 403 ADMIN_ROLE_FORBIDDEN', async (path) => {
    const support = await t.loginAsAdmin('SUPPORT');
    const res = await t.json('GET', path, undefined, support.accessToken);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'ADMIN_ROLE_FORBIDDEN', message: '이 작업을 할 수 있는 권한이 없습니다.' });
  });

  it.each(['/v1/admin/audit-logs', '/v1/admin/audit-logs/export'])('%s – 일반 회원 403, 로그인 없으면 401', async (path) => {
    const member = await t.signup();
    expect((await t.json('GET', path, undefined, member.accessToken)).body).toMatchObject({ code: 'ADMIN_ONLY' });
    expect((await t.json('GET', path)).status).toBe(401);
  });
});
