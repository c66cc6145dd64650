import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { memberCoupons, members } from '../../../server/db/schema';
import { createTestApp, uniqueEmail, type TestApp, type TestMember } from '../../helpers/test-app';
import { couponFixtures, newKey } from './fixtures';

let t: TestApp;
let admin: TestMember;
let fx: ReturnType<typeof couponFixtures>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
  fx = couponFixtures(t, admin.accessToken);
});
afterAll(() => t.close());

it('POST /v1/admin/coupons/{id}/issues – 없는 번호·탈퇴 회원이 하나라도 있으면 아무에게도 주지 않고 409, meta 에 그 회원들', async () => {
  const coupon = await fx.create();
  const a = await t.signup();
  const b = await t.signup();
  const gone = await t.signup();
  await t.db.update(members).set({ status: 'DELETED', deletedAt: t.clock.now() }).where(eq(members.id, gone.memberId));
  const res = await fx.issue(coupon.id, { memberIds: [a.memberId, 999_999, b.memberId, gone.memberId] });
  expect(res.status).toBe(409);
  expect(res.body).toMatchObject({
    code: 'COUPON_ISSUE_REJECTED',
    message: '발급할 수 없는 회원이 있어 아무에게도 발급하지 않았습니다. 목록을 확인해주세요.',
    meta: {
      rejectedCount: 2,
      requestedCount: 4,
      rejected: [
        { memberId: 999_999, reason: 'NOT_FOUND', label: '없는 회원' },
        { memberId: gone.memberId, reason: 'WITHDRAWN', label: '탈퇴한 회원' },
      ],
    },
  });
  expect(await fx.heldOf(coupon.id)).toEqual([]);
  expect(await fx.auditRows('coupons.issue', coupon.id)).toEqual([]);
});

it('POST /v1/admin/coupons/{id}/issues – 모두 받을 수 있으면 201, 만료일은 발급 + 30일, 작업 기록 한 줄', async () => {
  const coupon = await fx.create();
  const a = await t.signup();
  const b = await t.signup();
  const res = await fx.issue(coupon.id, { memberIds: [a.memberId, b.memberId, a.memberId] });
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({ couponId: coupon.id, memberCount: 2, replayed: false });
  const held = await fx.heldOf(coupon.id);
  expect(held.map((h) => h.memberId)).toEqual([a.memberId, b.memberId]);
  expect(held[0]!.expiresAt!.getTime() - held[0]!.issuedAt.getTime()).toBe(30 * 86_400_000);
  expect(Math.abs(held[0]!.issuedAt.getTime() - t.clock.now().getTime())).toBeLessThan(60_000);
  expect(held[0]).toMatchObject({ status: 'AVAILABLE', issueId: res.body.issueId });
  const audit = await fx.auditRows('coupons.issue', coupon.id);
  expect(audit).toHaveLength(1);
  expect(audit[0]).toMatchObject({ actorMemberId: admin.memberId, summary: `쿠폰 '${coupon.name}' 2명에게 발급` });
  expect(audit[0]!.after).toMatchObject({ issueId: res.body.issueId, memberCount: 2, memberIds: [a.memberId, b.memberId] });
});

it('POST /v1/admin/coupons/{id}/issues – 같은 Idempotency-Key 는 처음 결과(200, replayed)만 돌려주고 더 주지 않는다', async () => {
  const coupon = await fx.create({ perMemberLimit: 5 });
  const a = await t.signup();
  const key = newKey();
  const first = await fx.issue(coupon.id, { memberIds: [a.memberId] }, key);
  const again = await fx.issue(coupon.id, { memberIds: [a.memberId] }, key);
  expect(first.status).toBe(201);
  expect(again.status).toBe(200);
  expect(again.body).toEqual({ ...first.body, replayed: true });
  expect(await fx.heldOf(coupon.id)).toHaveLength(1);
  expect(await fx.auditRows('coupons.issue', coupon.id)).toHaveLength(1);
  // 같은 키를 다른 쿠폰에: 409
  const other = await fx.create();
  expect((await fx.issue(other.id, { memberIds: [a.memberId] }, key)).body.code).toBe('COUPON_ISSUE_KEY_REUSED');
  // 키가 없거나 틀리면 400
  const noKey = await t.json('POST', `/v1/admin/coupons/${coupon.id}/issues`, { memberIds: [a.memberId] }, admin.accessToken);
  expect(noKey.status).toBe(400);
  expect(noKey.body.message).toBe('Idempotency-Key 헤더가 필요합니다.');
});

