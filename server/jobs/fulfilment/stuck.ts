import type { AppDeps } from '../../lib/context';
import { raiseAlert } from '../../tasks/alerts.service';
import { resolveFinishedStuckAlerts, taskSubject } from '../../tasks/alerts.repository';
import { listStuckTasks } from '../../tasks/task-queue.repository';
import { MINUTE_MS } from '../../lib/time';

/**
 * 6. TASK_STUCK_MINUTES 가 지나도 끝나지 않은 작업마다 경보 하나. 끝난 작업의 경보는 닫는다.
 * 닫힌 경보가 있으면 닫힌 뒤로 다시 그만큼 지나야 새로 연다(한 기준 시간에 메일 한 통까지).
 */
export async function raiseStuckAlerts(deps: AppDeps, now: Date): Promise<number> {
  const minutes = deps.config.TASK_STUCK_MINUTES;
  const stuck = await listStuckTasks(deps.db, { before: new Date(now.getTime() - minutes * MINUTE_MS), limit: 100 });
  return deps.db.transaction(async (tx) => {
    let raised = 0;
    for (const task of stuck) {
      const message = `작업 #${task.id} (${task.productName})이 ${minutes}분 넘게 끝나지 않았습니다.`;
      if (await raiseAlert(tx, deps, { kind: 'TASK_STUCK', subjectKey: taskSubject(task.id), message, now })) raised += 1;
    }
    await resolveFinishedStuckAlerts(tx, now);
    return raised;
  });
}
