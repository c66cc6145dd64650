import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { eventsOf, fakePanel, insertAlert, insertPanel, insertTask, PanelError, taskRow } from './fixtures';

const panelFake = fakePanel();
let t: TestApp;
let admin: TestMember;
let panel: Awaited<ReturnType<typeof insertPanel>>;
beforeAll(async () => {
  t = await createTestApp({ deps: { panelClient: () => panelFake.client } });
  admin = await t.loginAsAdmin();
  panel = await insertPanel(t);
});
beforeEach(() => panelFake.accept());
afterAll(() => t.close());

const act = (id: number, action: string, body?: unknown) => t.json('POST', `/v1/admin/tasks/${id}/${action}`, body, admin.accessToken);
const sent = (orderId: string) => insertTask(t, { panelId: panel.id, status: 1, phase: 'SENT', panelOrderId: orderId, sentAt: t.clock.now() });
let orderSeq = 1000;
const nextOrderId = () => String(++orderSeq);

describe('POST /v1/admin/tasks/{id}/cancel', () => {
  it('보내기 전(READY)은 패널을 부르지 않고 취소(-2)·FINISHED, 운영자 이력과 작업 경보 닫힘', async () => {
    const task = await insertTask(t, { panelId: panel.id });
    const alert = await insertAlert(t, { subjectKey: `task:${task.id}` });
    const calls = panelFake.calls.length;
    const res = await act(task.id, 'cancel');
    expect(res.status).toBe(200);
    expect(res.body.task).toMatchObject({ id: task.id, status: -2, statusLabel: '취소', phase: 'FINISHED' });
    expect(res.body.task.finishedAt).not.toBeNull();
    expect(panelFake.calls.length).toBe(calls);
    const events = await eventsOf(t, task.id);
    expect(events).toEqual([expect.objectContaining({ type: 'ADMIN', actorMemberId: admin.memberId })]);
    const alerts = await t.json('GET', '/v1/admin/alerts', undefined, admin.accessToken);
    expect(alerts.body.items.map((a: { id: number }) => a.id)).not.toContain(alert.id);
  });

  it('패널에 들어간 작업(SENT)은 패널이 받아 주면 취소, 패널 응답이 이력에 남는다', async () => {
    const orderId = nextOrderId();
    const task = await sent(orderId);
    const res = await act(task.id, 'cancel');
    expect(res.status).toBe(200);
    expect(res.body.task).toMatchObject({ status: -2, phase: 'FINISHED', panelOrderId: orderId });
    expect(panelFake.calls.at(-1)).toEqual([orderId]);
    const [event] = await eventsOf(t, task.id);
    expect(event).toMatchObject({ type: 'ADMIN', actorMemberId: admin.memberId, response: [{ orderId, ok: true, error: null }] });
  });

  it('패널이 거절하면 409 PANEL_CANCEL_REFUSED (패널의 사유), 작업은 그대로이고 거절이 이력에 남는다', async () => {
    const task = await sent(nextOrderId());
    panelFake.refuse('Order cannot be canceled');
    const res = await act(task.id, 'cancel');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'PANEL_CANCEL_REFUSED', message: '패널이 취소를 거절했습니다: Order cannot be canceled' });
    expect(await taskRow(t, task.id)).toMatchObject({ status: 1, phase: 'SENT' });
    expect((await eventsOf(t, task.id)).map((e) => e.type)).toEqual(['CANCEL']);
  });

  it('패널 오류(분명한 거절)도 409, 결과를 모르는 실패는 502 — 둘 다 작업은 그대로', async () => {
    const refused = await sent(nextOrderId());
    panelFake.fail(new PanelError('Incorrect order ID', true));
    expect((await act(refused.id, 'cancel')).body).toMatchObject({ code: 'PANEL_CANCEL_REFUSED' });
    const unknown = await sent(nextOrderId());
    panelFake.fail(new PanelError('timeout', false));
    const res = await act(unknown.id, 'cancel');
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('PANEL_UNREACHABLE');
    expect(await taskRow(t, unknown.id)).toMatchObject({ status: 1, phase: 'SENT' });
  });

  it.each([
    [2, '완료'],
    [-1, '실패'],
    [-2, '취소'],
  ] as const)('이미 끝난 작업(%s)은 409 TASK_ALREADY_FINISHED', async (status, label) => {
    const task = await insertTask(t, { status, phase: 'FINISHED', panelId: panel.id, panelOrderId: nextOrderId() });
    const res = await act(task.id, 'cancel');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'TASK_ALREADY_FINISHED', message: `이미 '${label}' 상태인 작업입니다.` });
  });

  it('보내는 중(SENDING)은 409 TASK_SENDING, 없는 작업은 404', async () => {
    const task = await insertTask(t, { panelId: panel.id, phase: 'SENDING', needsAttention: true });
    expect((await act(task.id, 'cancel')).body.code).toBe('TASK_SENDING');
    expect((await act(99_999_999, 'cancel')).status).toBe(404);
  });
});

