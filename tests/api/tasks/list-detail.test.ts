import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskEvents } from '../../../server/db/schema';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { insertPanel, insertTask } from './fixtures';

let t: TestApp;
let admin: TestMember;
let buyer: TestMember;
let other: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
  buyer = await t.signup();
  other = await t.signup();
});
afterAll(() => t.close());

const list = (query: string) => t.json('GET', `/v1/admin/tasks?${query}`, undefined, admin.accessToken);
const ids = (body: { items: { id: number }[] }) => body.items.map((i) => i.id);

describe('GET /v1/admin/tasks – 작업 내역', () => {
  it('회원의 작업을 최신순으로, 상품·대상·수량·상태 이름·패널 이름·회원 이메일과 함께', async () => {
    const panel = await insertPanel(t, { name: '메인 패널' });
    const older = await insertTask(t, { memberId: buyer.memberId, panelId: panel.id, createdAt: new Date('2026-11-01T01:00:00Z') });
    const newer = await insertTask(t, {
      memberId: buyer.memberId,
      panelId: panel.id,
      status: 1,
      phase: 'SENT',
      panelOrderId: '9001',
      upstreamStatus: 'In progress',
      startCount: 1200,
      remains: 40,
      charge: '0.27',
      sentAt: new Date('2026-11-02T01:05:00Z'),
      createdAt: new Date('2026-11-02T01:00:00Z'),
    });
    const res = await list(`memberId=${buyer.memberId}`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([newer.id, older.id]);
    expect(res.body.total).toBe(2);
    expect(res.body.items[0]).toMatchObject({
      id: newer.id,
      productName: '테스트 한국인 팔로워',
      targetKey: newer.targetKey,
      quantity: 100,
      status: 1,
      statusLabel: '진행 중',
      upstreamStatus: 'In progress',
      startCount: 1200,
      remains: 40,
      charge: '0.27',
      panelName: '메인 패널',
      memberEmail: buyer.email,
      sentAt: '2026-11-02T01:05:00.000Z',
      createdAt: '2026-11-02T01:00:00.000Z',
      finishedAt: null,
    });
  });

  it('상태·종류·출처·패널·확인 필요로 거른다', async () => {
    const panel = await insertPanel(t);
    const failed = await insertTask(t, { memberId: other.memberId, status: -1, phase: 'FINISHED', source: 'INSTARTER' });
    const attention = await insertTask(t, { memberId: other.memberId, phase: 'SENDING', needsAttention: true, panelId: panel.id });
    const refill = await insertTask(t, { memberId: other.memberId, kind: 'REFILL', status: 2, phase: 'FINISHED' });
    const m = `memberId=${other.memberId}`;
    expect(ids((await list(`${m}&status=-1`)).body)).toEqual([failed.id]);
    expect(ids((await list(`${m}&status=2`)).body)).toEqual([refill.id]);
    expect(ids((await list(`${m}&kind=REFILL`)).body)).toEqual([refill.id]);
    expect(ids((await list(`${m}&source=INSTARTER`)).body)).toEqual([failed.id]);
    expect(ids((await list(`panelId=${panel.id}`)).body)).toEqual([attention.id]);
    expect(ids((await list(`${m}&needsAttention=true`)).body)).toEqual([attention.id]);
    expect(ids((await list(`${m}&needsAttention=false`)).body).sort()).toEqual([failed.id, refill.id].sort());
  });

  it('회원 이메일 일부로 찾는다', async () => {
    const member = await t.signup({ email: `finder-${Date.now()}@example.com` });
    const task = await insertTask(t, { memberId: member.memberId });
    const res = await list(`email=${encodeURIComponent(member.email.slice(0, 12))}`);
    expect(ids(res.body)).toEqual([task.id]);
    expect(res.body.items[0].memberEmail).toBe(member.email);
  });

  it('기간은 서울 날짜로 양끝 포함 (createdAt)', async () => {
    const member = await t.signup();
    // 서울 11-10 00:00 은 UTC 11-09 15:00
    const before = await insertTask(t, { memberId: member.memberId, createdAt: new Date('2026-11-09T14:59:59Z') });
    const first = await insertTask(t, { memberId: member.memberId, createdAt: new Date('2026-11-09T15:00:00Z') });
    const last = await insertTask(t, { memberId: member.memberId, createdAt: new Date('2026-11-11T14:59:59Z') });
    const after = await insertTask(t, { memberId: member.memberId, createdAt: new Date('2026-11-11T15:00:00Z') });
    const res = await list(`memberId=${member.memberId}&from=2026-11-10&to=2026-11-11`);
    expect(ids(res.body)).toEqual([last.id, first.id]);
    expect(ids(res.body)).not.toContain(before.id);
    expect(ids(res.body)).not.toContain(after.id);
  });

  it('쪽 나누기: size 개씩, total 은 전체', async () => {
    const member = await t.signup();
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await insertTask(t, { memberId: member.memberId, createdAt: new Date(Date.UTC(2026, 10, 20, i)) }));
    const newestFirst = made.map((x) => x.id).reverse();
    const p1 = await list(`memberId=${member.memberId}&size=2&page=1`);
    const p3 = await list(`memberId=${member.memberId}&size=2&page=3`);
    expect(p1.body).toMatchObject({ page: 1, size: 2, total: 5 });
    expect(ids(p1.body)).toEqual(newestFirst.slice(0, 2));
    expect(ids(p3.body)).toEqual(newestFirst.slice(4));
  });

  it('잘못된 거르기 값은 한국어 400', async () => {
    for (const q of ['status=3', 'kind=NOPE', 'needsAttention=yes', 'from=2026-02-30', 'from=2026-11-12&to=2026-11-11', 'size=101']) {
      const res = await list(q);
      expect(res.status, q).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.message).toMatch(/[가-힣]/);
    }
  });
});

