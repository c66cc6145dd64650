import type { AppDeps } from '../../lib/context';
import { recordTx } from '../../lib/sql';
import { NO_PANEL_MESSAGE } from './create-tasks';
import { flagTask, sendOne } from './send-one';
import { claimAbandonedSendingTasks, claimDueReadyTasks, listDueLanes, type SendingTask } from '../../tasks/task-queue.repository';
import { insertTaskEvent, markSending, updateTaskInPhase } from '../../tasks/tasks.repository';

export { backoffSeconds } from './send-one';

/**
 * 보내기 단계가 새 작업을 잡는 시간. 넘기면 걸어 둔 전송만 마치고 끝낸다: 조회·경보 단계가 밀리지 않게 하고,
 * 일꾼은 남은 일이 있으면 쉬지 않고 다음 바퀴를 돈다(fulfilment-job.ts).
 */
export const SEND_BUDGET_MS = 20_000;

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
