import { ALERT_KIND_LABELS, type Dashboard, type OperatorAlert } from '../../lib/schemas/admin-tasks';
import type { AuditActor } from '../audit-logs/actor';
import { insertAuditLog } from '../audit-logs/audit-logs.repository';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import * as repo from './alerts.repository';
import * as dashboard from './dashboard.repository';
import { TASK_STATUS } from '../../lib/schemas/fulfilment';

type AlertRow = Awaited<ReturnType<typeof repo.listAlerts>>[number];

function alertOf(r: AlertRow): OperatorAlert {
  const task = /^task:(\d+)$/.exec(r.subjectKey);
  const purchase = /^purchase:(\d+)(?::|$)/.exec(r.subjectKey);
  return {
    id: r.id,
    kind: r.kind,
    kindLabel: ALERT_KIND_LABELS[r.kind] ?? r.kind,
    subjectKey: r.subjectKey,
    taskId: task ? Number(task[1]) : null,
    purchaseId: purchase ? Number(purchase[1]) : null,
    message: r.message,
    createdAt: r.createdAt.toISOString(),
    resolvedAt: r.resolvedAt ? r.resolvedAt.toISOString() : null,
  };
}

export async function listAlerts(deps: AppDeps, q: { includeResolved?: boolean }) {
  const rows = await repo.listAlerts(deps.db, { includeResolved: q.includeResolved ?? false });
  return { items: rows.map(alertOf) };
}

/** 경보 닫기: 이미 닫힌 경보면 changed:false 와 처음 닫은 시각(바뀐 것이 없으니 작업 기록도 없다) */
export async function resolveAlert(deps: AppDeps, actor: AuditActor, id: number) {
  return deps.db.transaction(async (tx) => {
    const open = await repo.findAlertById(tx, id);
    // 미진행 수량 경보는 그 처리(환불·다시 보내기)가 닫는다: 손으로 닫으면 잊힌다
    if (open && !open.resolvedAt && open.kind === 'SHORTFALL_REVIEW') throw fail('ALERT_CLOSED_BY_SHORTFALL');
    const resolved = await repo.resolveAlertIfOpen(tx, { id, now: deps.now() });
    const row = await repo.findAlertById(tx, id);
    if (!row?.resolvedAt) throw fail('ALERT_NOT_FOUND');
    const resolvedAt = row.resolvedAt.toISOString();
    if (!resolved) return { id, resolvedAt, changed: false };
    await insertAuditLog(tx, {
      ...actor,
      kind: 'alerts.resolve',
      targetType: 'alert',
      targetId: id,
      summary: `경보 닫기: ${ALERT_KIND_LABELS[row.kind] ?? row.kind} — ${row.message}`,
      before: { resolvedAt: null },
      after: { resolvedAt },
    });
    return { id, resolvedAt, changed: true };
  });
}

export async function getDashboard(deps: AppDeps): Promise<Dashboard> {
  const [byStatus, counts, panels] = await Promise.all([
    dashboard.countTasksByStatus(deps.db),
    dashboard.dashboardCounts(deps.db),
    dashboard.listPanelBalances(deps.db),
  ]);
  const n = (status: number) => byStatus.find((r) => r.status === status)?.n ?? 0;
  return {
    tasksByStatus: {
      waiting: n(TASK_STATUS.WAITING),
      inProgress: n(TASK_STATUS.IN_PROGRESS),
      done: n(TASK_STATUS.DONE),
      failed: n(TASK_STATUS.FAILED),
      canceled: n(TASK_STATUS.CANCELED),
    },
    ...counts,
    panels: panels.map((p) => ({ ...p, balanceCheckedAt: p.balanceCheckedAt ? p.balanceCheckedAt.toISOString() : null, lowBalance: Boolean(p.lowBalance) })),
  };
}
