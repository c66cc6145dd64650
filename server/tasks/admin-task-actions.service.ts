import type { AdminTaskCompleteBody, AdminTaskDetail, AdminTaskPanelOrderBody, AdminTaskRetryBody } from '../../lib/schemas/admin-tasks';
import { TASK_STATUS, TASK_STATUS_LABELS, type TaskPhase, type TaskStatus } from '../../lib/schemas/fulfilment';
import type { Db } from '../db/client';
import type { AuditActor } from '../audit-logs/actor';
import { insertAuditLog } from '../audit-logs/audit-logs.repository';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import { panelClientFor, PanelError } from '../providers/fulfilment';
import { ORDER_MISSING_IN_ANSWER } from '../providers/fulfilment/api-v2';
import * as alerts from './alerts.repository';
import * as repo from './admin-tasks.repository';
import { insertTaskEvent, updateTaskIf, type TaskPatch } from './tasks.repository';
import { findPanelRecord } from '../panels/panels.repository';
import { refreshServiceStatus } from '../services/service-rollup';
import { noticeRefillFinished } from '../services/service-notices';
import { isUniqueViolation } from '../lib/sql';
import { getAdminTaskOrThrow, taskNotFound } from './admin-tasks.service';

// 운영자의 조치: 취소, 다시 보내기, 완료, 주문 번호 적기. 읽은 상태를 조건으로 바꾼다

type ActionResult = { task: AdminTaskDetail };

const FINAL: readonly TaskStatus[] = [TASK_STATUS.DONE, TASK_STATUS.FAILED, TASK_STATUS.CANCELED];
const alreadyFinished = (status: TaskStatus) =>
  fail('TASK_ALREADY_FINISHED', { status }, { status: TASK_STATUS_LABELS[status] });
const stateChanged = () =>
  fail('TASK_STATE_CHANGED');

/**
 * 잠근 작업을 읽고, 규칙을 따져 조건부로 바꾸고, 운영자 이력·서비스 상태·작업 경보를 같은 트랜잭션에서 정리한다.
 * decide 가 돌려준 from(상태·단계)과 지금이 다르면 아무것도 바꾸지 않는다.
 */
async function applyAction(
  deps: AppDeps,
  id: number,
  actor: AuditActor,
  kind: string,
  decide: (task: repo.LockedTask) => {
    set: TaskPatch;
    message: string;
    request: Record<string, unknown>;
    response?: unknown;
  },
): Promise<ActionResult> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const task = await repo.findTaskForUpdate(tx, id);
    if (!task) throw taskNotFound();
    const { set, message, request, response } = decide(task);
    const changed = await updateTaskIf(tx, { id, status: task.status, phase: task.phase }, { ...set, updatedAt: now });
    if (!changed) throw stateChanged();
    await afterChange(deps, tx, { taskId: id, serviceId: task.serviceId, actor, message, request, response, now });
    await insertAuditLog(tx, { ...actor, kind, targetType: 'task', targetId: id, summary: `작업 #${id}: ${message}`, before: { status: task.status, phase: task.phase }, after: set });
  });
  return { task: await getAdminTaskOrThrow(deps, id) };
}

async function afterChange(
  deps: AppDeps,
  tx: Db,
  p: { taskId: number; serviceId: number | null; actor: AuditActor; message: string; request: Record<string, unknown>; response?: unknown; now: Date },
) {
  await insertTaskEvent(tx, {
    taskId: p.taskId,
    type: 'ADMIN',
    request: p.request,
    response: p.response ?? null,
    message: p.message,
    actorMemberId: p.actor.actorMemberId,
    now: p.now,
  });
  await alerts.resolveTaskAlerts(tx, { taskId: p.taskId, now: p.now });
  if (p.serviceId) await refreshServiceStatus(deps, tx, p.serviceId, p.now);
  await noticeRefillFinished(deps, tx, p.taskId);
}

/**
 * 취소: 아직 보내지 않은 작업(READY)은 여기서 끝내고, 패널에 들어간 작업(SENT)은 패널이 취소를 받아 준 때만 취소로 적는다.
 * 보내는 중(SENDING)은 패널에 주문이 있는지 모르므로 취소할 수 없다.
 */
