import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../lib/schemas/errors';

const TRANSFER_DATE_FUTURE_MESSAGE = ERRORS.TRANSFER_DATE_FUTURE.message;
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { purchaseFixtures } from '../admin-purchases/fixtures';

let t: TestApp;
let admin: TestMember;
let fx: Awaited<ReturnType<typeof purchaseFixtures>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
  fx = await purchaseFixtures(t, admin.accessToken);
});
afterAll(() => t.close());

const account = { bankCode: '90', accountNumber: '3333-01-2345678', holderName: '김환불' };
const list = (query = '') => t.json('GET', `/v1/admin/refunds${query}`, undefined, admin.accessToken);
const transferred = (id: number, transferredOn: string) => t.json('POST', `/v1/admin/refunds/${id}/transferred`, { transferredOn }, admin.accessToken);
const kstToday = () => new Date(t.clock.now().getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

async function awaitingRefund(amount: number) {
  const buyer = await t.signup();
  const p = await fx.waiting({ memberId: buyer.memberId, totalAmount: 10_000 });
  await t.json('POST', `/v1/admin/purchases/${p.id}`, { status: 'PAID' }, admin.accessToken);
  const res = await t.json('POST', `/v1/admin/purchases/${p.id}/refund`, { to: 'CASH', amount, reason: '미진행분 환불', refundAccount: account }, admin.accessToken);
  expect(res.status).toBe(200);
  return { purchase: p, buyer };
}

describe('/v1/admin/refunds – 계좌 환불 이체', () => {
  it('이체 대기 목록(오래된 순, 계좌 전체) → 이체 완료 한 번, 다시 누르면 changed:false, 목록에서 빠진다', async () => {
    const a = await awaitingRefund(3_000);
    const b = await awaitingRefund(1_000);
    const before = await list('?status=AWAITING_TRANSFER');
    expect(before.status).toBe(200);
    const mine = before.body.items.filter((r: { purchaseId: number }) => [a.purchase.id, b.purchase.id].includes(r.purchaseId));
    expect(mine).toMatchObject([
      { purchaseId: a.purchase.id, orderNo: a.purchase.orderNo, memberEmail: a.buyer.email, amount: 3_000, bankCode: '90', bankName: '카카오뱅크', accountNumber: '3333012345678', holderName: '김환불', status: 'AWAITING_TRANSFER', statusLabel: '이체 대기', reason: '미진행분 환불', transferredOn: null },
      { purchaseId: b.purchase.id, amount: 1_000 },
    ]);
    const id = mine[0].id as number;
    const today = kstToday();
    const first = await transferred(id, today);
    expect(first.body).toEqual({ id, status: 'DONE', transferredOn: today, changed: true });
    const again = await transferred(id, '2020-01-01');
    expect(again.body).toEqual({ id, status: 'DONE', transferredOn: today, changed: false });

    const after = await list();
    expect(after.body.items.map((r: { id: number }) => r.id)).not.toContain(id);
    const done = await list('?status=DONE');
    expect(done.body.items.find((r: { id: number }) => r.id === id)).toMatchObject({ status: 'DONE', transferredOn: today, doneAt: expect.any(String) });
    const detail = await t.json('GET', `/v1/admin/purchases/${a.purchase.id}`, undefined, admin.accessToken);
    expect(detail.body.cashRefunds).toMatchObject([{ status: 'DONE', transferredOn: today, bankName: '카카오뱅크' }]);
  });

  it('동시에 두 번 눌러도 한 번만 바뀐다', async () => {
    await awaitingRefund(500);
    const id = (await list()).body.items.at(-1).id as number;
    const results = await Promise.all([transferred(id, kstToday()), transferred(id, kstToday())]);
    expect(results.map((r) => r.body.changed).sort()).toEqual([false, true]);
  });

  it('이체일이 미래·형식 틀림 → 400, 없는 환불 → 404, 관리자가 아니면 403', async () => {
    await awaitingRefund(700);
    const id = (await list()).body.items.at(-1).id as number;
    const tomorrow = new Date(t.clock.now().getTime() + 33 * 3_600_000).toISOString().slice(0, 10);
    const future = await transferred(id, tomorrow);
    expect(future.status).toBe(400);
    expect(future.body).toMatchObject({ message: TRANSFER_DATE_FUTURE_MESSAGE, meta: { fields: { transferredOn: TRANSFER_DATE_FUTURE_MESSAGE } } });
    expect((await transferred(id, '2026/01/01')).status).toBe(400);
    expect((await transferred(999_999, kstToday())).status).toBe(404);
    const member = await t.signup();
    expect((await t.json('GET', '/v1/admin/refunds', undefined, member.accessToken)).status).toBe(403);
    expect((await t.json('POST', `/v1/admin/refunds/${id}/transferred`, { transferredOn: kstToday() }, member.accessToken)).status).toBe(403);
    expect((await list()).body.items.map((r: { id: number }) => r.id)).toContain(id);
  });
});
