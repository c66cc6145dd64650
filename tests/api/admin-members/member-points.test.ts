import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, members, pointLedger } from '../../../server/db/schema';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';

let t: TestApp;
let owner: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAsAdmin();
});
afterAll(() => t.close());

const adjust = (id: number, body: unknown, key: string | null = randomUUID()) =>
  t.json('POST', `/v1/admin/members/${id}/points`, body, owner.accessToken, key === null ? {} : { 'idempotency-key': key });
const ledgerOf = (id: number) => t.db.select().from(pointLedger).where(eq(pointLedger.memberId, id)).orderBy(asc(pointLedger.id));
const pointOf = async (id: number) => (await t.db.select({ p: members.point }).from(members).where(eq(members.id, id)))[0]!.p;
const pointAudits = (id: number) =>
  t.db
    .select()
    .from(auditLogs)
    .where(and(inArray(auditLogs.kind, ['points.grant', 'points.deduct']), eq(auditLogs.targetId, String(id))))
    .orderBy(asc(auditLogs.id));

describe('POST /v1/admin/members/{id}/points', () => {
  it('같은 키로 동시에 20번 지급해도 원장 한 줄·잔액 한 번·작업 기록 한 줄, 모두 같은 결과를 받는다', async () => {
    const me = await t.signup();
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => adjust(me.memberId, { type: 'GRANT', amount: 3000, reason: '이벤트 당첨' }, key)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const ledgerIds = new Set(results.map((r) => r.body.ledgerId));
    expect(ledgerIds.size).toBe(1);
    expect(results.filter((r) => r.body.replayed === false)).toHaveLength(1);
    for (const r of results) expect(r.body).toMatchObject({ memberId: me.memberId, type: 'ADMIN_GRANT', amount: 3000, balanceAfter: 3000, reason: '이벤트 당첨' });

    const rows = await ledgerOf(me.memberId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'ADMIN_GRANT', amount: 3000, balanceAfter: 3000, memo: '이벤트 당첨', actorMemberId: owner.memberId, requestKey: key });
    expect(await pointOf(me.memberId)).toBe(3000);
    const audits = await pointAudits(me.memberId);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ kind: 'points.grant', actorMemberId: owner.memberId, before: { point: 0 }, after: { point: 3000, amount: 3000 } });
  });

  it('같은 키로 동시에 20번 차감해도 한 번만, 잔액은 음수가 되지 않는다', async () => {
    const me = await t.signup();
    expect((await adjust(me.memberId, { type: 'GRANT', amount: 5000, reason: '초기 지급' })).status).toBe(200);
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => adjust(me.memberId, { type: 'DEDUCT', amount: 5000, reason: '오지급 회수' }, key)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.body.ledgerId)).size).toBe(1);
    expect(results[0]!.body).toMatchObject({ type: 'ADMIN_DEDUCT', amount: -5000, balanceAfter: 0 });
    expect(await pointOf(me.memberId)).toBe(0);
    expect((await ledgerOf(me.memberId)).map((r) => [r.type, r.amount, r.balanceAfter])).toEqual([
      ['ADMIN_GRANT', 5000, 5000],
      ['ADMIN_DEDUCT', -5000, 0],
    ]);
    expect((await pointAudits(me.memberId)).map((a) => a.kind)).toEqual(['points.grant', 'points.deduct']);
  });

  it('서로 다른 키로 동시에 잔액보다 많이 차감하면 잔액만큼만 되고, 나머지는 409 meta.balance', async () => {
    const me = await t.signup();
    await adjust(me.memberId, { type: 'GRANT', amount: 2000, reason: '초기 지급' });
    const results = await Promise.all(Array.from({ length: 5 }, () => adjust(me.memberId, { type: 'DEDUCT', amount: 1000, reason: '나눠 회수' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(3);
    for (const r of refused) expect(r.body).toMatchObject({ code: 'INSUFFICIENT_POINTS', message: '회원의 적립금보다 많이 차감할 수 없습니다.', meta: { balance: 0 } });
    expect(await pointOf(me.memberId)).toBe(0);
  });

  it('잔액보다 많이 차감하면 409 한국어와 meta.balance, 원장·잔액·작업 기록은 그대로', async () => {
    const me = await t.signup();
    await adjust(me.memberId, { type: 'GRANT', amount: 1000, reason: '초기 지급' });
    const res = await adjust(me.memberId, { type: 'DEDUCT', amount: 1001, reason: '너무 많이' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'INSUFFICIENT_POINTS', message: '회원의 적립금보다 많이 차감할 수 없습니다.', meta: { balance: 1000 } });
    expect(await pointOf(me.memberId)).toBe(1000);
    expect(await ledgerOf(me.memberId)).toHaveLength(1);
    expect((await pointAudits(me.memberId)).map((a) => a.kind)).toEqual(['points.grant']);
  });

  it('요청 키가 없거나 모양이 틀리면 400, 같은 키에 다른 내용이면 409 (아무것도 바뀌지 않는다)', async () => {
    const me = await t.signup();
    const body = { type: 'GRANT', amount: 500, reason: '보상' };
    const none = await adjust(me.memberId, body, null);
    expect(none.status).toBe(400);
    expect(none.body.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect((await adjust(me.memberId, body, 'short')).body.code).toBe('IDEMPOTENCY_KEY_REQUIRED');

    const key = randomUUID();
    expect((await adjust(me.memberId, body, key)).status).toBe(200);
    const other = await adjust(me.memberId, { ...body, amount: 600 }, key);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await pointOf(me.memberId)).toBe(500);
    expect(await pointAudits(me.memberId)).toHaveLength(1);
  });

  it('금액 1~10,000,000 정수, 사유 필수 (400 한국어)', async () => {
    const me = await t.signup();
    const zero = await adjust(me.memberId, { type: 'GRANT', amount: 0, reason: '보상' });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe('금액은 1~10,000,000원 사이의 정수로 입력해주세요.');
    expect((await adjust(me.memberId, { type: 'GRANT', amount: 10_000_001, reason: '보상' })).status).toBe(400);
    expect((await adjust(me.memberId, { type: 'GRANT', amount: 1.5, reason: '보상' })).status).toBe(400);
    const noReason = await adjust(me.memberId, { type: 'GRANT', amount: 100 });
    expect(noReason.body.message).toBe('사유를 입력해주세요.');
    const max = await adjust(me.memberId, { type: 'GRANT', amount: 10_000_000, reason: '최대 지급' });
    expect(max.status).toBe(200);
    expect((await adjust(2_000_000_000, { type: 'GRANT', amount: 100, reason: '없는 회원' })).status).toBe(404);
  });
});

describe('GET /v1/admin/members/{id}/point-ledger', () => {
  it('최신 순으로 쪽을 나눠 주고, 누른 운영자를 보이며 /export 로 CSV 도 준다(음수 금액은 숫자 그대로, 수식은 막는다)', async () => {
    const me = await t.signup();
    await adjust(me.memberId, { type: 'GRANT', amount: 1000, reason: '=1+1 이벤트' });
    await adjust(me.memberId, { type: 'DEDUCT', amount: 300, reason: '회수' });
    const page = await t.json('GET', `/v1/admin/members/${me.memberId}/point-ledger?size=1`, undefined, owner.accessToken);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: 1, size: 1, total: 2 });
    expect(page.body.items[0]).toMatchObject({ type: 'ADMIN_DEDUCT', amount: -300, balanceAfter: 700, memo: '회수', actorMemberId: owner.memberId, actorEmail: owner.email });
    // 콘솔은 번호 대신 이름을 보인다: 원장 줄이 누른 운영자의 이름을 싣는다
    expect(page.body.items[0]).toHaveProperty('actorName');

    const rows = await ledgerOf(me.memberId);
    const seoul = (d: Date) => new Date(d.getTime() + 9 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

    const res = await t.request(`/v1/admin/members/${me.memberId}/point-ledger/export?size=1`, { headers: { authorization: `Bearer ${owner.accessToken}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="member-${me.memberId}-points-\\d{8}\\.csv"$`));
    // Response.text() 는 BOM 을 떼므로 바이트로 본다
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    // 쪽 크기(size=1)는 무시하고 원장 전부, 최신 순
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('번호,일시(서울),종류,금액,잔액,구매 번호,후기 번호,사유,처리 운영자');
    expect(lines[1]).toBe(`${rows[1]!.id},${seoul(rows[1]!.createdAt)},운영자 차감,-300,700,,,회수,${owner.memberId}`);
    expect(lines[2]).toBe(`${rows[0]!.id},${seoul(rows[0]!.createdAt)},운영자 지급,1000,1000,,,'=1+1 이벤트,${owner.memberId}`);

    const missing = await t.json('GET', '/v1/admin/members/2000000000/point-ledger/export', undefined, owner.accessToken);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('MEMBER_NOT_FOUND');
  });
});
