import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, REVIEW_TEXT } from '../../../lib/schemas/reviews';
import { reviews } from '../../../server/db/schema';
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
    expect(res.body).toMatchObject({ code: 'SERVICE_NOT_COMPLETED', message: REVIEW_TEXT.serviceNotCompleted });
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
    const both = await Promise.all([post(me.accessToken, reviewBody(me.memberId, raced)), post(me.accessToken, reviewBody(me.memberId, raced))]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(reviews).where(eq(reviews.serviceId, raced))).toHaveLength(1);
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
