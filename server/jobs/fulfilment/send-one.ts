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
import { findTaskById, type SendingTask } from '../../tasks/task-queue.repository';
import { insertTaskEvent, updateTaskInPhase, type TaskPatch } from '../../tasks/tasks.repository';
import { simulatorPanelsAllowed } from '../../stand-ins/stand-ins';

// 작업 하나를 보내는 일: 어디로 보낼지 정하고, 패널을 부르고, 답(받음·분명한 실패·모름)을 적는다.
// 언제 무엇을 잡아 몇 개씩 동시에 보낼지는 send.ts 가 정한다

const BACKOFF_BASE_SECONDS = 30;
const BACKOFF_MAX_SECONDS = 60 * 60;

/** n 번째 실패 뒤 다시 보내기까지: 30초, 1분, 2분 ... 최대 1시간 */
export function backoffSeconds(attempts: number): number {
  return Math.min(BACKOFF_BASE_SECONDS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_SECONDS);
}

const addSeconds = (at: Date, s: number) => new Date(at.getTime() + s * 1000);
const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 300);

type Adopted = { panelId: number; panelServiceId: string };
const REFILL_UNSUPPORTED_MESSAGE = '패널이 이 주문의 리필을 받지 않습니다. 운영자가 확인해주세요.';
/** 운영에서 남아 있는 시뮬레이터 패널: 유료 주문을 조용히 시뮬레이터에 보내지 않고 운영자에게 넘긴다 */
export const SIMULATOR_REFUSED_MESSAGE =
  '운영 환경에서는 내장 시뮬레이터 패널로 주문을 보내지 않습니다. 상품을 실제 패널에 연결한 뒤 작업을 다시 시도해주세요.';

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
  if (panel.kind === 'SIMULATOR' && !simulatorPanelsAllowed(deps.config)) return { hold: SIMULATOR_REFUSED_MESSAGE };
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

export async function flagTask(tx: Db, deps: AppDeps, task: { id: number }, message: string, now: Date) {
  await raiseAlert(tx, deps, { kind: 'TASK_NEEDS_ATTENTION', subjectKey: taskSubject(task.id), message: `작업 #${task.id}: ${message}`, now });
}

async function rollup(deps: AppDeps, tx: Db, row: { serviceId: number | null } | null, now: Date) {
  if (row?.serviceId) await refreshServiceStatus(deps, tx, row.serviceId, now);
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
      await rollup(deps, tx, row, now);
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
    await rollup(deps, tx, row, now);
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

export async function sendOne(deps: AppDeps, task: SendingTask, clock: () => Date) {
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