export async function cancelAdminTask(deps: AppDeps, id: number, actor: AuditActor): Promise<ActionResult> {
  const current = await repo.findAdminTaskById(deps.db, id);
  if (!current) throw taskNotFound();
  if (FINAL.includes(current.status) || current.phase === 'FINISHED') throw alreadyFinished(current.status);
  if (current.phase === 'SENDING') {
    throw fail('TASK_SENDING');
  }
  if (current.phase === 'READY') {
    return applyAction(deps, id, actor, 'tasks.cancel', (task) => {
      if (task.phase !== 'READY' || FINAL.includes(task.status)) throw stateChanged();
      return {
        set: { status: TASK_STATUS.CANCELED, phase: 'FINISHED', finishedAt: deps.now(), needsAttention: false },
        message: '운영자가 보내기 전에 작업을 취소했습니다.',
        request: { action: 'cancel' },
      };
    });
  }
  return cancelSentTask(deps, current, actor);
}

async function cancelSentTask(deps: AppDeps, current: repo.AdminTaskDetailRow, actor: AuditActor): Promise<ActionResult> {
  const orderId = current.panelOrderId;
  const panel = current.panelId ? await findPanelRecord(deps.db, current.panelId) : null;
  if (!orderId || !panel) throw fail('TASK_NOT_ON_PANEL');

  const request = { action: 'cancel', orders: orderId };
  let result: { ok: boolean; error: string | null; raw: unknown };
  try {
    const answers = await panelClientFor(deps, panel).cancel([orderId]);
    const mine = answers.find((a) => String(a.orderId) === orderId) ?? answers[0];
    result = { ok: mine?.ok ?? false, error: mine?.error ?? (mine ? null : ORDER_MISSING_IN_ANSWER), raw: answers };
  } catch (err) {
    if (!(err instanceof PanelError)) throw err;
    result = { ok: false, error: err.message, raw: err.raw };
    await recordCancelAttempt(deps, current.id, actor.actorMemberId, request, result);
    throw fail(err.definite ? 'PANEL_CANCEL_REFUSED' : 'PANEL_UNREACHABLE', { panelError: err.message }, { reason: err.message });
  }
  if (!result.ok) {
    await recordCancelAttempt(deps, current.id, actor.actorMemberId, request, result);
    throw fail('PANEL_CANCEL_REFUSED', { panelError: result.error }, { reason: result.error ?? '사유 없음' });
  }
  return applyAction(deps, current.id, actor, 'tasks.cancel', (task) => {
    if (task.phase !== 'SENT' || task.panelOrderId !== orderId || FINAL.includes(task.status)) throw stateChanged();
    return {
      set: { status: TASK_STATUS.CANCELED, phase: 'FINISHED', finishedAt: deps.now(), needsAttention: false, upstreamStatus: 'Canceled' },
      message: '패널이 취소를 받아 작업을 취소했습니다.',
      request,
      response: result.raw,
    };
  });
}

/** 패널이 거절한 취소도 이력에 남긴다(상태는 그대로) */
async function recordCancelAttempt(
  deps: AppDeps,
  taskId: number,
  adminId: number | null,
  request: Record<string, unknown>,
  result: { error: string | null; raw: unknown },
) {
  await insertTaskEvent(deps.db, {
    taskId,
    type: 'CANCEL',
    request,
    response: result.raw ?? null,
    message: `패널이 취소를 거절했습니다: ${result.error ?? '사유 없음'}`.slice(0, 500),
    actorMemberId: adminId,
    now: deps.now(),
  });
}

/**
 * 다시 보내기: 실패했거나 운영자 확인이 필요한 작업 중 패널 주문 번호가 없는 것만.
 * 보내는 중(SENDING)에 멈춘 작업은 패널에 주문이 없음을 확인했다는 confirmNotSent 가 있어야 한다(두 번 주문 방지).
 */