it('POST /v1/admin/coupons/{id}/issues – 회원당 한도를 넘는 회원이 있으면 409(OVER_LIMIT), 회수한 장은 세지 않는다', async () => {
  const coupon = await fx.create({ perMemberLimit: 2 });
  const a = await t.signup();
  const b = await t.signup();
  await fx.issueTo(coupon.id, [a.memberId]);
  await fx.issueTo(coupon.id, [a.memberId, b.memberId]);
  const over = await fx.issue(coupon.id, { memberIds: [b.memberId, a.memberId] });
  expect(over.status).toBe(409);
  expect(over.body.meta.rejected).toEqual([{ memberId: a.memberId, reason: 'OVER_LIMIT', label: '발급 한도 초과' }]);
  expect(await fx.heldOf(coupon.id)).toHaveLength(3);
  const firstOfA = (await fx.heldOf(coupon.id)).find((h) => h.memberId === a.memberId)!;
  expect((await t.json('POST', `/v1/admin/member-coupons/${firstOfA.id}/revoke`, undefined, admin.accessToken)).status).toBe(200);
  expect((await fx.issue(coupon.id, { memberIds: [a.memberId] })).status).toBe(201);
});

it('POST /v1/admin/coupons/{id}/issues – 필터로: 미리 보기 수와 같은 회원에게, 보관한 쿠폰은 409', async () => {
  const coupon = await fx.create();
  const tag = `filter-${Date.now()}`;
  const picked = [await t.signup({ email: uniqueEmail(tag) }), await t.signup({ email: uniqueEmail(tag) })];
  const preview = await t.json('GET', `/v1/admin/coupons/${coupon.id}/issue-preview?q=${tag}`, undefined, admin.accessToken);
  expect(preview.body).toEqual({ memberCount: 2, overLimitCount: 0, max: 1000 });
  const res = await fx.issue(coupon.id, { filter: { q: tag } });
  expect(res.body).toMatchObject({ memberCount: 2 });
  expect((await fx.heldOf(coupon.id)).map((h) => h.memberId).sort()).toEqual(picked.map((p) => p.memberId).sort());
  const after = await t.json('GET', `/v1/admin/coupons/${coupon.id}/issue-preview?q=${tag}`, undefined, admin.accessToken);
  expect(after.body.overLimitCount).toBe(2);
  // 이메일이 정확히 같은 한 명
  const one = await t.json('GET', `/v1/admin/coupons/${coupon.id}/issue-preview?email=${encodeURIComponent(picked[0]!.email.toUpperCase())}`, undefined, admin.accessToken);
  expect(one.body.memberCount).toBe(1);
  const none = await fx.issue(coupon.id, { filter: { q: 'no-such-member-anywhere' } });
  expect(none.body.code).toBe('COUPON_ISSUE_NO_MEMBERS');
  const both = await fx.issue(coupon.id, { memberIds: [1], filter: { q: tag } });
  expect(both.status).toBe(400);
  await t.json('POST', `/v1/admin/coupons/${coupon.id}/archive`, undefined, admin.accessToken);
  expect((await fx.issue(coupon.id, { memberIds: [picked[0]!.memberId] })).body.code).toBe('COUPON_ARCHIVED');
});

