import type { Db } from '../../db/client';
import type { AppDeps } from '../../lib/context';
import { panelClientFor, PanelError, type PanelClient } from '../../providers/fulfilment';
import { findPanelRecord, findPanelService } from '../../panels/panels.repository';
import { refreshServiceStatus } from '../../services/service-rollup';
import { hasPgCode, recordTx } from '../../lib/sql';
import { raiseAlert } from '../../tasks/alerts.service';
import { resolveAlerts, taskSubject } from '../../tasks/alerts.repository';
import { NO_PANEL_MESSAGE } from './create-tasks';
import { findProductsForTasks } from '../../services/service-runs.repository';
import { TASK_STATUS } from '../../../lib/schemas/fulfilment';
import { claimAbandonedSendingTasks, claimDueReadyTasks, findTaskById, listDueLanes, type SendingTask } from '../../tasks/task-queue.repository';
import { insertTaskEvent, markSending, updateTaskInPhase, type TaskPatch } from '../../tasks/tasks.repository';

/**
 * 보내기 단계가 새 작업을 잡는 시간. 넘기면 걸어 둔 전송만 마치고 끝낸다: 조회·경보 단계가 밀리지 않게 하고,
 * 일꾼은 남은 일이 있으면 쉬지 않고 다음 바퀴를 돈다(fulfilment-job.ts).
 */
export const SEND_BUDGET_MS = 20_000;
const BACKOFF_BASE_SECONDS = 30;
const BACKOFF_MAX_SECONDS = 60 * 60;

/** n 번째 실패 뒤 다시 보내기까지: 30초, 1분, 2분 ... 최대 1시간 */
export function backoffSeconds(attempts: number): number {
  return Math.min(BACKOFF_BASE_SECONDS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_SECONDS);
}

const addSeconds = (at: Date, s: number) => new Date(at.getTime() + s * 1000);
const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 300);

type Adopted = { panelId: number; panelServiceId: string };
const REFILL_UNSUPPORTED_MESSAGE = '패널이 이 주문의 재충전을 받지 않습니다. 운영자가 확인해주세요.';

type Plan =
  | { hold: string }
  | { park: string; adopted: Adopted }
  | { client: PanelClient; panelId: number; adopted: Adopted | null; action: 'refill'; request: Record<string, unknown>; orderId: string }
  | { client: PanelClient; panelId: number; adopted: Adopted | null; action: 'add'; request: Record<string, unknown>; input: Parameters<PanelClient['add']>[0] };

/**
 * 무엇을 어느 패널에 보낼지. 재충전은 패널 서비스가 재충전을 받고 원래 주문 번호가 있으면 refill, 아니면 새 주문.
 * 작업(과 원래 작업)에 패널이 없으면 상품의 지금 패널 연결을 읽는다: 연결하기 전에 만든 작업도 연결한 뒤에는 보낼 수 있다(adopted).
 */
async function planSend(deps: AppDeps, task: SendingTask): Promise<Plan> {
  const parent = task.kind === 'REFILL' && task.parentTaskId ? await findTaskById(deps.db, task.parentTaskId) : null;
  let panelId = task.panelId ?? parent?.panelId ?? null;
  let panelServiceId = task.panelServiceId ?? parent?.panelServiceId ?? null;
  let adopted: Adopted | null = null;
  if (panelId === null && task.productId !== null) {
    const product = (await findProductsForTasks(deps.db, [task.productId])).get(task.productId);
    if (product?.panelId && product.panelServiceId) {
      adopted = { panelId: product.panelId, panelServiceId: product.panelServiceId };
      ({ panelId, panelServiceId } = adopted);
    }
  }
  const panel = panelId ? await findPanelRecord(deps.db, panelId) : null;
  if (!panel) return { hold: NO_PANEL_MESSAGE };
  // 꺼 둔 패널: 연결만 적어 두고 READY 로. 패널을 다시 켜면 보낸다(꺼 둔 패널의 작업은 고르지 않는다)
  if (!panel.isActive && adopted) return { park: `패널 "${panel.name}" 이 꺼져 있어 켜질 때까지 기다립니다.`, adopted };
  const client = panelClientFor(deps, panel);
  if (task.kind === 'REFILL' && parent?.panelOrderId && parent.panelId === panel.id && panelServiceId) {
    const service = await findPanelService(deps.db, panel.id, panelServiceId);
    if (service?.refill) {
      return { client, panelId: panel.id, adopted, action: 'refill', request: { action: 'refill', order: parent.panelOrderId }, orderId: parent.panelOrderId };
    }
  }
  // 재충전은 패널이 줄어든 만큼을 재는 refill 뿐이다: 새 주문(add)으로 바꿔 보내지 않는다(수량이 0)
  if (task.kind === 'REFILL') return { hold: REFILL_UNSUPPORTED_MESSAGE };
  if (!panelServiceId) return { hold: NO_PANEL_MESSAGE };
  const input = {
    serviceId: panelServiceId,
    link: task.targetKey,
    quantity: task.quantity,
    ...(task.runs ? { runs: task.runs } : {}),
    ...(task.interval ? { interval: task.interval } : {}),
  };
  return { client, panelId: panel.id, adopted, action: 'add', request: { action: 'add', ...input }, input };
}

