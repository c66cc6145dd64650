import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { postInquiry, qnaFixtures } from '../qnas/fixtures';

let t: TestApp;
let admin: TestMember;
let me: TestMember;

beforeAll(async () => {
  t = await createTestApp();
  const fx = await qnaFixtures(t);
  admin = fx.admin;
  me = fx.me;
  expect((await postInquiry(t, me, { title: '=HYPERLINK("x")', content: '첫 줄\n둘째 줄, 쉼표' })).status).toBe(201);
  expect((await postInquiry(t, me, { title: '두 번째 문의' })).status).toBe(201);
});
afterAll(() => t.close());

async function csv(path: string, token = admin.accessToken) {
  const res = await t.request(path, { headers: { authorization: `Bearer ${token}` } });
  const bytes = new Uint8Array(await res.clone().arrayBuffer());
  return { res, bytes, text: await res.text() };
}
/** BOM 을 떼고 CRLF 로 나눈 줄(끝의 빈 줄 빼고) — 따옴표 안의 줄바꿈은 LF 라 나뉘지 않는다 */
const linesOf = (text: string) => text.replace(/^\uFEFF/, '').split('\r\n').slice(0, -1);

describe('콘솔 목록의 CSV 내보내기 – GET /v1/admin/<목록>/export', () => {
  it.each([
    ['/v1/admin/purchases/export', 'purchases', '주문번호,주문일시(서울),상태,결제 수단,주문명'],
    ['/v1/admin/tasks/export', 'tasks', '작업 번호,만든 일시(서울),상태,종류,출처'],
    ['/v1/admin/qnas/export', 'qnas', '문의 번호,접수 일시(서울),상태,유형,제목'],
    ['/v1/admin/reviews/export', 'reviews', '후기 번호,작성 일시(서울),별점,제목,내용'],
  ])('%s – BOM 이 붙은 text/csv 와 파일 이름, 머리줄', async (path, name, head) => {
    const { res, bytes, text } = await csv(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="${name}-\\d{8}\\.csv"$`));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(linesOf(text)[0]!.startsWith(head)).toBe(true);
  });

  it('문의: 목록과 같은 조건, 수식은 막히고 쉼표·줄바꿈·따옴표는 RFC 4180 대로', async () => {
    const all = linesOf((await csv('/v1/admin/qnas/export')).text);
    expect(all).toHaveLength(3);
    const formula = all.find((l) => l.includes('HYPERLINK'))!;
    expect(formula).toContain(`"'=HYPERLINK(""x"")"`);
    expect(formula).toContain('"첫 줄\n둘째 줄, 쉼표"');
    const found = linesOf((await csv(`/v1/admin/qnas/export?email=${encodeURIComponent(me.email)}&status=ANSWERED`)).text);
    expect(found).toHaveLength(1);
  });

  it('구매: 쪽 번호는 무시하고 조건에 맞는 줄 모두(목록 total 과 같은 수)', async () => {
    const list = await t.json('GET', '/v1/admin/purchases?size=1', undefined, admin.accessToken);
    expect(list.body.total).toBeGreaterThan(1);
    const lines = linesOf((await csv('/v1/admin/purchases/export?size=1&page=2')).text);
    expect(lines).toHaveLength(list.body.total + 1);
  });

  it('잘못된 조건은 목록처럼 400', async () => {
    const res = await t.json('GET', '/v1/admin/purchases/export?from=2026-13-01', undefined, admin.accessToken);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('등급: SUPPORT 는 문의·후기·작업은 내보내고 구매는 403', async () => {
    const support = await t.loginAsAdmin('SUPPORT');
    expect((await csv('/v1/admin/qnas/export', support.accessToken)).res.status).toBe(200);
    expect((await csv('/v1/admin/reviews/export', support.accessToken)).res.status).toBe(200);
    expect((await csv('/v1/admin/tasks/export', support.accessToken)).res.status).toBe(200);
    const purchases = await t.json('GET', '/v1/admin/purchases/export', undefined, support.accessToken);
    expect(purchases.status).toBe(403);
    expect(purchases.body.code).toBe('ADMIN_ROLE_FORBIDDEN');
  });

  it('일반 회원은 403 ADMIN_ONLY', async () => {
    const res = await t.json('GET', '/v1/admin/qnas/export', undefined, me.accessToken);
    expect(res.body).toMatchObject({ code: 'ADMIN_ONLY' });
  });
});

describe('콘솔 목록의 정렬 – sort=<열> / sort=-<열>', () => {
  it('구매: sort=totalAmount 는 금액 오름차순, -totalAmount 는 내림차순', async () => {
    const up = await t.json('GET', '/v1/admin/purchases?sort=totalAmount', undefined, admin.accessToken);
    const amounts = up.body.items.map((p: { totalAmount: number }) => p.totalAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const down = await t.json('GET', '/v1/admin/purchases?sort=-totalAmount', undefined, admin.accessToken);
    expect(down.body.items.map((p: { totalAmount: number }) => p.totalAmount)).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('문의: sort=createdAt 은 오래된 것부터(order=queue 보다 앞선다)', async () => {
    const res = await t.json('GET', '/v1/admin/qnas?sort=createdAt', undefined, admin.accessToken);
    expect(res.body.items.map((q: { title: string }) => q.title)).toEqual(['=HYPERLINK("x")', '두 번째 문의']);
    const desc = await t.json('GET', '/v1/admin/qnas?sort=-createdAt', undefined, admin.accessToken);
    expect(desc.body.items[0].title).toBe('두 번째 문의');
  });

  it.each(['/v1/admin/purchases', '/v1/admin/tasks', '/v1/admin/qnas', '/v1/admin/reviews'])('%s – 정렬할 수 없는 열은 400 (한국어)', async (path) => {
    const res = await t.json('GET', `${path}?sort=password`, undefined, admin.accessToken);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('정렬할 수 없는 항목입니다.');
  });
});
