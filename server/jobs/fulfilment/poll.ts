import { TASK_STATUS, type TaskStatus } from '../../../lib/schemas/fulfilment';
import type { AppDeps } from '../../lib/context';
import { panelClientFor, type PanelOrderState } from '../../providers/fulfilment';
import { findPanelRecord } from '../../panels/panels.repository';
import { refreshServiceStatus } from '../../services/service-rollup';
import { noticeRefillFinished } from '../../services/service-notices';
import { recordTx } from '../../lib/sql';
import { claimDueSentTasks, type PolledTask } from '../../tasks/task-queue.repository';
import { insertTaskEvent, leaseForPoll, updateTaskInPhase, type TaskPatch } from '../../tasks/tasks.repository';

/** 한 바퀴에 조회하는 작업 수. 꽉 차면 일꾼은 쉬지 않고 다음 바퀴를 돈다 */
export const POLL_BATCH = 500;
/** 패널 API 의 status 는 한 번에 주문 100개까지 */
const STATUS_CHUNK = 100;

type Outcome = { status: TaskStatus; finished: boolean };

/**
 * 패널 상태 이름 → 작업 상태. 철자는 패널마다 조금 다르다(Canceled / Cancelled).
 * 표준 여섯 이름 밖에서 패널이 주는 실패·환불(Refunded, Failed, Fail, Error, Rejected)은 실패로 끝낸다(계속 묻지 않는다).
 */
export function outcomeOf(upstream: string): Outcome {
  switch (upstream.trim().toLowerCase()) {
    case 'completed':
    case 'partial':
      return { status: TASK_STATUS.DONE, finished: true };
    case 'canceled':
    case 'cancelled':
      return { status: TASK_STATUS.CANCELED, finished: true };
    case 'rejected':
    case 'error':
    case 'failed':
    case 'fail':
    case 'refunded':
      return { status: TASK_STATUS.FAILED, finished: true };
    default:
      return { status: TASK_STATUS.IN_PROGRESS, finished: false };
  }
}

type Observed = { upstreamStatus: string; startCount: number | null; remains: number | null; charge: string | null; currency: string | null };

/** 패널 응답 하나를 적는다. 바뀐 것이 있을 때만 STATUS 이벤트, 끝났으면 FINISHED 와 서비스 재계산 */
async function recordObserved(deps: AppDeps, task: PolledTask, seen: Observed, exchange: { type: string; request: Record<string, unknown>; raw: unknown }, now: Date) {
  const outcome = outcomeOf(seen.upstreamStatus);
  const completed = seen.upstreamStatus.trim().toLowerCase() === 'completed';
  const next = {
    upstreamStatus: seen.upstreamStatus.slice(0, 40),
    startCount: seen.startCount ?? task.startCount,
    remains: seen.remains ?? (completed && task.kind !== 'REFILL' ? 0 : task.remains),
    charge: seen.charge ?? task.charge,
    currency: seen.currency ?? task.currency,
  };
  const changed =
    next.upstreamStatus !== task.upstreamStatus ||
    next.startCount !== task.startCount ||
    next.remains !== task.remains ||
    next.charge !== task.charge ||
    next.currency !== task.currency ||
    outcome.finished;
  const set: TaskPatch = {
    ...next,
    status: outcome.status,
    lastPolledAt: now,
    nextAttemptAt: new Date(now.getTime() + deps.config.FULFILMENT_POLL_SECONDS * 1000),
    lastError: null,
    ...(outcome.finished ? { phase: 'FINISHED', finishedAt: now } : {}),
  };
  await recordTx(deps.db, async (tx) => {
    const row = await updateTaskInPhase(tx, { id: task.id, phase: 'SENT', set, now });
    if (!row || !changed) return;
    await insertTaskEvent(tx, { taskId: task.id, type: exchange.type, request: exchange.request, response: exchange.raw, now });
    if (row.serviceId) await refreshServiceStatus(deps, tx, row.serviceId, now);
    if (row.kind === 'REFILL' && outcome.finished) await noticeRefillFinished(deps, tx, task.id);
  });
}