/**
 * 상품에서 읽은 패널 연결을 작업에 적는다(패널을 부르기 전에: 멈춰도 어느 패널에 보냈는지 남는다).
 * 연결이 없어 운영자에게 넘겼던 작업이면 그 표시와 경보도 거둔다. park 면 보내지 않고 READY 로 돌린다.
 */
async function adoptMapping(deps: AppDeps, task: SendingTask, adopted: Adopted, now: Date, park?: string) {
  const set: TaskPatch = {
    panelId: adopted.panelId,
    panelServiceId: adopted.panelServiceId,
    ...(task.needsAttention ? { needsAttention: false, lastError: null } : {}),
    ...(park ? { phase: 'READY', lastError: park } : {}),
  };
  await recordTx(deps.db, async (tx) => {
    const row = await updateTaskInPhase(tx, { id: task.id, phase: 'SENDING', set, now });
    if (!row) return;
    const message = `상품의 패널 연결(패널 #${adopted.panelId}, 서비스 ${adopted.panelServiceId})을 작업에 적었습니다.${park ? ` ${park}` : ''}`;
    await insertTaskEvent(tx, { taskId: task.id, type: 'MAPPING', message, now });
    if (task.needsAttention) await resolveAlerts(tx, { kind: 'TASK_NEEDS_ATTENTION', subjectKeys: [taskSubject(task.id)], now });
  });
}

async function flagTask(tx: Db, deps: AppDeps, task: { id: number }, message: string, now: Date) {
  await raiseAlert(tx, deps, { kind: 'TASK_NEEDS_ATTENTION', subjectKey: taskSubject(task.id), message: `작업 #${task.id}: ${message}`, now });
}

async function rollup(tx: Db, row: { serviceId: number | null } | null, now: Date) {
  if (row?.serviceId) await refreshServiceStatus(tx, row.serviceId, now);
}

/** 패널이 받았다: 주문(재충전) 번호를 적고 SENT 로. 다른 작업에 같은 주문 번호가 적혀 있으면 운영자에게 */
async function recordAccepted(deps: AppDeps, task: SendingTask, plan: Extract<Plan, { client: PanelClient }>, answer: { id: string; raw: unknown }, now: Date) {
  const type = plan.action === 'refill' ? 'REFILL' : 'SEND';
  const set: TaskPatch = {
    ...(plan.action === 'refill' ? { panelRefillId: answer.id } : { panelOrderId: answer.id }),
    ...(task.panelId === null && !plan.adopted ? { panelId: plan.panelId } : {}),
    status: TASK_STATUS.IN_PROGRESS,
    phase: 'SENT',
    sentAt: now,
    nextAttemptAt: addSeconds(now, deps.config.FULFILMENT_POLL_SECONDS),
    lastError: null,
  };
  try {
    await recordTx(deps.db, async (tx) => {
      const row = await updateTaskInPhase(tx, { id: task.id, phase: 'SENDING', set, now });
      await insertTaskEvent(tx, {
        taskId: task.id,
        type,
        request: plan.request,
        response: answer.raw,
        message: row ? null : '응답을 받았지만 작업이 이미 다른 단계로 바뀌어 적지 않았습니다.',
        now,
      });
      if (!row) await flagTask(tx, deps, task, `패널 번호 ${answer.id} 를 받았지만 작업이 이미 바뀌어 적지 못했습니다.`, now);
      await rollup(tx, row, now);
    });
  } catch (err) {
    if (!hasPgCode(err, '23505')) throw err;
    const message = `패널 주문 번호 ${answer.id} 가 이미 다른 작업에 적혀 있습니다. 확인이 필요합니다.`;
    await recordTx(deps.db, async (tx) => {
      await updateTaskInPhase(tx, { id: task.id, phase: 'SENDING', set: { needsAttention: true, lastError: message }, now });
      await insertTaskEvent(tx, { taskId: task.id, type: 'ERROR', request: plan.request, response: answer.raw, message, now });
      await flagTask(tx, deps, task, message, now);
    });
  }
}

