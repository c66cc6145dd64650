import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AlertKind } from '../../lib/schemas/fulfilment';
import type { Db } from '../db/client';
import { operatorAlerts } from '../db/schema';

const alertColumns = {
  id: operatorAlerts.id,
  kind: operatorAlerts.kind,
  subjectKey: operatorAlerts.subjectKey,
  message: operatorAlerts.message,
  createdAt: operatorAlerts.createdAt,
  resolvedAt: operatorAlerts.resolvedAt,
};

/** 열린 경보(includeResolved 면 닫힌 것도, 최근 200건까지) — 최신순 */
export function listAlerts(db: Db, p: { includeResolved: boolean }) {
  return db
    .select(alertColumns)
    .from(operatorAlerts)
    .where(p.includeResolved ? undefined : isNull(operatorAlerts.resolvedAt))
    .orderBy(desc(operatorAlerts.createdAt), desc(operatorAlerts.id))
    .limit(200);
}

export async function findAlertById(db: Db, id: number) {
  const rows = await db.select(alertColumns).from(operatorAlerts).where(eq(operatorAlerts.id, id)).limit(1);
  return rows[0] ?? null;
}

/** 같은 kind+subjectKey 의 열린 경보가 있으면 넣지 않는다(operator_alerts_open_uq). 새로 열었으면 true */
export async function insertAlertIfNotOpen(
  db: Db,
  a: { kind: AlertKind; subjectKey: string; message: string; now: Date; mailedAt: Date | null },
): Promise<boolean> {
  const rows = await db
    .insert(operatorAlerts)
    .values({ kind: a.kind, subjectKey: a.subjectKey, message: a.message, createdAt: a.now, mailedAt: a.mailedAt })
    .onConflictDoNothing()
    .returning({ id: operatorAlerts.id });
  return rows.length > 0;
}

/** 그 대상의 경보가 열려 있거나 after 뒤에 닫혔는가(닫자마자 같은 경보·메일을 다시 내지 않으려고) */
export async function hasAlertOpenOrResolvedAfter(db: Db, p: { kind: AlertKind; subjectKey: string; after: Date }) {
  const rows = await db
    .select({ id: operatorAlerts.id })
    .from(operatorAlerts)
    .where(
      and(
        eq(operatorAlerts.subjectKey, p.subjectKey),
        eq(operatorAlerts.kind, p.kind),
        or(isNull(operatorAlerts.resolvedAt), gt(operatorAlerts.resolvedAt, p.after)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** 열린 경보만 닫는다: 두 번 눌러도 처음 닫은 시각이 남는다 */
export async function resolveAlertIfOpen(db: Db, p: { id: number; now: Date }) {
  const rows = await db
    .update(operatorAlerts)
    .set({ resolvedAt: p.now })
    .where(and(eq(operatorAlerts.id, p.id), isNull(operatorAlerts.resolvedAt)))
    .returning({ resolvedAt: operatorAlerts.resolvedAt });
  return rows[0] ?? null;
}

/** 운영자가 작업을 손보면 그 작업의 열린 경보는 할 일을 다 했다 */
export async function resolveTaskAlerts(db: Db, p: { taskId: number; now: Date }) {
  await db
    .update(operatorAlerts)
    .set({ resolvedAt: p.now })
    .where(and(eq(operatorAlerts.subjectKey, taskSubject(p.taskId)), isNull(operatorAlerts.resolvedAt)));
}

/** 열린 경보를 닫는다(잔액 회복, 작업 종료) */
export function resolveAlerts(tx: Db, p: { kind: AlertKind; subjectKeys: string[]; now: Date }) {
  if (p.subjectKeys.length === 0) return Promise.resolve();
  return tx
    .update(operatorAlerts)
    .set({ resolvedAt: p.now })
    .where(and(eq(operatorAlerts.kind, p.kind), inArray(operatorAlerts.subjectKey, p.subjectKeys), isNull(operatorAlerts.resolvedAt)));
}

/**
 * 끝난 작업의 열린 지연 경보를 닫는다. 열쇠('task:12')에서 번호를 꺼내 작업의 기본 키로 찾는다
 * (tasks 쪽에서 'task:' || id 를 만들면 색인을 쓰지 못하고 작업 표 전체를 훑는다).
 */
export function resolveFinishedStuckAlerts(tx: Db, now: Date) {
  const taskId = sql`case when ${operatorAlerts.subjectKey} ~ '^task:[0-9]{1,9}$' then substr(${operatorAlerts.subjectKey}, 6)::integer end`;
  return tx
    .update(operatorAlerts)
    .set({ resolvedAt: now })
    .where(
      and(
        eq(operatorAlerts.kind, 'TASK_STUCK'),
        isNull(operatorAlerts.resolvedAt),
        sql`exists (select 1 from tasks t where t.id = ${taskId} and t.phase = 'FINISHED')`,
      ),
    );
}

/** 꺼 두었거나 지운 패널의 열린 잔액 경보를 닫는다: 더는 잔액을 묻지 않으니 열린 채 남는다 */
export function resolveInactivePanelBalanceAlerts(tx: Db, now: Date) {
  const panelId = sql`case when ${operatorAlerts.subjectKey} ~ '^panel:[0-9]{1,9}$' then substr(${operatorAlerts.subjectKey}, 7)::integer end`;
  return tx
    .update(operatorAlerts)
    .set({ resolvedAt: now })
    .where(
      and(
        eq(operatorAlerts.kind, 'LOW_BALANCE'),
        isNull(operatorAlerts.resolvedAt),
        sql`not exists (select 1 from panels p where p.id = ${panelId} and p.is_active)`,
      ),
    );
}

export const taskSubject = (taskId: number) => `task:${taskId}`;
export const panelSubject = (panelId: number) => `panel:${panelId}`;