export async function retryAdminTask(deps: AppDeps, id: number, body: AdminTaskRetryBody, actor: AuditActor) {
  return applyAction(deps, id, actor, 'tasks.retry', (task) => {
    if (task.panelOrderId) {
      throw fail('TASK_ALREADY_ON_PANEL', { panelOrderId: task.panelOrderId });
    }
    if (task.status === TASK_STATUS.DONE || task.status === TASK_STATUS.CANCELED) throw alreadyFinished(task.status);
    if (task.status !== TASK_STATUS.FAILED && !task.needsAttention) {
      throw fail('TASK_NOT_RETRYABLE', { status: task.status, phase: task.phase });
    }
    if (task.phase === 'SENDING' && body.confirmNotSent !== true) {
      throw fail('CONFIRM_NOT_SENT_REQUIRED', { phase: task.phase });
    }
    const set = {
      status: TASK_STATUS.WAITING,
      phase: 'READY' as TaskPhase,
      attempts: 0,
      needsAttention: false,
      nextAttemptAt: deps.now(),
      lastError: null,
      sendStartedAt: null,
      finishedAt: null,
    };
    return {
      set,
      message: task.phase === 'SENDING' ? '운영자가 패널에 주문이 없음을 확인하고 다시 보내기로 했습니다.' : '운영자가 다시 보내기로 했습니다.',
      request: { action: 'retry', confirmNotSent: body.confirmNotSent ?? false, from: { status: task.status, phase: task.phase } },
    };
  });
}

// 완료 처리: 운영자가 결과를 확인한 작업을 완료(2)로 끝낸다. 남은 수량을 함께 적을 수 있다
export async function completeAdminTask(deps: AppDeps, id: number, body: AdminTaskCompleteBody, actor: AuditActor) {
  return applyAction(deps, id, actor, 'tasks.complete', (task) => {
    if (task.status === TASK_STATUS.DONE || task.status === TASK_STATUS.CANCELED) throw alreadyFinished(task.status);
    if (body.remains !== undefined && body.remains > task.quantity) {
      throw fail('REMAINS_OVER_QUANTITY', { field: 'remains', quantity: task.quantity }, { quantity: task.quantity });
    }
    return {
      set: {
        status: TASK_STATUS.DONE,
        phase: 'FINISHED',
        finishedAt: deps.now(),
        needsAttention: false,
        ...(body.remains !== undefined ? { remains: body.remains } : {}),
      },
      message: body.memo ? `운영자가 완료 처리했습니다: ${body.memo}`.slice(0, 500) : '운영자가 완료 처리했습니다.',
      request: { action: 'complete', ...body, from: { status: task.status, phase: task.phase } },
    };
  });
}

/**
 * 패널 주문 번호 기록: 보내는 중(SENDING)에 멈춘 작업을 운영자가 패널에서 찾아 번호를 적으면 SENT 가 되어 조회가 이어진다.
 * 같은 패널에 이미 적힌 번호면 unique index(tasks_panel_order_uq)가 막는다 → 409.
 */
export async function recordPanelOrder(deps: AppDeps, id: number, body: AdminTaskPanelOrderBody, actor: AuditActor) {
  try {
    return await applyAction(deps, id, actor, 'tasks.panel-order', (task) => {
      if (task.phase !== 'SENDING' || task.panelOrderId) {
        throw fail('TASK_NOT_SENDING', { phase: task.phase });
      }
      if (!task.panelId) throw fail('TASK_WITHOUT_PANEL');
      const now = deps.now();
      return {
        set: {
          status: TASK_STATUS.IN_PROGRESS,
          phase: 'SENT',
          panelOrderId: body.panelOrderId,
          sentAt: now,
          nextAttemptAt: now,
          needsAttention: false,
          lastError: null,
        },
        message: `운영자가 패널 주문 번호 ${body.panelOrderId} 을(를) 적었습니다.`,
        request: { action: 'panel-order', panelOrderId: body.panelOrderId },
      };
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw fail('PANEL_ORDER_DUPLICATE', { panelOrderId: body.panelOrderId });
    }
    throw err;
  }
}