/** 분명한 실패: 다시 보내도 안전하다. 최대 횟수까지는 간격을 늘려 READY 로, 다 쓰면 실패로 끝내고 운영자에게 */
async function recordDefiniteFailure(deps: AppDeps, task: SendingTask, request: Record<string, unknown>, err: PanelError, now: Date) {
  const exhausted = task.attempts >= deps.config.FULFILMENT_MAX_SEND_ATTEMPTS;
  const lastError = exhausted ? `전송에 ${task.attempts}번 실패했습니다: ${errorText(err)}` : errorText(err);
  const set: TaskPatch = exhausted
    ? { status: TASK_STATUS.FAILED, phase: 'FINISHED', finishedAt: now, needsAttention: true, lastError }
    : { phase: 'READY', nextAttemptAt: addSeconds(now, backoffSeconds(task.attempts)), lastError };
  await recordTx(deps.db, async (tx) => {
    const row = await updateTaskInPhase(tx, { id: task.id, phase: 'SENDING', set, now });
    await insertTaskEvent(tx, { taskId: task.id, type: 'ERROR', request, response: err.raw, message: lastError, now });
    if (row && exhausted) await flagTask(tx, deps, task, lastError, now);
    await rollup(tx, row, now);
  });
}

/** 결과를 모르는 실패(시간 초과 등): 다시 보내면 두 번 주문될 수 있으니 SENDING 그대로 운영자에게 넘긴다 */
async function recordUnknownOutcome(deps: AppDeps, task: SendingTask, request: Record<string, unknown>, err: unknown, now: Date) {
  const lastError = `전송 결과를 알 수 없습니다(다시 보내지 않음): ${errorText(err)}`;
  await recordTx(deps.db, async (tx) => {
    await updateTaskInPhase(tx, { id: task.id, phase: 'SENDING', set: { needsAttention: true, lastError }, now });
    await insertTaskEvent(tx, { taskId: task.id, type: 'ERROR', request, response: err instanceof PanelError ? err.raw : null, message: lastError, now });
    await flagTask(tx, deps, task, lastError, now);
  });
}

/** 패널을 부르지 않았으니 READY 로 되돌리되, 운영자가 고칠 때까지 보내지 않는다 */
async function holdForOperator(deps: AppDeps, task: SendingTask, message: string, now: Date) {
  await recordTx(deps.db, async (tx) => {
    await updateTaskInPhase(tx, { id: task.id, phase: 'SENDING', set: { phase: 'READY', needsAttention: true, lastError: message }, now });
    await insertTaskEvent(tx, { taskId: task.id, type: 'ERROR', message, now });
    await flagTask(tx, deps, task, message, now);
  });
}

async function sendOne(deps: AppDeps, task: SendingTask, clock: () => Date) {
  let plan: Plan;
  try {
    plan = await planSend(deps, task);
  } catch (err) {
    // 패널을 부르기 전의 실패(패널 설정 등): 보낸 것이 없으니 READY 로
    return holdForOperator(deps, task, `전송 준비에 실패했습니다: ${errorText(err)}`, clock());
  }
  if ('hold' in plan) return holdForOperator(deps, task, plan.hold, clock());
  if ('park' in plan) return adoptMapping(deps, task, plan.adopted, clock(), plan.park);
  if (plan.adopted) await adoptMapping(deps, task, plan.adopted, clock());
  let answer: { id: string; raw: unknown };
  try {
    if (plan.action === 'refill') {
      const r = await plan.client.refill(plan.orderId);
      answer = { id: String(r.refillId), raw: r.raw };
    } else {
      const r = await plan.client.add(plan.input);
      answer = { id: String(r.orderId), raw: r.raw };
    }
  } catch (err) {
    // 패널의 답을 받은 시각으로 적는다(다음 시도·조회 시각이 패널 응답 시간만큼 앞당겨지지 않게)
    if (err instanceof PanelError && err.definite) return recordDefiniteFailure(deps, task, plan.request, err, clock());
    return recordUnknownOutcome(deps, task, plan.request, err, clock());
  }
  await recordAccepted(deps, task, plan, answer, clock());
}

export type SendOptions = {
  /** 패널 하나에 동시에 걸어 두는 전송 수. 없으면 FULFILMENT_CONCURRENCY_PER_PANEL */
  concurrencyPerPanel?: number;
  /** 새 작업을 잡는 시간(실제 경과 시간). 없으면 SEND_BUDGET_MS */
  budgetMs?: number;
  /** abort 되면 새 작업을 잡지 않는다(프로세스를 멈출 때: 잡아 두고 보내지 못한 채 SENDING 에 남기지 않게) */
  signal?: AbortSignal;
};

export type SendReport = {
  sent: number;
  /** 시간이 다 되어 보낼 차례인 작업을 남긴 채 끝났다 */
  more: boolean;
};

