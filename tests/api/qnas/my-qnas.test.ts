import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_CONTENT_MAX, QNA_MESSAGES } from '../../../lib/schemas/qnas';
import { purchases } from '../../../server/db/schema';
import { eq } from 'drizzle-orm';
import { ERRORS } from '../../../lib/schemas/errors';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { inquiry, postInquiry, qnaFixtures, qnaPath } from './fixtures';

let t: TestApp;
let me: TestMember;
let other: TestMember;
let myServiceId: number;
let otherServiceId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ me, other, myServiceId, otherServiceId } = await qnaFixtures(t));
});
afterAll(() => t.close());

describe('POST /v1/my-page/{memberId}/qnas', () => {
  it('POST /v1/my-page/{memberId}/qnas – 본인 서비스를 고른 문의는 201, 답변 대기로 저장된다', async () => {
    // 접수 시각은 앱 시계(deps.now)로 적는다: 시계를 10분 앞으로 보내(토큰 30분 안) DB 기본값과 구별한다
    t.clock.advance(600);
    const before = t.clock.now().getTime();
    const res = await postInquiry(t, me, { serviceId: myServiceId, category: 'SERVICE_QUESTION', receiveEmail: true });
    const after = t.clock.now().getTime();
    expect(res.status).toBe(201);
    const createdAt = Date.parse(res.body.createdAt);
    expect(createdAt).toBeGreaterThanOrEqual(before);
    expect(createdAt).toBeLessThanOrEqual(after);
    expect(res.body).toMatchObject({
      serviceId: myServiceId,
      productName: '인스타그램 한국인 팔로워',
      // 문의 내역에서 같은 상품끼리도 가리게 대상과 주문번호가 함께 온다
      targetKey: expect.stringMatching(/^growth_/),
      orderNo: expect.stringMatching(/^SVC-/),
      orderedAt: expect.any(String),
      category: 'SERVICE_QUESTION',
      categoryLabel: '서비스 진행 문의',
      title: '팔로워 문의',
      content: '언제 시작되나요?',
      receiveEmail: true,
      status: 'WAITING',
      statusLabel: '답변 대기',
      reply: null,
      repliedAt: null,
    });
  });

  it('POST /v1/my-page/{memberId}/qnas – serviceId 가 없고 receiveEmail 이 빠지면 서비스 없이, 메일 수신 꺼짐', async () => {
    const { receiveEmail: _omit, ...body } = inquiry(me, { title: '댓글 정보 입력', category: 'REPLY_QUESTION', content: '좋아요\n멋져요' });
    const res = await t.json('POST', qnaPath(me.memberId), body, me.accessToken);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ serviceId: null, productName: null, receiveEmail: false, content: '좋아요\n멋져요' });
  });

  it('POST /v1/my-page/{memberId}/qnas – 댓글 정보 입력은 보낸 제목과 상관없이 제목이 댓글 정보 입력으로 저장된다', async () => {
    const res = await postInquiry(t, me, { category: 'REPLY_QUESTION', title: '다른 제목으로 바꿔 봄', content: '좋아요\n멋져요' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ category: 'REPLY_QUESTION', title: '댓글 정보 입력' });
    const listed = await t.json('GET', `${qnaPath(me.memberId)}?size=100`, undefined, me.accessToken);
    expect(listed.body.items.find((q: { id: number }) => q.id === res.body.id)).toMatchObject({ title: '댓글 정보 입력' });
    // 다른 분류는 보낸 제목 그대로
    expect((await postInquiry(t, me, { category: 'OTHER_QUESTION', title: '댓글 정보 입력 아님' })).body.title).toBe('댓글 정보 입력 아님');
  });

  it('POST /v1/my-page/{memberId}/qnas – 제목 2자·내용 5자부터 받는다(한 글자 문의는 400)', async () => {
    expect(QNA_MESSAGES.titleTooShort).toBe('제목은 2자 이상 입력해주세요.');
    expect(QNA_MESSAGES.contentTooShort).toBe('문의 내용은 5자 이상 입력해주세요.');
    expect((await postInquiry(t, me, { title: '환불', content: '환불해줘요' })).status).toBe(201);
    const res = await postInquiry(t, me, { title: '가', content: '가' });
    expect(res.status).toBe(400);
    expect(res.body.meta.fields).toMatchObject({ title: QNA_MESSAGES.titleTooShort, content: QNA_MESSAGES.contentTooShort });
  });

  it('POST /v1/my-page/{memberId}/qnas – 제목 40자는 되고 41자는 400', async () => {
    expect((await postInquiry(t, me, { title: '가'.repeat(40) })).status).toBe(201);
    const res = await postInquiry(t, me, { title: '가'.repeat(41) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: QNA_MESSAGES.titleTooLong, meta: { fields: { title: QNA_MESSAGES.titleTooLong } } });
  });

  it.each([
    ['제목 없음', { title: '' }, 'title', QNA_MESSAGES.titleRequired],
    ['제목 공백뿐', { title: '   ' }, 'title', QNA_MESSAGES.titleRequired],
    ['제목 누락', { title: undefined }, 'title', QNA_MESSAGES.titleRequired],
    ['제목 한 글자', { title: '가' }, 'title', QNA_MESSAGES.titleTooShort],
    ['제목 공백을 빼면 한 글자', { title: '  가  ' }, 'title', QNA_MESSAGES.titleTooShort],
    ['내용 없음', { content: '' }, 'content', QNA_MESSAGES.contentRequired],
    ['내용 한 글자', { content: '가' }, 'content', QNA_MESSAGES.contentTooShort],
    ['내용 네 글자', { content: '환불요청' }, 'content', QNA_MESSAGES.contentTooShort],
    ['내용 누락', { content: undefined }, 'content', QNA_MESSAGES.contentRequired],
    ['내용 너무 김', { content: '가'.repeat(INQUIRY_CONTENT_MAX + 1) }, 'content', QNA_MESSAGES.contentTooLong],
    ['분류 누락', { category: undefined }, 'category', QNA_MESSAGES.categoryRequired],
    ['없는 분류', { category: 'REFUND' }, 'category', QNA_MESSAGES.categoryRequired],
    ['receiveEmail 이 글자', { receiveEmail: 'yes' }, 'receiveEmail', QNA_MESSAGES.receiveEmailInvalid],
    ['serviceId 가 글자', { serviceId: '12' }, 'serviceId', QNA_MESSAGES.serviceIdInvalid],
    ['serviceId 가 0', { serviceId: 0 }, 'serviceId', QNA_MESSAGES.serviceIdInvalid],
    ['memberId 누락', { memberId: undefined }, 'memberId', QNA_MESSAGES.memberIdInvalid],
  ])('POST /v1/my-page/{memberId}/qnas – %s 이면 400 VALIDATION_FAILED 와 한국어 문구', async (_name, overrides, field, message) => {
    const res = await postInquiry(t, me, overrides);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.message).toBe(message);
    expect(res.body.meta.fields[field]).toBe(message);
  });

  it('POST /v1/my-page/{memberId}/qnas – 다른 회원의 서비스나 없는 서비스를 고르면 403 SERVICE_NOT_YOURS(상품 칸을 짚는다)', async () => {
    for (const serviceId of [otherServiceId, 2_000_000_000]) {
      const res = await postInquiry(t, me, { serviceId });
      expect(res.status, String(serviceId)).toBe(403);
      expect(res.body).toEqual({ code: 'SERVICE_NOT_YOURS', message: ERRORS.SERVICE_NOT_YOURS.message, meta: { field: 'serviceId' } });
    }
  });

  it('POST /v1/my-page/{memberId}/qnas – 본문 memberId 가 경로와 다르면 403', async () => {
    const res = await t.json('POST', qnaPath(me.memberId), inquiry(other), me.accessToken);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'NOT_YOUR_RESOURCE', message: ERRORS.QNA_OF_OTHER_MEMBER.message });
  });

  it('POST /v1/my-page/{memberId}/qnas – 남의 경로에 쓰면 403, 토큰이 없으면 401', async () => {
    expect((await t.json('POST', qnaPath(other.memberId), inquiry(other), me.accessToken)).status).toBe(403);
    expect((await t.json('POST', qnaPath(me.memberId), inquiry(me))).status).toBe(401);
  });
});

