import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { purchaseFixtures } from './fixtures';

const PATH = '/v1/admin/message-for-purchase-list-pending-deposit';
let t: TestApp;
let admin: TestMember;
let fx: Awaited<ReturnType<typeof purchaseFixtures>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
  fx = await purchaseFixtures(t, admin.accessToken);
});
afterAll(() => t.close());

it('GET /v1/admin/message-for-purchase-list-pending-deposit – 입금 대기 무통장 주문마다 보낼 안내문 (금액 천 단위, 서울 기준 기한)', async () => {
  const buyer = await t.signup();
  // 서울 2026-11-24 00:00 에 끝나는 기한 = 23일 23:59 까지 입금
  const deadline = new Date('2026-11-23T15:00:00.000Z');
  const p = await fx.waiting({ memberId: buyer.memberId, totalAmount: 12_000, depositorName: '홍길동', depositDeadline: deadline });

  const res = await t.json('GET', PATH, undefined, admin.accessToken);
  expect(res.status).toBe(200);
  const item = res.body.items.find((i: { purchaseId: number }) => i.purchaseId === p.id);
  expect(item).toEqual({
    purchaseId: p.id,
    orderNo: p.orderNo,
    memberEmail: buyer.email,
    depositorName: '홍길동',
    amount: 12_000,
    bankName: 'KB국민은행',
    accountNumber: '123401-04-567890',
    accountHolder: '(주)그로스몰',
    depositDeadline: '2026-11-23T15:00:00.000Z',
    message: [
      '[그로스몰] 입금 안내',
      `주문번호: ${p.orderNo}`,
      '입금 금액: 12,000원',
      '입금 계좌: KB국민은행 123401-04-567890 (주)그로스몰',
      '입금자명: 홍길동',
      '입금 기한: 2026년 11월 23일 23:59',
      '기한이 지나면 주문이 자동 취소됩니다.',
    ].join('\n'),
  });
});

it('GET /v1/admin/message-for-purchase-list-pending-deposit – 오래된 주문부터, 카드·결제 완료·만료 주문은 빠진다', async () => {
  const buyer = await t.signup();
  const older = await fx.waiting({ memberId: buyer.memberId, createdAt: new Date(Date.now() - 3_600_000) });
  const newer = await fx.waiting({ memberId: buyer.memberId, totalAmount: 1_234_500 });
  const card = await fx.waiting({ memberId: buyer.memberId, method: 'CARD' });
  const paid = await fx.waiting({ memberId: buyer.memberId });
  const expired = await fx.waiting({ memberId: buyer.memberId });
  expect((await t.json('POST', `/v1/admin/purchases/${paid.id}`, { status: 'PAID' }, admin.accessToken)).status).toBe(200);
  expect((await t.json('POST', `/v1/admin/purchases/${expired.id}`, { status: 'EXPIRED' }, admin.accessToken)).status).toBe(200);

  const res = await t.json('GET', PATH, undefined, admin.accessToken);
  const ids: number[] = res.body.items.map((i: { purchaseId: number }) => i.purchaseId);
  expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
  expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
  for (const gone of [card.id, paid.id, expired.id]) expect(ids).not.toContain(gone);
  const big = res.body.items.find((i: { purchaseId: number }) => i.purchaseId === newer.id);
  expect(big.message).toContain('입금 금액: 1,234,500원');
});

it('GET /v1/admin/message-for-purchase-list-pending-deposit – 계좌는 설정(BANK_*)에서 온다', async () => {
  const other = await createTestApp({ env: { BANK_NAME: '신한은행', BANK_ACCOUNT_NUMBER: '110-123-456789', BANK_ACCOUNT_HOLDER: '그로스몰' } });
  try {
    const a = await other.loginAsAdmin();
    const ofx = await purchaseFixtures(other, a.accessToken);
    const buyer = await other.signup();
    await ofx.waiting({ memberId: buyer.memberId });
    const res = await other.json('GET', PATH, undefined, a.accessToken);
    expect(res.body.items[0]).toMatchObject({ bankName: '신한은행', accountNumber: '110-123-456789', accountHolder: '그로스몰' });
    expect(res.body.items[0].message).toContain('입금 계좌: 신한은행 110-123-456789 그로스몰');
  } finally {
    await other.close();
  }
});
