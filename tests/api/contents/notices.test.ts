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

async function createNotice(body: Record<string, unknown>) {
  const res = await t.json('POST', '/v1/admin/notices', { content: '본문', ...body }, admin.accessToken);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('공지', () => {
  it('GET /v1/notices – 고정 공지 먼저, 그다음 최신순으로 페이지를 나눠 준다 (숨김 제외, 본문 제외)', async () => {
    const old = await createNotice({ title: '오래된 공지' });
    t.clock.advance(60);
    const pinned = await createNotice({ title: '고정 공지', isPinned: true });
    t.clock.advance(60);
    const hidden = await createNotice({ title: '숨긴 공지', isVisible: false });
    t.clock.advance(60);
    const newest = await createNotice({ title: '새 공지' });

    const res = await t.json('GET', '/v1/notices?page=1&size=2');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, size: 2, total: 3 });
    expect(res.body.items.map((n: { id: number }) => n.id)).toEqual([pinned.id, newest.id]);
    expect(res.body.items[0]).not.toHaveProperty('content');

    const second = await t.json('GET', '/v1/notices?page=2&size=2');
    expect(second.body.items.map((n: { id: number }) => n.id)).toEqual([old.id]);

    const all = await t.json('GET', '/v1/notices?size=100');
    expect(all.body.items.map((n: { id: number }) => n.id)).not.toContain(hidden.id);
  });

  it('GET /v1/notices/{id} – 본문까지 주고, 없거나 숨긴 공지는 404', async () => {
    const shown = await createNotice({ title: '보이는 공지', content: '연휴 기간 안내입니다.' });
    const hidden = await createNotice({ title: '숨긴 공지 2', isVisible: false });

    const res = await t.json('GET', `/v1/notices/${shown.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: shown.id, title: '보이는 공지', content: '연휴 기간 안내입니다.', isPinned: false });

    for (const id of [hidden.id, 999999]) {
      const missing = await t.json('GET', `/v1/notices/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe('NOTICE_NOT_FOUND');
    }
    expect((await t.json('GET', '/v1/notices/abc')).status).toBe(400);
  });

  it('GET /v1/notices – 잘못된 page·size 는 400 과 그 필드 이름', async () => {
    for (const [query, field] of [
      ['size=101', 'size'],
      ['size=0', 'size'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
    ] as const) {
      const res = await t.json('GET', `/v1/notices?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body.meta.fields), query).toEqual([field]);
    }
  });

  it('관리자 공지 – 숨김까지 보고, 고치고, 지우면 공개 목록에서도 사라진다', async () => {
    const notice = await createNotice({ title: '고칠 공지', isVisible: false });
    const list = await t.json('GET', '/v1/admin/notices?size=100', undefined, admin.accessToken);
    expect(list.status).toBe(200);
    expect(list.body.items.map((n: { id: number }) => n.id)).toContain(notice.id);
    expect((await t.json('GET', `/v1/admin/notices/${notice.id}`, undefined, admin.accessToken)).body.content).toBe('본문');

    const patched = await t.json('PATCH', `/v1/admin/notices/${notice.id}`, { isVisible: true, title: '고친 공지' }, admin.accessToken);
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ title: '고친 공지', content: '본문', isVisible: true });
    expect((await t.json('GET', `/v1/notices/${notice.id}`)).body.title).toBe('고친 공지');

    expect((await t.json('DELETE', `/v1/admin/notices/${notice.id}`, undefined, admin.accessToken)).status).toBe(204);
    expect((await t.json('GET', `/v1/notices/${notice.id}`)).status).toBe(404);
    expect((await t.json('DELETE', `/v1/admin/notices/${notice.id}`, undefined, admin.accessToken)).status).toBe(404);
    expect((await t.json('PATCH', `/v1/admin/notices/${notice.id}`, { title: '없음' }, admin.accessToken)).status).toBe(404);
  });

  it('POST /v1/admin/notices – 제목 없음·120자 초과·본문 없음은 400 과 meta.fields', async () => {
    const empty = await t.json('POST', '/v1/admin/notices', { title: '  ', content: '' }, admin.accessToken);
    expect(empty.status).toBe(400);
    expect(empty.body.meta.fields).toEqual({ title: CONTENT_MESSAGES.titleRequired, content: CONTENT_MESSAGES.contentRequired });

    const long = await t.json('POST', '/v1/admin/notices', { title: '가'.repeat(121), content: '본문' }, admin.accessToken);
    expect(long.status).toBe(400);
    expect(long.body.meta.fields.title).toBe(CONTENT_MESSAGES.titleTooLong);
    expect((await t.json('POST', '/v1/admin/notices', { title: '가'.repeat(120), content: '본문' }, admin.accessToken)).status).toBe(201);
  });
});