describe('GET /v1/admin/tasks/{id} – 작업 상세', () => {
  it('패널과 주고받은 이력(요청·응답), 원래 작업과 재충전 작업', async () => {
    const parent = await insertTask(t, { memberId: buyer.memberId, status: 2, phase: 'FINISHED', panelOrderId: 'p-100' });
    const child = await insertTask(t, { memberId: buyer.memberId, kind: 'REFILL', parentTaskId: parent.id, status: 1, phase: 'SENT' });
    await t.db.insert(taskEvents).values([
      { taskId: parent.id, type: 'SEND', request: { action: 'add', service: '1001', quantity: 100 }, response: { order: 23501 }, message: '보냄' },
      { taskId: parent.id, type: 'STATUS', request: { action: 'status', order: '23501' }, response: { status: 'Completed', remains: '0' } },
    ]);
    const res = await t.json('GET', `/v1/admin/tasks/${parent.id}`, undefined, admin.accessToken);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: parent.id, statusLabel: '완료', panelOrderId: 'p-100', parent: null, service: null });
    expect(res.body.events).toEqual([
      expect.objectContaining({ type: 'SEND', request: { action: 'add', service: '1001', quantity: 100 }, response: { order: 23501 }, message: '보냄' }),
      expect.objectContaining({ type: 'STATUS', response: { status: 'Completed', remains: '0' }, message: null }),
    ]);
    expect(res.body.children.map((c: { id: number }) => c.id)).toEqual([child.id]);

    const refill = await t.json('GET', `/v1/admin/tasks/${child.id}`, undefined, admin.accessToken);
    expect(refill.body).toMatchObject({ kind: 'REFILL', parent: { id: parent.id, statusLabel: '완료' }, children: [] });
  });

  it('없는 작업은 404 TASK_NOT_FOUND', async () => {
    const res = await t.json('GET', '/v1/admin/tasks/99999999', undefined, admin.accessToken);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'TASK_NOT_FOUND', message: '작업을 찾을 수 없습니다.' });
  });
});