/**
 * 3. 보낼 차례인 작업을 패널마다 따로, 동시에 보낸다(패널 하나에 concurrencyPerPanel 개까지).
 * 한 전송이 끝나면 그 자리에 다음 작업을 잡아 보낸다: 보낼 차례인 작업이 없거나 시간(budgetMs)이 다 될 때까지.
 * 작업은 SKIP LOCKED 로 잡아 SENDING 으로 커밋한 뒤에 패널을 부른다. 그래서 두 인스턴스가 같은 작업을 보내지 않고,
 * 보낸 뒤 적기 전에 죽어도 작업은 SENDING 에 남아 다시 보내지 않는다(recoverAbandonedSends).
 * 빈자리만큼만 잡으므로 SENDING 표시 시각이 실제 전송 시각과 어긋나지 않는다(기다리는 줄을 SENDING 으로 두지 않는다).
 * 환불로 취소된 서비스의 작업은 고르지 않는다(claimDueReadyTasks).
 */
export async function sendDueTasks(deps: AppDeps, at: Date | (() => Date), options: SendOptions = {}): Promise<SendReport> {
  const clock = typeof at === 'function' ? at : () => at;
  const perPanel = options.concurrencyPerPanel ?? deps.config.FULFILMENT_CONCURRENCY_PER_PANEL;
  const deadline = performance.now() + (options.budgetMs ?? SEND_BUDGET_MS);
  const errors: unknown[] = [];
  let sent = 0;
  let cut = false;

  const claim = (lane: number | null, limit: number) =>
    recordTx(deps.db, async (tx) => {
      const now = clock();
      const rows = await claimDueReadyTasks(tx, { now, limit, noPanelMessage: NO_PANEL_MESSAGE, lane });
      return markSending(tx, { ids: rows.map((r) => r.id), now });
    });

  // 패널 하나(lane)를 비운다: 빈자리가 생길 때마다 그만큼 잡아 보낸다. 걸어 둔 전송은 실패가 나도 끝까지 기다린다
  const drainLane = async (lane: number | null) => {
    const active = new Set<Promise<void>>();
    let dry = false;
    let first = true;
    for (;;) {
      const free = perPanel - active.size;
      // 실패가 나면(DB 가 답하지 않는 등) 새로 잡지 않는다: 보낸 뒤 적지 못하는 작업을 늘리지 않게
      if (!dry && free > 0 && errors.length === 0 && !options.signal?.aborted) {
        // 첫 묶음은 시간과 상관없이 잡는다: 한 바퀴가 아무것도 보내지 못하고 끝나는 일이 없게
        if (!first && performance.now() >= deadline) {
          cut = true;
          dry = true;
        } else {
          first = false;
          let claimed: SendingTask[] = [];
          try {
            claimed = await claim(lane, free);
          } catch (err) {
            errors.push(err);
          }
          // 하나도 못 잡았으면 이 패널로 지금 보낼 것이 없다(남은 줄은 다른 인스턴스가 잡고 있다).
          // 빈자리보다 적게 잡혀도 멈추지 않는다: 다른 인스턴스가 잠깐 잠근 줄을 건너뛴 것일 수 있다
          if (claimed.length === 0) dry = true;
          for (const task of claimed) {
            const p: Promise<void> = sendOne(deps, task, clock)
              .catch((err: unknown) => void errors.push(err))
              .finally(() => active.delete(p));
            active.add(p);
          }
          sent += claimed.length;
        }
      }
      if (active.size === 0) return;
      await Promise.race(active);
    }
  };

  const lanes = await listDueLanes(deps.db, { now: clock(), noPanelMessage: NO_PANEL_MESSAGE });
  await Promise.all(lanes.map((l) => drainLane(l.panelId)));
  if (errors.length > 0) throw errors[0];
  return { sent, more: cut };
}

/** 이 시간 넘게 SENDING 에 머문 작업은 보내던 일꾼이 죽은 것으로 본다 */
export const SENDING_MARGIN_MS = 5 * 60 * 1000;

/** SENDING 에 남은 작업(보낸 뒤 적기 전에 멈춤)을 운영자에게 넘긴다. 결과를 모르니 다시 보내지 않는다 */
export async function recoverAbandonedSends(deps: AppDeps, now: Date): Promise<number> {
  const before = new Date(now.getTime() - deps.config.PANEL_TIMEOUT_MS - SENDING_MARGIN_MS);
  return deps.db.transaction(async (tx) => {
    const rows = await claimAbandonedSendingTasks(tx, { before, limit: 100 });
    const message = '보내는 중에 멈춘 작업입니다. 패널에 주문이 들어갔는지 확인해주세요(자동으로 다시 보내지 않습니다).';
    for (const row of rows) {
      await updateTaskInPhase(tx, { id: row.id, phase: 'SENDING', set: { needsAttention: true, lastError: message }, now });
      await insertTaskEvent(tx, { taskId: row.id, type: 'RECOVERY', message, response: { sendStartedAt: row.sendStartedAt?.toISOString() ?? null }, now });
      await flagTask(tx, deps, row, message, now);
    }
    return rows.length;
  });
}
