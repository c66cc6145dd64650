import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases, qnas } from '../../../server/db/schema';
import { auditRows } from '../../helpers/audit-logs';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { serviceFixtures } from '../../helpers/service-fixtures';
import { insertAlert, insertPanel, insertTask } from './fixtures';

let t: TestApp;
let admin: TestMember;
let buyer: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
  buyer = await t.signup();
});
afterAll(() => t.close());

const get = (path: string) => t.json('GET', path, undefined, admin.accessToken);
const ids = (items: { id: number }[]) => items.map((i) => i.id);

describe('GET /v1/admin/alerts · POST /v1/admin/alerts/{id}/resolve', () => {
  it('열린 경보를 최신순으로, 종류 이름과 작업 id 를 함께', async () => {
    const older = await insertAlert(t, { kind: 'LOW_BALANCE', subjectKey: 'panel:1', message: '패널 잔액이 부족합니다.', createdAt: new Date('2026-11-01T00:00:00Z') });
    const newer = await insertAlert(t, { kind: 'TASK_STUCK', subjectKey: 'task:42', message: '작업 42가 멈췄습니다.', createdAt: new Date('2026-11-02T00:00:00Z') });
    const res = await get('/v1/admin/alerts');
    expect(res.status).toBe(200);
    expect(ids(res.body.items).slice(0, 2)).toEqual([newer.id, older.id]);
    expect(res.body.items[0]).toMatchObject({ kind: 'TASK_STUCK', kindLabel: '멈춘 작업', taskId: 42, message: '작업 42가 멈췄습니다.', resolvedAt: null });
    expect(res.body.items[1]).toMatchObject({ kindLabel: '패널 잔액 부족', taskId: null });
  });

  it('닫으면 열린 목록에서 빠지고 includeResolved=true 로만 보인다; 두 번 닫으면 changed:false', async () => {
    const alert = await insertAlert(t);
    const res = await t.json('POST', `/v1/admin/alerts/${alert.id}/resolve`, undefined, admin.accessToken);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: alert.id, changed: true });
    expect(ids((await get('/v1/admin/alerts')).body.items)).not.toContain(alert.id);
    const all = await get('/v1/admin/alerts?includeResolved=true');
    expect(all.body.items.find((a: { id: number }) => a.id === alert.id)).toMatchObject({ resolvedAt: res.body.resolvedAt });

    const again = await t.json('POST', `/v1/admin/alerts/${alert.id}/resolve`, undefined, admin.accessToken);
    expect(again.body).toEqual({ id: alert.id, resolvedAt: res.body.resolvedAt, changed: false });
  });

  it('작업 기록: 닫은 운영자·요청 id 와 함께 한 줄, 이미 닫힌 경보를 다시 닫거나 없는 경보(404)는 기록 없음', async () => {
    const manager = await t.loginAsAdmin('MANAGER');
    const alert = await insertAlert(t, { kind: 'TASK_STUCK', subjectKey: 'task:77', message: '작업 77이 멈췄습니다.' });
    const resolve = (id: number, requestId: string) => t.json('POST', `/v1/admin/alerts/${id}/resolve`, undefined, manager.accessToken, { 'x-request-id': requestId });
    const res = await resolve(alert.id, 'req-alert-resolve');
    expect(res.body.changed).toBe(true);
    expect((await resolve(alert.id, 'req-alert-again')).body.changed).toBe(false);
    const rows = await auditRows(t, 'alerts.resolve', alert.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorMemberId: manager.memberId,
      actorRole: 'MANAGER',
      targetType: 'alert',
      requestId: 'req-alert-resolve',
      before: { resolvedAt: null },
      after: { resolvedAt: res.body.resolvedAt },
    });
    expect(rows[0]!.summary).toBe('경보 닫기: 멈춘 작업 — 작업 77이 멈췄습니다.');
    expect((await resolve(99999999, 'req-alert-missing')).status).toBe(404);
    expect(await auditRows(t, 'alerts.resolve', 99999999)).toHaveLength(0);
  });

  it('없는 경보는 404 ALERT_NOT_FOUND', async () => {
    const res = await t.json('POST', '/v1/admin/alerts/99999999/resolve', undefined, admin.accessToken);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'ALERT_NOT_FOUND', message: '경보를 찾을 수 없습니다.' });
  });
});