describe('POST /v1/admin/tasks/{id}/retry', () => {
  it('실패(-1)하고 패널 주문 번호가 없는 작업 → 대기(0)·READY, 시도 0, 확인 필요 해제', async () => {
    const task = await insertTask(t, { panelId: panel.id, status: -1, phase: 'FINISHED', attempts: 5, lastError: 'Not enough funds', finishedAt: t.clock.now() });
    // 앱 시계를 5분 앞으로(토큰은 30분): 다음 시도 시각은 DB 시계가 아니라 deps.now() 로 적혀야 한다
    t.clock.advance(300);
    const before = t.clock.now().getTime();
    const res = await act(task.id, 'retry');
    const after = t.clock.now().getTime();
    expect(res.status).toBe(200);
    expect(res.body.task).toMatchObject({ status: 0, phase: 'READY', attempts: 0, needsAttention: false, lastError: null, finishedAt: null });
    const row = await taskRow(t, task.id);
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(after);
    expect(await eventsOf(t, task.id)).toEqual([expect.objectContaining({ type: 'ADMIN', actorMemberId: admin.memberId })]);
  });

  it('확인 필요(READY, 재시도 소진)도 다시 보낼 수 있다', async () => {
    const task = await insertTask(t, { panelId: panel.id, needsAttention: true, attempts: 8 });
    const res = await act(task.id, 'retry', {});
    expect(res.status).toBe(200);
    expect(res.body.task).toMatchObject({ status: 0, phase: 'READY', attempts: 0, needsAttention: false });
  });

  it('보내는 중 멈춘 작업은 confirmNotSent 없이 409 CONFIRM_NOT_SENT_REQUIRED, 있으면 READY', async () => {
    const task = await insertTask(t, { panelId: panel.id, phase: 'SENDING', needsAttention: true, sendStartedAt: t.clock.now() });
    const refused = await act(task.id, 'retry');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('CONFIRM_NOT_SENT_REQUIRED');
    expect((await act(task.id, 'retry', { confirmNotSent: false })).body.code).toBe('CONFIRM_NOT_SENT_REQUIRED');
    expect(await taskRow(t, task.id)).toMatchObject({ phase: 'SENDING', needsAttention: true });

    const res = await act(task.id, 'retry', { confirmNotSent: true });
    expect(res.status).toBe(200);
    expect(res.body.task).toMatchObject({ status: 0, phase: 'READY', needsAttention: false, sendStartedAt: null });
  });

  it('패널 주문 번호가 있으면 409 TASK_ALREADY_ON_PANEL (두 번 주문 방지)', async () => {
    const task = await insertTask(t, { panelId: panel.id, status: -1, phase: 'FINISHED', panelOrderId: nextOrderId() });
    const res = await act(task.id, 'retry');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('TASK_ALREADY_ON_PANEL');
  });

  it('정상 대기·진행 중 작업은 409 TASK_NOT_RETRYABLE, 완료·취소는 TASK_ALREADY_FINISHED', async () => {
    const waiting = await insertTask(t, { panelId: panel.id });
    expect((await act(waiting.id, 'retry')).body.code).toBe('TASK_NOT_RETRYABLE');
    const done = await insertTask(t, { panelId: panel.id, status: 2, phase: 'FINISHED' });
    expect((await act(done.id, 'retry')).body.code).toBe('TASK_ALREADY_FINISHED');
    const canceled = await insertTask(t, { panelId: panel.id, status: -2, phase: 'FINISHED' });
    expect((await act(canceled.id, 'retry')).status).toBe(409);
  });
});

