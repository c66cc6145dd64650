import type { AppDeps } from '../../lib/context';
import { MINUTE_MS } from '../../lib/time';
import { raiseAlert } from '../../tasks/alerts.service';
import { hasAlertOpenOrResolvedAfter, resolveAlerts } from '../../tasks/alerts.repository';
import { dueReadyBacklog } from '../../tasks/task-queue.repository';
import { NO_PANEL_MESSAGE } from './create-tasks';

/** 대기열 밀림 경보는 하나뿐이다(작업·패널이 아니라 대기열 전체가 대상) */
export const BACKLOG_SUBJECT = 'fulfilment:backlog';
/** 보낼 차례가 된 지 이보다 오래된 작업이 없으면 따라잡은 것으로 보고 경보를 닫는다 */
export const BACKLOG_CLEAR_MS = MINUTE_MS;

/**
 * 7. 보낼 차례가 된 작업이 FULFILMENT_BACKLOG_ALERT_MINUTES 넘게 기다리면 TASK_BACKLOG 경보 하나(메일 한 통).
 * 밀림 한 번에 하나: 열린 경보가 있는 동안은 새로 열지 않고, 대기열이 따라잡으면(1분 넘게 기다린 작업이 없으면) 닫는다.
 * 운영자가 밀림 중에 닫았으면 다시 그만큼 지나야 새로 연다(지연 경보와 같은 규칙).
 * 열었으면 true.
 */
export async function raiseBacklogAlert(deps: AppDeps, now: Date): Promise<boolean> {
  const minutes = deps.config.FULFILMENT_BACKLOG_ALERT_MINUTES;
  const threshold = new Date(now.getTime() - minutes * MINUTE_MS);
  const clearBefore = new Date(now.getTime() - BACKLOG_CLEAR_MS);
  return deps.db.transaction(async (tx) => {
    const lagging = await dueReadyBacklog(tx, { now, before: clearBefore, noPanelMessage: NO_PANEL_MESSAGE });
    if (lagging.count === 0 || !lagging.oldest) {
      await resolveAlerts(tx, { kind: 'TASK_BACKLOG', subjectKeys: [BACKLOG_SUBJECT], now });
      return false;
    }
    if (lagging.oldest.getTime() >= threshold.getTime()) return false;
    const recent = await hasAlertOpenOrResolvedAfter(tx, { kind: 'TASK_BACKLOG', subjectKey: BACKLOG_SUBJECT, after: threshold });
    if (recent) return false;
    const waited = Math.floor((now.getTime() - lagging.oldest.getTime()) / MINUTE_MS);
    const message = `이행 대기열이 밀려 있습니다: 보낼 차례가 된 지 1분 넘은 작업 ${lagging.count}건, 가장 오래된 작업은 ${waited}분째 기다리고 있습니다. 일꾼(api 인스턴스)이 돌고 있는지, 패널 응답이 느린지 확인해주세요.`;
    return raiseAlert(tx, deps, { kind: 'TASK_BACKLOG', subjectKey: BACKLOG_SUBJECT, message, now });
  });
}
