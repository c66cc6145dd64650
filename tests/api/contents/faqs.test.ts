import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES } from '../../../lib/schemas/contents';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';

let t: TestApp;
let admin: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
});
afterAll(() => t.close());

async function createFaq(body: Record<string, unknown>) {
  const res = await t.json('POST', '/v1/admin/faqs', { answer: '답변입니다.', ...body }, admin.accessToken);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number };
}
const ids = (body: { items: { id: number }[] }) => body.items.map((f) => f.id);

describe('FAQ', () => {
  it('GET /v1/faqs – 분류는 탭 순서(주문·결제 → 기타), 그 안에서 displayOrder 순, 숨김 제외', async () => {
    const etc = await createFaq({ category: 'ETC', question: '기타 질문', displayOrder: 0 });
    const order2 = await createFaq({ category: 'ORDER', question: '결제 수단은?', displayOrder: 2 });
    const order1 = await createFaq({ category: 'ORDER', question: '주문 후 언제 시작되나요?', displayOrder: 1 });
    const refill = await createFaq({ category: 'REFILL', question: '리필은 어떻게 신청하나요?' });
    const hidden = await createFaq({ category: 'ORDER', question: '숨긴 질문', isVisible: false });

    const res = await t.json('GET', '/v1/faqs');
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([order1.id, order2.id, refill.id, etc.id]);
    expect(res.body.total).toBe(4);
    expect(ids(res.body)).not.toContain(hidden.id);
    expect(res.body.items[0]).toMatchObject({ category: 'ORDER', question: '주문 후 언제 시작되나요?', answer: '답변입니다.' });

    const filtered = await t.json('GET', '/v1/faqs?category=ORDER&size=1&page=2');
    expect(filtered.body).toMatchObject({ page: 2, size: 1, total: 2 });
    expect(ids(filtered.body)).toEqual([order2.id]);
  });

  it('GET /v1/faqs – 모르는 분류는 400 과 meta.fields.category', async () => {
    const res = await t.json('GET', '/v1/faqs?category=SHIPPING');
    expect(res.status).toBe(400);
    expect(res.body.meta.fields.category).toBe(CONTENT_MESSAGES.categoryInvalid);
  });

  it('POST /v1/admin/faqs – 분류·질문·답변이 없으면 400 과 meta.fields', async () => {
    const res = await t.json('POST', '/v1/admin/faqs', { category: 'NOPE', question: '', answer: '' }, admin.accessToken);
    expect(res.status).toBe(400);
    expect(res.body.meta.fields).toEqual({
      category: CONTENT_MESSAGES.categoryInvalid,
      question: CONTENT_MESSAGES.questionRequired,
      answer: CONTENT_MESSAGES.answerRequired,
    });
  });

  it('PUT /v1/admin/faqs/order – 보낸 순서대로 displayOrder 를 다시 매긴다', async () => {
    const a = await createFaq({ category: 'ACCOUNT', question: '비밀번호를 잊었어요', displayOrder: 0 });
    const b = await createFaq({ category: 'ACCOUNT', question: '회원 탈퇴는?', displayOrder: 1 });
    const c = await createFaq({ category: 'ACCOUNT', question: '휴대폰 번호 변경', displayOrder: 2 });

    const res = await t.json('PUT', '/v1/admin/faqs/order', { ids: [c.id, a.id, b.id] }, admin.accessToken);
    expect(res.status).toBe(204);
    const list = await t.json('GET', '/v1/faqs?category=ACCOUNT');
    expect(ids(list.body)).toEqual([c.id, a.id, b.id]);
    expect(list.body.items.map((f: { displayOrder: number }) => f.displayOrder)).toEqual([0, 1, 2]);
  });

  it('PUT /v1/admin/faqs/order – 모르는 id 가 섞이면 400 이고 아무것도 바뀌지 않는다', async () => {
    const a = await createFaq({ category: 'SERVICE', question: '진행 상황은 어디서 보나요?', displayOrder: 0 });
    const b = await createFaq({ category: 'SERVICE', question: '비공개 계정도 되나요?', displayOrder: 1 });

    const res = await t.json('PUT', '/v1/admin/faqs/order', { ids: [b.id, 987654, a.id] }, admin.accessToken);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: CONTENT_MESSAGES.idsUnknown, meta: { unknownIds: [987654] } });
    expect(res.body.meta.fields.ids).toBe(CONTENT_MESSAGES.idsUnknown);
    expect(ids((await t.json('GET', '/v1/faqs?category=SERVICE')).body)).toEqual([a.id, b.id]);

    const dup = await t.json('PUT', '/v1/admin/faqs/order', { ids: [a.id, a.id] }, admin.accessToken);
    expect(dup.status).toBe(400);
    expect(dup.body.meta.fields.ids).toBe(CONTENT_MESSAGES.idsDuplicated);
    expect((await t.json('PUT', '/v1/admin/faqs/order', { ids: [] }, admin.accessToken)).status).toBe(400);
  });
});
