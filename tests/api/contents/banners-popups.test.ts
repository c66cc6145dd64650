import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES } from '../../../lib/schemas/contents';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';

let t: TestApp;
let admin: TestMember;
beforeAll(async () => {
  // 노출 기간을 시계로 움직여 보므로 공개 응답 캐시는 끈다
  t = await createTestApp({ env: { PUBLIC_CACHE_TTL_SECONDS: '0' } });
  admin = await t.loginAsAdmin();
});
afterAll(() => t.close());

const HOUR = 3600;
const at = (offsetSeconds: number) => new Date(t.clock.now().getTime() + offsetSeconds * 1000).toISOString();
const ids = (body: { items: { id: number }[] }) => body.items.map((b) => b.id);

async function create(plural: 'banners' | 'popups', body: Record<string, unknown>) {
  const base = plural === 'banners' ? { imageUrl: '/images/banners/welcome.svg' } : { content: '팝업 내용' };
  const res = await t.json('POST', `/v1/admin/${plural}`, { ...base, ...body }, admin.accessToken);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number };
}

describe.each(['banners', 'popups'] as const)('%s', (plural) => {
  it(`GET /v1/${plural} – 보이고 노출 기간 안인 것만, 시계가 지나면 빠지고 들어온다`, async () => {
    const always = await create(plural, { title: '상시', displayOrder: 1 });
    const now = await create(plural, { title: '지금', displayOrder: 0, startsAt: at(-HOUR), endsAt: at(HOUR) });
    const later = await create(plural, { title: '내일부터', startsAt: at(24 * HOUR), displayOrder: 2 });
    const ended = await create(plural, { title: '끝남', endsAt: at(-1) });
    const hidden = await create(plural, { title: '숨김', isVisible: false });

    const res = await t.json('GET', `/v1/${plural}`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([now.id, always.id]);
    expect(ids(res.body)).not.toContain(ended.id);
    expect(ids(res.body)).not.toContain(hidden.id);

    t.clock.advance(2 * HOUR);
    expect(ids((await t.json('GET', `/v1/${plural}`)).body)).toEqual([always.id]);
    t.clock.advance(24 * HOUR);
    expect(ids((await t.json('GET', `/v1/${plural}`)).body)).toEqual([always.id, later.id]);
    t.clock.reset();

    for (const id of [always.id, now.id, later.id, ended.id, hidden.id]) {
      expect((await t.json('DELETE', `/v1/admin/${plural}/${id}`, undefined, admin.accessToken)).status).toBe(204);
    }
    expect((await t.json('GET', `/v1/${plural}`)).body.items).toEqual([]);
  });

  it(`POST /v1/admin/${plural} – 종료가 시작보다 앞이거나 주소가 http(s)·/경로가 아니면 400`, async () => {
    const res = await t.json(
      'POST',
      `/v1/admin/${plural}`,
      { title: '잘못', imageUrl: 'ftp://x/y.png', linkUrl: '//evil.example', startsAt: at(HOUR), endsAt: at(0) },
      admin.accessToken,
    );
    expect(res.status).toBe(400);
    expect(res.body.meta.fields).toMatchObject({
      imageUrl: CONTENT_MESSAGES.urlInvalid,
      linkUrl: CONTENT_MESSAGES.urlInvalid,
      endsAt: CONTENT_MESSAGES.windowInvalid,
    });
    const ok = await create(plural, { title: '외부 링크', linkUrl: 'https://www.instagram.com/', imageUrl: 'https://cdn.example.com/a.png' });
    expect(ok).toMatchObject({ linkUrl: 'https://www.instagram.com/', imageUrl: 'https://cdn.example.com/a.png' });
  });

  it(`PATCH /v1/admin/${plural}/{id} – 종료만 보내도 저장된 시작과 맞춰 보고, 맞으면 고친다`, async () => {
    const row = await create(plural, { title: '기간', startsAt: at(HOUR), endsAt: at(2 * HOUR) });
    const bad = await t.json('PATCH', `/v1/admin/${plural}/${row.id}`, { endsAt: at(0) }, admin.accessToken);
    expect(bad.status).toBe(400);
    expect(bad.body.meta.fields.endsAt).toBe(CONTENT_MESSAGES.windowInvalid);

    const good = await t.json('PATCH', `/v1/admin/${plural}/${row.id}`, { startsAt: null, title: '기간 없음' }, admin.accessToken);
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ title: '기간 없음', startsAt: null });
    expect((await t.json('GET', `/v1/admin/${plural}/${row.id}`, undefined, admin.accessToken)).body.title).toBe('기간 없음');
  });

  it(`PUT /v1/admin/${plural}/order – 순서를 바꾸면 공개 목록도 그 순서, 모르는 id 는 400`, async () => {
    const list = await t.json('GET', `/v1/admin/${plural}?size=100`, undefined, admin.accessToken);
    for (const item of list.body.items) await t.json('DELETE', `/v1/admin/${plural}/${item.id}`, undefined, admin.accessToken);
    const a = await create(plural, { title: 'A' });
    const b = await create(plural, { title: 'B' });
    const c = await create(plural, { title: 'C' });

    expect((await t.json('PUT', `/v1/admin/${plural}/order`, { ids: [c.id, a.id, b.id] }, admin.accessToken)).status).toBe(204);
    expect(ids((await t.json('GET', `/v1/${plural}`)).body)).toEqual([c.id, a.id, b.id]);

    const unknown = await t.json('PUT', `/v1/admin/${plural}/order`, { ids: [a.id, 555555] }, admin.accessToken);
    expect(unknown.status).toBe(400);
    expect(unknown.body.meta.unknownIds).toEqual([555555]);
    expect(ids((await t.json('GET', `/v1/${plural}`)).body)).toEqual([c.id, a.id, b.id]);
  });
});