it('POST /v1/admin/member-coupons/{id}/revoke – 쓰지 않은 장만 REVOKED, 결제 중·이미 회수한 장은 409 이고 기록이 없다', async () => {
  const coupon = await fx.create({ perMemberLimit: 3 });
  const a = await t.signup();
  await fx.issueTo(coupon.id, [a.memberId]);
  await fx.issueTo(coupon.id, [a.memberId]);
  const [unused, reserved] = await fx.heldOf(coupon.id);
  await t.db.update(memberCoupons).set({ status: 'RESERVED' }).where(eq(memberCoupons.id, reserved!.id));

  const ok = await t.json('POST', `/v1/admin/member-coupons/${unused!.id}/revoke`, undefined, admin.accessToken);
  expect(ok.status).toBe(200);
  expect(ok.body).toMatchObject({ id: unused!.id, status: 'REVOKED' });
  const audit = await fx.auditRows('coupons.revoke', unused!.id);
  expect(audit).toHaveLength(1);
  expect(audit[0]).toMatchObject({ before: { status: 'AVAILABLE' }, targetType: 'member_coupon' });

  for (const id of [unused!.id, reserved!.id]) {
    const refused = await t.json('POST', `/v1/admin/member-coupons/${id}/revoke`, undefined, admin.accessToken);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'MEMBER_COUPON_NOT_REVOCABLE', message: '사용했거나 결제 중인 쿠폰, 이미 회수한 쿠폰은 회수할 수 없습니다.' });
  }
  expect(await fx.auditRows('coupons.revoke', unused!.id)).toHaveLength(1);
  expect(await fx.auditRows('coupons.revoke', reserved!.id)).toEqual([]);
  expect((await t.json('POST', '/v1/admin/member-coupons/999999/revoke', undefined, admin.accessToken)).body.code).toBe('MEMBER_COUPON_NOT_FOUND');

  const list = await t.json('GET', `/v1/admin/coupons/${coupon.id}/member-coupons`, undefined, admin.accessToken);
  expect(list.body.items.map((i: { id: number; status: string; revocable: boolean }) => [i.id, i.status, i.revocable])).toEqual([
    [reserved!.id, 'RESERVED', false],
    [unused!.id, 'REVOKED', false],
  ]);
  const revokedOnly = await t.json('GET', `/v1/admin/coupons/${coupon.id}/member-coupons?status=REVOKED`, undefined, admin.accessToken);
  expect(revokedOnly.body).toMatchObject({ total: 1, items: [{ id: unused!.id, statusLabel: '회수됨', memberEmail: a.email }] });
});

it('발급·회수는 상담원(SUPPORT)에게 403', async () => {
  const coupon = await fx.create();
  const support = await t.loginAsAdmin('SUPPORT');
  const res = await fx.issue(coupon.id, { memberIds: [support.memberId] }, newKey(), support.accessToken);
  expect(res.status).toBe(403);
  expect((await t.json('POST', '/v1/admin/member-coupons/1/revoke', undefined, support.accessToken)).status).toBe(403);
  expect(await fx.heldOf(coupon.id)).toEqual([]);
});

it('POST /v1/admin/coupons/{id}/issues – 같은 요청 10번을 한꺼번에: 한 번만 발급(201 하나, 나머지 200), 다른 키로 겹쳐도 한도를 넘지 않는다', async () => {
  const coupon = await fx.create({ perMemberLimit: 1 });
  const a = await t.signup();
  const key = newKey();
  const same = await Promise.all(Array.from({ length: 10 }, () => fx.issue(coupon.id, { memberIds: [a.memberId] }, key)));
  expect(same.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
  expect(new Set(same.map((r) => r.body.issueId)).size).toBe(1);
  const b = await t.signup();
  const racing = await Promise.all(Array.from({ length: 5 }, () => fx.issue(coupon.id, { memberIds: [b.memberId] })));
  expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
  for (const r of racing.filter((x) => x.status === 409)) expect(r.body.meta.rejected).toEqual([{ memberId: b.memberId, reason: 'OVER_LIMIT', label: '발급 한도 초과' }]);
  expect((await fx.heldOf(coupon.id)).map((h) => h.memberId)).toEqual([a.memberId, b.memberId]);
  expect(await fx.auditRows('coupons.issue', coupon.id)).toHaveLength(2);
});