describe('GET /v1/admin/dashboard', () => {
  it('작업 상태별·확인 필요·열린 경보·진행 중 서비스·입금 대기·답변 대기 수와 패널 잔액', async () => {
    const before = (await get('/v1/admin/dashboard')).body;
    const fx = await serviceFixtures(t, admin.accessToken);
    const { serviceId } = await fx.paidService({ memberId: buyer.memberId });
    const mid = (await get('/v1/admin/dashboard')).body;
    await fx.setServiceStatus(serviceId, 'IN_PROGRESS');

    await insertTask(t, { memberId: buyer.memberId });
    await insertTask(t, { memberId: buyer.memberId, phase: 'SENDING', needsAttention: true });
    await insertTask(t, { memberId: buyer.memberId, status: 1, phase: 'SENT' });
    await insertTask(t, { memberId: buyer.memberId, status: 2, phase: 'FINISHED' });
    await insertTask(t, { memberId: buyer.memberId, status: -1, phase: 'FINISHED', needsAttention: true });
    await insertTask(t, { memberId: buyer.memberId, status: -2, phase: 'FINISHED' });
    await insertAlert(t);
    const purchase = (method: 'NO_DEPOSIT' | 'CARD') => ({
      memberId: buyer.memberId,
      orderNo: `DASH-${randomBytes(6).toString('hex')}`,
      status: 'WAITING_PAYMENT' as const,
      method,
      source: 'BUY_NOW',
      orderName: '대시보드 시험',
      subtotal: 1_000,
      totalAmount: 1_000,
    });
    await t.db.insert(purchases).values([purchase('NO_DEPOSIT'), purchase('NO_DEPOSIT'), purchase('CARD')]);
    await t.db.insert(qnas).values([
      { memberId: buyer.memberId, category: 'SITE_QUESTION', title: '문의', content: '내용' },
      { memberId: buyer.memberId, category: 'SITE_QUESTION', title: '답변됨', content: '내용', status: 'ANSWERED' },
    ]);
    const panel = await insertPanel(t, { name: '잔액 패널', balance: '3.50', currency: 'USD', lowBalanceThreshold: '10', balanceCheckedAt: new Date('2026-11-20T00:00:00Z') });

    const res = await get('/v1/admin/dashboard');
    expect(res.status).toBe(200);
    const after = res.body;
    expect(after.tasksByStatus).toEqual({
      waiting: mid.tasksByStatus.waiting + 2,
      inProgress: mid.tasksByStatus.inProgress + 1,
      done: mid.tasksByStatus.done + 1,
      failed: mid.tasksByStatus.failed + 1,
      canceled: mid.tasksByStatus.canceled + 1,
    });
    expect(after.needsAttention).toBe(mid.needsAttention + 2);
    expect(after.openAlerts).toBe(before.openAlerts + 1);
    expect(after.servicesInProgress).toBe(before.servicesInProgress + 1);
    expect(after.depositsWaiting).toBe(before.depositsWaiting + 2);
    expect(after.qnasWaiting).toBe(before.qnasWaiting + 1);
    expect(after.panels.find((p: { id: number }) => p.id === panel.id)).toEqual({
      id: panel.id,
      name: '잔액 패널',
      isActive: true,
      balance: '3.50',
      currency: 'USD',
      balanceCheckedAt: '2026-11-20T00:00:00.000Z',
      lowBalance: true,
    });
  });

  it('잔액을 모르거나 숫자가 아니면 부족으로 보지 않는다', async () => {
    const unknown = await insertPanel(t, { lowBalanceThreshold: '10' });
    const odd = await insertPanel(t, { balance: 'n/a', lowBalanceThreshold: '10' });
    const plenty = await insertPanel(t, { balance: '100.84', lowBalanceThreshold: '10' });
    const { panels } = (await get('/v1/admin/dashboard')).body;
    const low = (id: number) => panels.find((p: { id: number }) => p.id === id).lowBalance;
    expect([low(unknown.id), low(odd.id), low(plenty.id)]).toEqual([false, false, false]);
  });
});
