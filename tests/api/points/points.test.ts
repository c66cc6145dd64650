import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, pointLedger } from '../../../server/db/schema';
import { ApiError } from '../../../server/lib/errors';
import { changePoints, listPointLedger } from '../../../server/points/points.service';
import { createTestApp, type TestApp } from '../../helpers/test-app';

// 포인트 서비스에는 자기 엔드포인트가 없다: 결제·후기·관리자 기능이 트랜잭션 안에서 부른다.
// 잔액은 마이페이지(GET /v1/my-page/{memberId}) 의 point 로 HTTP 에서 확인한다.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ledgerOf = (memberId: number) =>
  t.db.select().from(pointLedger).where(eq(pointLedger.memberId, memberId)).orderBy(asc(pointLedger.id));
const pointOf = async (memberId: number) =>
  (await t.db.select({ point: members.point }).from(members).where(eq(members.id, memberId)))[0]!.point;

describe('changePoints', () => {
  it('적립·사용마다 원장 한 줄, balanceAfter 는 누적 합이고 회원 잔액과 같다', async () => {
    const me = await t.signup();
    await t.db.transaction((tx) => changePoints(tx, { memberId: me.memberId, type: 'ADMIN_GRANT', amount: 5_000, memo: '가입 축하' }));
    await t.db.transaction((tx) => changePoints(tx, { memberId: me.memberId, type: 'REWARD_BY_REVIEW', amount: 1_000, reviewId: 7 }));
    const used = await t.db.transaction((tx) =>
      changePoints(tx, { memberId: me.memberId, type: 'USE_BY_PURCHASE', amount: -3_500, purchaseId: 42 }),
    );
    expect(used).toEqual({ balance: 2_500 });
    const rows = await ledgerOf(me.memberId);
    expect(rows.map((r) => [r.type, r.amount, r.balanceAfter])).toEqual([
      ['ADMIN_GRANT', 5_000, 5_000],
      ['REWARD_BY_REVIEW', 1_000, 6_000],
      ['USE_BY_PURCHASE', -3_500, 2_500],
    ]);
    expect(rows[2]!.purchaseId).toBe(42);
    const info = await t.json('GET', `/v1/my-page/${me.memberId}`, undefined, me.accessToken);
    expect(info.body.point).toBe(2_500);
  });

  it('잔액보다 많이 쓰면 409 INSUFFICIENT_POINTS, 잔액·원장은 그대로', async () => {
    const me = await t.signup();
    await t.db.transaction((tx) => changePoints(tx, { memberId: me.memberId, type: 'ADMIN_GRANT', amount: 1_000 }));
    const attempt = t.db.transaction((tx) => changePoints(tx, { memberId: me.memberId, type: 'ADMIN_DEDUCT', amount: -1_001 }));
    await expect(attempt).rejects.toMatchObject({ code: 'INSUFFICIENT_POINTS', status: 409, message: '적립금이 부족합니다.' });
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    expect(await pointOf(me.memberId)).toBe(1_000);
    expect(await ledgerOf(me.memberId)).toHaveLength(1);
  });

  it('호출한 트랜잭션이 되돌려지면 잔액과 원장도 함께 되돌려진다', async () => {
    const me = await t.signup();
    const failing = t.db.transaction(async (tx) => {
      await changePoints(tx, { memberId: me.memberId, type: 'ADMIN_GRANT', amount: 3_000 });
      throw new Error('뒤 단계 실패');
    });
    await expect(failing).rejects.toThrow('뒤 단계 실패');
    expect(await pointOf(me.memberId)).toBe(0);
    expect(await ledgerOf(me.memberId)).toHaveLength(0);
  });

  it('같은 구매의 포인트 사용은 한 번만 적힌다', async () => {
    const me = await t.signup();
    await t.db.transaction((tx) => changePoints(tx, { memberId: me.memberId, type: 'ADMIN_GRANT', amount: 5_000 }));
    await t.db.transaction((tx) => changePoints(tx, { memberId: me.memberId, type: 'USE_BY_PURCHASE', amount: -1_000, purchaseId: 9_001 }));
    const twice = t.db.transaction((tx) => changePoints(tx, { memberId: me.memberId, type: 'USE_BY_PURCHASE', amount: -1_000, purchaseId: 9_001 }));
    await expect(twice).rejects.toThrow();
    expect(await pointOf(me.memberId)).toBe(4_000);
  });

  it('동시에 두 번 4,000을 쓰면(잔액 5,000) 하나만 성공하고 잔액은 음수가 되지 않는다', async () => {
    const me = await t.signup();
    await t.db.transaction((tx) => changePoints(tx, { memberId: me.memberId, type: 'ADMIN_GRANT', amount: 5_000 }));
    const deduct = () =>
      t.db.transaction(async (tx) => {
        const r = await changePoints(tx, { memberId: me.memberId, type: 'ADMIN_DEDUCT', amount: -4_000 });
        // 두 트랜잭션이 실제로 겹치게 잠깐 쥐고 있는다 (PostgreSQL 에서 의미가 있다)
        await new Promise((resolve) => setTimeout(resolve, 50));
        return r;
      });
    const results = await Promise.allSettled([deduct(), deduct()]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ code: 'INSUFFICIENT_POINTS' });
    expect(await pointOf(me.memberId)).toBe(1_000);
    expect((await ledgerOf(me.memberId)).map((r) => r.balanceAfter)).toEqual([5_000, 1_000]);
  });
});

describe('listPointLedger', () => {
  it('최신 순으로 나눠 준다', async () => {
    const me = await t.signup();
    for (const amount of [100, 200, 300]) {
      await t.db.transaction((tx) => changePoints(tx, { memberId: me.memberId, type: 'ADMIN_GRANT', amount }));
    }
    const page = await listPointLedger(t.db, me.memberId, { page: 1, size: 2 });
    expect(page.total).toBe(3);
    expect(page.items.map((i) => [i.amount, i.balanceAfter])).toEqual([
      [300, 600],
      [200, 300],
    ]);
    expect(typeof page.items[0]!.createdAt).toBe('string');
  });
});
