import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../lib/schemas/errors';
import { REVIEW_MESSAGES } from '../../../lib/schemas/review-rules';
import { purchases, reviews, services } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { THREE_LINES, TWO_LINES, ledgerOf, memberRow, reviewBody, reviewWorld } from './fixtures';

let t: TestApp;
let world: Awaited<ReturnType<typeof reviewWorld>>;
beforeAll(async () => {
  t = await createTestApp();
  world = await reviewWorld(t);
});
afterAll(() => t.close());

const post = (token: string, body: unknown) => t.json('POST', '/v1/reviews', body, token);

describe('POST /v1/reviews – 자격', () => {
  it('POST /v1/reviews – 남의 서비스는 403, memberId 가 본인이 아니어도 403', async () => {
    const owner = await t.signup();
    const other = await t.signup();
    const serviceId = await world.completedService(owner);
    const notOwn = await post(other.accessToken, reviewBody(other.memberId, serviceId));
    expect(notOwn.status).toBe(403);
    expect(notOwn.body.code).toBe('NOT_YOUR_SERVICE');
    const wrongMember = await post(other.accessToken, reviewBody(owner.memberId, serviceId));
    expect(wrongMember.status).toBe(403);
  });

  it('POST /v1/reviews – 로그인하지 않으면 401', async () => {
    const res = await t.json('POST', '/v1/reviews', reviewBody(1, 1));
    expect(res.status).toBe(401);
  });

  it('POST /v1/reviews – 완료되지 않은 서비스는 409 와 명세의 문구', async () => {
    const me = await t.signup();
    const serviceId = await world.completedService(me, { status: 'IN_PROGRESS' });
    const res = await post(me.accessToken, reviewBody(me.memberId, serviceId));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'SERVICE_NOT_COMPLETED', message: ERRORS.SERVICE_NOT_COMPLETED.message });
  });

  it('POST /v1/reviews – 9,000원 미만 서비스는 409, 딱 9,000원은 201', async () => {
    const me = await t.signup();
    const cheap = await world.completedService(me, { quantity: 89 });
    const res = await post(me.accessToken, reviewBody(me.memberId, cheap));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'SERVICE_PRICE_TOO_LOW', message: '9,000원 이상 서비스만 후기를 작성할 수 있습니다.' });
    const exact = await world.completedService(me, { quantity: 90 });
    expect((await post(me.accessToken, reviewBody(me.memberId, exact))).status).toBe(201);
  });

  it('POST /v1/reviews – 같은 서비스의 두 번째 후기는 409, 동시에 두 번 보내도 하나만 생긴다', async () => {
    const me = await t.signup();
    const serviceId = await world.completedService(me);
    expect((await post(me.accessToken, reviewBody(me.memberId, serviceId))).status).toBe(201);
    const again = await post(me.accessToken, reviewBody(me.memberId, serviceId));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('REVIEW_ALREADY_WRITTEN');

    const raced = await world.completedService(me);
    const body = reviewBody(me.memberId, raced, { content: THREE_LINES });
    const both = await Promise.all([post(me.accessToken, body), post(me.accessToken, body)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const [review] = await t.db.select().from(reviews).where(eq(reviews.serviceId, raced));
    expect(await t.db.select().from(reviews).where(eq(reviews.serviceId, raced))).toHaveLength(1);
    // 세 줄 적립은 이긴 쪽 한 번만: 원장에 한 줄, 잔액과 후기 수도 한 번만 늘었다
    const ledger = await ledgerOf(t, me.memberId);
    expect(ledger.map((r) => [r.type, r.amount, r.reviewId])).toEqual([['REWARD_BY_REVIEW', 1000, review!.id]]);
    expect(await memberRow(t, me.memberId)).toEqual({ point: 1000, reviewCount: 2 });
  });

  it.each([
    ['카드 전액 환불(REFUNDED)', 'REFUNDED'],
    ['적립금 전액 환불(MILEAGE_REFUND)', 'MILEAGE_REFUND'],
    ['부분 환불(PARTIAL_CASH_REFUND)', 'PARTIAL_CASH_REFUND'],
    ['부분 적립금 환불(PARTIAL_MILEAGE_REFUND)', 'PARTIAL_MILEAGE_REFUND'],
    ['환불 요청(WAITING_REFUND)', 'WAITING_REFUND'],
  ] as const)('POST /v1/reviews – %s 된 구매의 완료 서비스는 409, 후기·적립이 없고 쓸 수 있는 목록에서도 빠진다', async (_what, status) => {
    const me = await t.signup();
    const serviceId = await world.completedService(me);
    const [svc] = await t.db.select({ purchaseId: services.purchaseId }).from(services).where(eq(services.id, serviceId));
    await t.db.update(purchases).set({ status }).where(eq(purchases.id, svc!.purchaseId));

    const res = await post(me.accessToken, reviewBody(me.memberId, serviceId, { content: THREE_LINES }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'PURCHASE_REFUNDED', message: ERRORS.PURCHASE_REFUNDED.message, meta: { purchaseStatus: status } });
    expect(await t.db.select().from(reviews).where(eq(reviews.serviceId, serviceId))).toEqual([]);
    expect(await ledgerOf(t, me.memberId)).toEqual([]);
    expect(await memberRow(t, me.memberId)).toEqual({ point: 0, reviewCount: 0 });
    const list = await t.json('GET', `/v1/reviews/${me.memberId}/services`, undefined, me.accessToken);
    expect(list.body.myServiceList).toEqual([]);
  });

  it('POST /v1/reviews – 운영자가 적립금으로 전액 환불한 구매(실제 환불 경로)의 완료 서비스는 409', async () => {
    const me = await t.signup();
    const serviceId = await world.completedService(me);
    const before = await t.json('GET', `/v1/reviews/${me.memberId}/services`, undefined, me.accessToken);
    expect(before.body.myServiceList.map((s: { id: number }) => s.id)).toEqual([serviceId]);
    const [svc] = await t.db.select({ purchaseId: services.purchaseId }).from(services).where(eq(services.id, serviceId));
    const refund = await t.json('POST', `/v1/admin/purchases/${svc!.purchaseId}/refund`, { to: 'POINT', reason: '고객 요청' }, world.admin.accessToken);
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(refund.body.status).toBe('MILEAGE_REFUND');
    // 완료된 서비스는 환불로 취소되지 않는다: 상태는 그대로지만 후기는 막힌다
    const [after] = await t.db.select({ status: services.status }).from(services).where(eq(services.id, serviceId));
    expect(after!.status).toBe('COMPLETED');

    const res = await post(me.accessToken, reviewBody(me.memberId, serviceId, { content: THREE_LINES }));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('PURCHASE_REFUNDED');
    expect((await ledgerOf(t, me.memberId)).filter((r) => r.type === 'REWARD_BY_REVIEW')).toEqual([]);
    expect((await t.json('GET', `/v1/reviews/${me.memberId}/services`, undefined, me.accessToken)).body.myServiceList).toEqual([]);
  });

  it('POST /v1/reviews – 별점·제목·내용 검사 (0.5 단위, 제목 1..40, 내용 10..200)', async () => {
    const me = await t.signup();
    const serviceId = await world.completedService(me);
    const bad = async (overrides: Record<string, unknown>) => post(me.accessToken, reviewBody(me.memberId, serviceId, overrides));
    for (const rating of [0, 0.25, 4.7, 5.5]) expect((await bad({ rating })).status, String(rating)).toBe(400);
    expect((await bad({ title: '' })).status).toBe(400);
    expect((await bad({ title: '가'.repeat(41) })).status).toBe(400);
    const short = await bad({ content: '아홉 글자입니다.' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(REVIEW_MESSAGES.contentTooShort);
    expect((await bad({ content: '가'.repeat(201) })).status).toBe(400);
    expect((await bad({ imageUrlList: ['http://a.example/1.png', 'http://a.example/2.png', 'http://a.example/3.png', 'http://a.example/4.png'] })).status).toBe(400);
    const ok = await bad({ rating: 0.5, title: '가'.repeat(40), content: '가'.repeat(200) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
  });
});

describe('POST /v1/reviews – 등록과 적립', () => {
  it('POST /v1/reviews – 세 줄 이상이면 1,000원 한 번: 원장·잔액·후기 수가 맞는다', async () => {
    const me = await t.signup({ name: '김데모' });
    const serviceId = await world.completedService(me);
    const res = await post(me.accessToken, reviewBody(me.memberId, serviceId, { content: THREE_LINES }));
    expect(res.status).toBe(201);
    expect(res.body.pointsGranted).toBe(1000);
    expect(res.body.review).toMatchObject({ authorName: '김*모', rating: 4.5, title: '만족합니다', content: THREE_LINES, imageUrlList: [] });

    const ledger = await ledgerOf(t, me.memberId);
    expect(ledger.map((r) => [r.type, r.amount, r.balanceAfter, r.reviewId])).toEqual([['REWARD_BY_REVIEW', 1000, 1000, res.body.review.id]]);
    expect(await memberRow(t, me.memberId)).toEqual({ point: 1000, reviewCount: 1 });
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, res.body.review.id));
    expect(row!.lineRewardAt).not.toBeNull();
  });

  it('POST /v1/reviews – 두 줄이면 적립 없이 후기 수만 늘어난다', async () => {
    const me = await t.signup();
    const serviceId = await world.completedService(me);
    const res = await post(me.accessToken, reviewBody(me.memberId, serviceId, { content: TWO_LINES }));
    expect(res.status).toBe(201);
    expect(res.body.pointsGranted).toBe(0);
    expect(await ledgerOf(t, me.memberId)).toEqual([]);
    expect(await memberRow(t, me.memberId)).toEqual({ point: 0, reviewCount: 1 });
  });

  it('POST /v1/reviews – 실패한 등록(두 번째 후기)은 적립도 후기 수도 바꾸지 않는다', async () => {
    const me = await t.signup();
    const serviceId = await world.completedService(me);
    await post(me.accessToken, reviewBody(me.memberId, serviceId, { content: THREE_LINES }));
    expect((await post(me.accessToken, reviewBody(me.memberId, serviceId, { content: THREE_LINES }))).status).toBe(409);
    expect((await ledgerOf(t, me.memberId)).length).toBe(1);
    expect(await memberRow(t, me.memberId)).toEqual({ point: 1000, reviewCount: 1 });
  });
});
