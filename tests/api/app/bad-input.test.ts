import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../../../lib/schemas/errors';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';

let t: TestApp;
let me: TestMember;
let admin: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  me = await t.signup();
  admin = await t.loginAsAdmin();
});
afterAll(() => t.close());

const validation = (target: string, fields: Record<string, string>, message: string) => ({
  code: 'VALIDATION_FAILED',
  message,
  meta: { target, fields },
});

describe('틀린 입력은 400 VALIDATION_FAILED 와 필드 이름 (검증 훅 한 곳)', () => {
  it('GET /v1/my-page/{memberId}/purchases – from=test&to=test 는 기간 검사까지 가지 않고 400, 두 날짜를 짚는다', async () => {
    const res = await t.json('GET', `/v1/my-page/${me.memberId}/purchases?from=test&to=test`, undefined, me.accessToken);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(validation('query', { from: FIELD_MESSAGES.dateFormat, to: FIELD_MESSAGES.dateFormat }, FIELD_MESSAGES.dateFormat));
  });

  it('GET /v1/admin/sales – 없는 날짜(2월 30일) 두 개도 400', async () => {
    const res = await t.json('GET', '/v1/admin/sales?from=2026-02-30&to=2026-02-31', undefined, admin.accessToken);
    expect(res.status).toBe(400);
    expect(res.body.meta.fields).toEqual({ from: '없는 날짜입니다.', to: '없는 날짜입니다.' });
  });

  it('POST /v1/purchases/card/authorize – orderId 의 NUL 은 DB 까지 가지 않고 400, orderId 를 짚는다', async () => {
    const res = await t.json('POST', '/v1/purchases/card/authorize', { paymentKey: 'pk', orderId: 'ord\u0000', amount: 1000 }, me.accessToken);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(validation('json', { orderId: FIELD_MESSAGES.controlCharacter }, FIELD_MESSAGES.controlCharacter));
  });

  it('GET /v1/admin/members – 쿼리 검색어의 제어 문자도 400', async () => {
    const res = await t.json('GET', `/v1/admin/members?q=${encodeURIComponent('a\u001bb')}`, undefined, admin.accessToken);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(validation('query', { q: FIELD_MESSAGES.controlCharacter }, FIELD_MESSAGES.controlCharacter));
  });

  it('PUT /v1/admin/products/{productId}/panel-service – int4 를 넘는 panelId 는 400, panelId 를 짚는다', async () => {
    const res = await t.json('PUT', '/v1/admin/products/1/panel-service', { panelId: 99_999_999_999_999, panelServiceId: '1' }, admin.accessToken);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(validation('json', { panelId: FIELD_MESSAGES.numberOutOfRange }, FIELD_MESSAGES.numberOutOfRange));
  });

  it('GET /v1/notices – page=1e30 과 int4 를 넘는 경로 id 는 400', async () => {
    const page = await t.json('GET', '/v1/notices?page=1e30');
    expect(page.status).toBe(400);
    expect(Object.keys(page.body.meta.fields)).toEqual(['page']);
    const id = await t.json('GET', '/v1/notices/99999999999999');
    expect(id.status).toBe(400);
    expect(id.body.meta.fields).toEqual({ id: FIELD_MESSAGES.idRequired });
  });

  it('배열 안의 값도 경로로 짚는다: 장바구니 주문의 cartItemIds.1', async () => {
    const res = await t.json('POST', '/v1/purchases/payment-information-from-cart', { cartItemIds: [1, 99_999_999_999] }, me.accessToken);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.meta.fields)).toEqual(['cartItemIds.1']);
  });
});

describe('여러 줄 글의 줄바꿈과 탭은 그대로 받는다', () => {
  it('POST /v1/my-page/{memberId}/qnas – 본문의 \\n \\r\\n \\t 는 201 그대로, 벨 문자(\\u0007)는 400 content', async () => {
    const path = `/v1/my-page/${me.memberId}/qnas`;
    const body = { memberId: me.memberId, category: 'PRODUCT_QUESTION', title: '문의', receiveEmail: false };
    const ok = await t.json('POST', path, { ...body, content: '첫 줄\n둘째 줄\r\n\t들여쓴 줄' }, me.accessToken);
    expect(ok.status).toBe(201);
    expect(ok.body.content).toBe('첫 줄\n둘째 줄\r\n\t들여쓴 줄');
    const bad = await t.json('POST', path, { ...body, content: '딩동 딩동 울려요\u0007' }, me.accessToken);
    expect(bad.status).toBe(400);
    expect(bad.body.meta.fields).toEqual({ content: FIELD_MESSAGES.controlCharacter });
  });
});