describe('POST /v1/admin/tasks/{id}/complete', () => {
  it('진행 중 작업을 완료(2)·FINISHED 로, 남은 수량을 함께 적는다: 남은 수량이 있으면 목록에는 부분 완료', async () => {
    const task = await sent(nextOrderId());
    const res = await act(task.id, 'complete', { remains: 12, memo: '패널에서 확인' });
    expect(res.status).toBe(200);
    expect(res.body.task).toMatchObject({ status: 2, statusLabel: '부분 완료', phase: 'FINISHED', remains: 12, needsAttention: false });
    const [event] = await eventsOf(t, task.id);
    expect(event).toMatchObject({ type: 'ADMIN', actorMemberId: admin.memberId, message: '운영자가 완료 처리했습니다: 패널에서 확인' });
  });

  it('본문 없이도 된다, 이미 완료·취소면 409, 음수 남은 수량은 400', async () => {
    const task = await insertTask(t, { panelId: panel.id, status: -1, phase: 'FINISHED' });
    expect((await act(task.id, 'complete')).body.task).toMatchObject({ status: 2, remains: null });
    expect((await act(task.id, 'complete')).body.code).toBe('TASK_ALREADY_FINISHED');
    const other = await insertTask(t, { panelId: panel.id });
    expect((await act(other.id, 'complete', { remains: -1 })).status).toBe(400);
  });

  it('남은 수량이 작업 수량보다 크면 400 REMAINS_OVER_QUANTITY, 작업은 그대로', async () => {
    const task = await insertTask(t, { panelId: panel.id, status: 1, phase: 'SENT', quantity: 100, panelOrderId: nextOrderId() });
    const res = await act(task.id, 'complete', { remains: 101 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'REMAINS_OVER_QUANTITY', message: '남은 수량은 작업 수량(100)보다 클 수 없습니다.', meta: { field: 'remains', quantity: 100 } });
    expect(await taskRow(t, task.id)).toMatchObject({ status: 1, phase: 'SENT', remains: null });
    expect((await act(task.id, 'complete', { remains: 100 })).status).toBe(200);
  });
});

describe('POST /v1/admin/tasks/{id}/panel-order', () => {
  it('보내는 중 멈춘 작업에 패널 주문 번호를 적으면 진행 중(1)·SENT, 조회가 이어진다', async () => {
    const task = await insertTask(t, { panelId: panel.id, phase: 'SENDING', needsAttention: true, lastError: 'timeout' });
    const orderId = nextOrderId();
    t.clock.advance(300);
    const before = t.clock.now().getTime();
    const res = await act(task.id, 'panel-order', { panelOrderId: orderId });
    const after = t.clock.now().getTime();
    expect(res.status).toBe(200);
    expect(res.body.task).toMatchObject({ status: 1, phase: 'SENT', panelOrderId: orderId, needsAttention: false, lastError: null });
    const sentAt = Date.parse(res.body.task.sentAt);
    expect(sentAt).toBeGreaterThanOrEqual(before);
    expect(sentAt).toBeLessThanOrEqual(after);
    expect(res.body.task.events.at(-1)).toMatchObject({ type: 'ADMIN', actorMemberId: admin.memberId });
  });

  it('같은 패널에 이미 적힌 번호는 409 PANEL_ORDER_DUPLICATE, 작업은 그대로', async () => {
    const orderId = nextOrderId();
    await sent(orderId);
    const task = await insertTask(t, { panelId: panel.id, phase: 'SENDING', needsAttention: true });
    const res = await act(task.id, 'panel-order', { panelOrderId: orderId });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'PANEL_ORDER_DUPLICATE', meta: { panelOrderId: orderId } });
    expect(await taskRow(t, task.id)).toMatchObject({ phase: 'SENDING', panelOrderId: null });
    expect(await eventsOf(t, task.id)).toEqual([]);
  });

  it('SENDING 이 아니면 409 TASK_NOT_SENDING, 빈 번호는 400', async () => {
    const task = await insertTask(t, { panelId: panel.id });
    expect((await act(task.id, 'panel-order', { panelOrderId: nextOrderId() })).body.code).toBe('TASK_NOT_SENDING');
    expect((await act(task.id, 'panel-order', { panelOrderId: ' ' })).status).toBe(400);
  });
});
