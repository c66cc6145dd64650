import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, purchases } from '../../../server/db/schema';
import { serviceFixtures } from '../../helpers/service-fixtures';
import { createTestApp, uniqueEmail, type TestApp, type TestMember } from '../../helpers/test-app';

let t: TestApp;
let owner: TestMember;
let support: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAsAdmin();
  support = await t.loginAsAdmin('SUPPORT');
});
afterAll(() => t.close());

const phone = () => `010-${randomInt(1000, 9999)}-${randomInt(1000, 9999)}`;
const list = (query: string, token = owner.accessToken) => t.json('GET', `/v1/admin/members?${query}`, undefined, token);
const ids = (body: { items: { id: number }[] }) => body.items.map((i) => i.id);

describe('GET /v1/admin/members – 검색', () => {
  it('휴대폰은 하이픈이 있어도 없어도, 이메일·이름·회원 번호로도 찾고 비밀번호 해시는 싣지 않는다', async () => {
    const cellPhone = phone();
    const me = await t.signup({ cellPhone, name: '검색대상' });
    const digits = cellPhone.replace(/-/g, '');

    for (const q of [cellPhone, digits, me.email.toUpperCase(), String(me.memberId)]) {
      const res = await list(`q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(ids(res.body)).toContain(me.memberId);
    }
    const byName = await list(`q=${encodeURIComponent('검색대상')}`);
    expect(ids(byName.body)).toContain(me.memberId);
    const row = byName.body.items.find((i: { id: number }) => i.id === me.memberId);
    expect(row).toMatchObject({ email: me.email, cellPhone: digits, status: 'NORMAL', registrationType: 'EMAIL', point: 0 });
    expect(row).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(byName.body)).not.toContain('$argon');
  });

  it('주문번호로 그 주문의 회원을 찾고, 구매 합계·건수를 보인다', async () => {
    const fx = await serviceFixtures(t, owner.accessToken);
    const buyer = await t.signup({ cellPhone: phone() });
    const { purchaseId, total } = await fx.paidService({ memberId: buyer.memberId, unitPrice: 100, quantity: 50 });
    const [p] = await t.db.select({ orderNo: purchases.orderNo }).from(purchases).where(eq(purchases.id, purchaseId));

    const res = await list(`q=${p!.orderNo}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    expect(res.body.items[0]).toMatchObject({ id: buyer.memberId, purchaseTotal: total, purchaseCount: 1 });
  });

  it('LIKE 특수문자(%)는 글자 그대로 찾는다', async () => {
    const res = await list(`q=${encodeURIComponent('%')}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(0);
  });
});

describe('GET /v1/admin/members – 조건·정렬·쪽', () => {
  it('상태·가입 방식·가입 기간(서울 날짜)으로 거르고, 적립금 순으로 정렬하며 전체 수를 준다', async () => {
    const tag = `cond${randomInt(100000, 999999)}`;
    const a = await t.signup({ email: uniqueEmail(tag), cellPhone: phone() });
    const b = await t.signup({ email: uniqueEmail(tag), cellPhone: phone() });
    const c = await t.signup({ email: uniqueEmail(tag), cellPhone: phone() });
    await t.db.update(members).set({ point: 300 }).where(eq(members.id, a.memberId));
    await t.db.update(members).set({ point: 100 }).where(eq(members.id, b.memberId));
    await t.db.update(members).set({ status: 'STOP' }).where(eq(members.id, c.memberId));
    // 서울 2026-03-01 00:30 은 UTC 로 2월 28일: 서울 날짜로 세는지 본다
    await t.db.update(members).set({ createdAt: new Date('2026-02-28T15:30:00Z') }).where(eq(members.id, a.memberId));
    await t.db.update(members).set({ createdAt: new Date('2026-03-05T01:00:00Z') }).where(eq(members.id, b.memberId));
    await t.db.update(members).set({ createdAt: new Date('2026-03-03T01:00:00Z') }).where(eq(members.id, c.memberId));

    // sort 가 없으면 최근 가입부터
    expect(ids((await list(`q=${tag}`)).body)).toEqual([b.memberId, c.memberId, a.memberId]);

    const normal = await list(`q=${tag}&status=NORMAL&sort=-point`);
    expect(ids(normal.body)).toEqual([a.memberId, b.memberId]);
    const asc = await list(`q=${tag}&sort=point&status=NORMAL`);
    expect(ids(asc.body)).toEqual([b.memberId, a.memberId]);
    const stopped = await list(`q=${tag}&status=STOP`);
    expect(ids(stopped.body)).toEqual([c.memberId]);
    expect((await list(`q=${tag}&registrationType=KAKAO`)).body.total).toBe(0);

    const march = await list(`q=${tag}&from=2026-03-01&to=2026-03-01`);
    expect(ids(march.body)).toEqual([a.memberId]);
    expect((await list(`q=${tag}&to=2026-02-28`)).body.total).toBe(0);

    const paged = await list(`q=${tag}&size=2&page=2&sort=createdAt`);
    expect(paged.body).toMatchObject({ page: 2, size: 2, total: 3 });
    expect(paged.body.items).toHaveLength(1);
  });

  it('이름 순(이름 없는 회원은 어느 방향이든 뒤)과 구매 합계 순으로 정렬한다', async () => {
    const fx = await serviceFixtures(t, owner.accessToken);
    const tag = `sort${randomInt(100000, 999999)}`;
    const ga = await t.signup({ email: uniqueEmail(tag), name: '가나다', cellPhone: phone() });
    const ha = await t.signup({ email: uniqueEmail(tag), name: '하하하', cellPhone: phone() });
    const none = await t.signup({ email: uniqueEmail(tag), cellPhone: phone() });
    await t.db.update(members).set({ name: null }).where(eq(members.id, none.memberId));
    await fx.paidService({ memberId: ha.memberId, unitPrice: 100, quantity: 30 });
    await fx.paidService({ memberId: none.memberId, unitPrice: 100, quantity: 10 });

    expect(ids((await list(`q=${tag}&sort=name`)).body)).toEqual([ga.memberId, ha.memberId, none.memberId]);
    expect(ids((await list(`q=${tag}&sort=-name`)).body)).toEqual([ha.memberId, ga.memberId, none.memberId]);
    const byTotal = await list(`q=${tag}&sort=-purchaseTotal`);
    expect(byTotal.body.items.map((i: { id: number; purchaseTotal: number }) => [i.id, i.purchaseTotal])).toEqual([
      [ha.memberId, 3000],
      [none.memberId, 1000],
      [ga.memberId, 0],
    ]);
  });

  it('잘못된 조건은 400 한국어', async () => {
    const res = await list('status=WHATEVER');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    const reversed = await list('from=2026-03-02&to=2026-03-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('시작일은 종료일보다 늦을 수 없습니다.');
    const unknownSort = await list('sort=passwordHash');
    expect(unknownSort.status).toBe(400);
    expect(unknownSort.body.message).toBe('정렬할 수 없는 항목입니다.');
  });
});

describe('운영자 등급', () => {
  it('SUPPORT 는 목록·상세·원장을 읽고, 상태·적립금은 바꾸지 못한다(403 ADMIN_ROLE_FORBIDDEN)', async () => {
    const me = await t.signup({ cellPhone: phone() });
    expect((await list(`q=${me.memberId}`, support.accessToken)).status).toBe(200);
    expect((await t.json('GET', `/v1/admin/members/${me.memberId}`, undefined, support.accessToken)).status).toBe(200);
    expect((await t.json('GET', `/v1/admin/members/${me.memberId}/point-ledger`, undefined, support.accessToken)).status).toBe(200);
    const csv = (path: string) => t.request(path, { headers: { authorization: `Bearer ${support.accessToken}` } });
    expect((await csv(`/v1/admin/members/export?q=${me.memberId}`)).status).toBe(200);
    expect((await csv(`/v1/admin/members/${me.memberId}/point-ledger/export`)).status).toBe(200);

    const stop = await t.json('PATCH', `/v1/admin/members/${me.memberId}/status`, { status: 'STOP', reason: '상담원 시도' }, support.accessToken);
    expect(stop.status).toBe(403);
    expect(stop.body).toMatchObject({ code: 'ADMIN_ROLE_FORBIDDEN', message: '이 작업을 할 수 있는 권한이 없습니다.' });
    const grant = await t.json('POST', `/v1/admin/members/${me.memberId}/points`, { type: 'GRANT', amount: 1000, reason: '상담원 시도' }, support.accessToken, {
      'idempotency-key': 'support-try-0001',
    });
    expect(grant.status).toBe(403);
    expect(grant.body.code).toBe('ADMIN_ROLE_FORBIDDEN');
    const [row] = await t.db.select({ status: members.status, point: members.point }).from(members).where(eq(members.id, me.memberId));
    expect(row).toEqual({ status: 'NORMAL', point: 0 });
  });

  it('운영자가 아닌 회원은 403 ADMIN_ONLY', async () => {
    const me = await t.signup({ cellPhone: phone() });
    const res = await list('', me.accessToken);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ADMIN_ONLY');
  });
});