/** 조회 실패: 같은 오류가 이어지면 이벤트를 다시 쓰지 않는다. 다음 조회는 이미 미뤄 두었다 */
async function recordPollError(deps: AppDeps, task: PolledTask, request: Record<string, unknown>, message: string, raw: unknown, now: Date) {
  const lastError = `상태 조회 실패: ${message}`.slice(0, 300);
  await recordTx(deps.db, async (tx) => {
    const row = await updateTaskInPhase(tx, { id: task.id, phase: 'SENT', set: { lastError, lastPolledAt: now }, now });
    if (row && lastError !== task.lastError) await insertTaskEvent(tx, { taskId: task.id, type: 'ERROR', request, response: raw, message: lastError, now });
  });
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));
const errorRaw = (err: unknown) => (err && typeof err === 'object' && 'raw' in err ? (err as { raw: unknown }).raw : null);

function observedFromState(s: PanelOrderState): Observed {
  return { upstreamStatus: s.status, startCount: s.startCount, remains: s.remains, charge: s.charge, currency: s.currency };
}

async function pollPanel(deps: AppDeps, panelId: number, group: PolledTask[], now: Date) {
  const panel = await findPanelRecord(deps.db, panelId);
  if (!panel) return;
  const client = panelClientFor(deps, panel);
  const refills = group.filter((t) => t.kind === 'REFILL' && t.panelRefillId);
  const orders = group.filter((t) => !(t.kind === 'REFILL' && t.panelRefillId) && t.panelOrderId);

  for (let i = 0; i < orders.length; i += STATUS_CHUNK) {
    const chunk = orders.slice(i, i + STATUS_CHUNK);
    const request = { action: 'status', orders: chunk.map((t) => t.panelOrderId).join(',') };
    let answers: Awaited<ReturnType<typeof client.statuses>>;
    try {
      answers = await client.statuses(chunk.map((t) => t.panelOrderId!));
    } catch (err) {
      for (const task of chunk) await recordPollError(deps, task, request, errorText(err), errorRaw(err), now);
      continue;
    }
    const byOrder = new Map(answers.map((a) => [String(a.orderId), a]));
    for (const task of chunk) {
      const a = byOrder.get(task.panelOrderId!);
      const one = { action: 'status', order: task.panelOrderId };
      if (!a) await recordPollError(deps, task, one, '패널 응답에 이 주문이 없습니다.', answers, now);
      else if ('error' in a) await recordPollError(deps, task, one, a.error, a.raw, now);
      else await recordObserved(deps, task, observedFromState(a), { type: 'STATUS', request: one, raw: a.raw }, now);
    }
  }

  for (const task of refills) {
    const request = { action: 'refill_status', refill: task.panelRefillId };
    try {
      const r = await client.refillStatus(task.panelRefillId!);
      const seen = { upstreamStatus: r.status, startCount: null, remains: null, charge: null, currency: null };
      await recordObserved(deps, task, seen, { type: 'REFILL_STATUS', request, raw: r.raw }, now);
    } catch (err) {
      await recordPollError(deps, task, request, errorText(err), errorRaw(err), now);
    }
  }
}

/**
 * 4. 보낸 작업의 상태를 묻는다. 잡은 작업은 다음 조회 시각을 먼저 미뤄(커밋) 다른 일꾼이 같은 것을 묻지 않게 하고,
 * 패널별로 100개씩 묶어 status 를 부른다. 재충전(refill)으로 보낸 작업은 refill_status 로 묻는다.
 */
export async function pollSentTasks(deps: AppDeps, at: Date | (() => Date), limit = POLL_BATCH): Promise<number> {
  const clock = typeof at === 'function' ? at : () => at;
  const claimed = await recordTx(deps.db, async (tx) => {
    const now = clock();
    const rows = await claimDueSentTasks(tx, { now, limit });
    await leaseForPoll(tx, { ids: rows.map((r) => r.id), until: new Date(now.getTime() + deps.config.FULFILMENT_POLL_SECONDS * 1000) });
    return rows;
  });
  const byPanel = new Map<number, PolledTask[]>();
  for (const task of claimed) byPanel.set(task.panelId!, [...(byPanel.get(task.panelId!) ?? []), task]);
  // 패널마다 응답을 받은 시각으로 적는다(앞 패널이 느려도 다음 조회 시각이 밀리지 않게)
  for (const [panelId, group] of byPanel) await pollPanel(deps, panelId, group, clock());
  return claimed.length;
}