describe('GET /v1/my-page/{memberId}/qnas', () => {
  it('GET /v1/my-page/{memberId}/qnas – 내 문의만 최신 순으로 나눠 준다', async () => {
    const viewer = await t.signup();
    await postInquiry(t, other, { title: '남의 문의' });
    t.clock.advance(60);
    const first = await postInquiry(t, viewer, { title: '첫 문의' });
    t.clock.advance(60);
    const second = await postInquiry(t, viewer, { title: '둘째 문의' });
    const page1 = await t.json('GET', `${qnaPath(viewer.memberId)}?page=1&size=1`, undefined, viewer.accessToken);
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ page: 1, size: 1, total: 2 });
    expect(page1.body.items.map((q: { id: number }) => q.id)).toEqual([second.body.id]);
    const page2 = await t.json('GET', `${qnaPath(viewer.memberId)}?page=2&size=1`, undefined, viewer.accessToken);
    expect(page2.body.items.map((q: { id: number }) => q.id)).toEqual([first.body.id]);
    expect(page2.body.items[0]).toMatchObject({ title: '첫 문의', status: 'WAITING', statusLabel: '답변 대기', categoryLabel: '상품 문의' });
  });

  it('GET /v1/my-page/{memberId}/qnas – 다른 회원의 경로는 403', async () => {
    const res = await t.json('GET', qnaPath(other.memberId), undefined, me.accessToken);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NOT_YOUR_RESOURCE');
  });
});

describe('GET /v1/my-page/{memberId}/qnas/services', () => {
  it('GET /v1/my-page/{memberId}/qnas/services – 내 서비스만 최신 순, 번호·상품명에 대상·주문번호·주문 시각을 더해', async () => {
    const newer = await t.signup();
    const fx = (await qnaFixtures(t)).fx;
    const a = await fx.paidService({ memberId: newer.memberId, productName: '틱톡 좋아요', targetKey: 'tt_first' });
    t.clock.advance(60);
    const b = await fx.paidService({ memberId: newer.memberId, productName: '인스타그램 자동 좋아요', targetKey: 'insta_second' });
    const orderOf = async (purchaseId: number) =>
      (await t.db.select({ orderNo: purchases.orderNo, createdAt: purchases.createdAt }).from(purchases).where(eq(purchases.id, purchaseId)))[0]!;
    const [orderA, orderB] = [await orderOf(a.purchaseId), await orderOf(b.purchaseId)];
    const res = await t.json('GET', `${qnaPath(newer.memberId)}/services`, undefined, newer.accessToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      myServiceList: [
        { id: b.serviceId, productName: '인스타그램 자동 좋아요', targetKey: 'insta_second', orderNo: orderB.orderNo, orderedAt: orderB.createdAt.toISOString() },
        { id: a.serviceId, productName: '틱톡 좋아요', targetKey: 'tt_first', orderNo: orderA.orderNo, orderedAt: orderA.createdAt.toISOString() },
      ],
    });
    expect((await t.json('GET', `${qnaPath(newer.memberId)}/services`, undefined, me.accessToken)).status).toBe(403);
  });
});
