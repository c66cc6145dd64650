import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AlertKind } from '../../lib/schemas/fulfilment';
import type { Db } from '../db/client';
import { operatorAlerts } from '../db/schema';
import type { AppDeps } from '../lib/context';
import { enqueueMail } from '../mail/outbox';

const SUBJECTS: Record<AlertKind, string> = {
  TASK_STUCK: '작업 지연',
  TASK_NEEDS_ATTENTION: '작업 확인 필요',
  LOW_BALANCE: '패널 잔액 부족',
  DAILY_TARGET_UNRESOLVED: '일일 대상 없음',
};

/**
 * 경보를 연다. 같은 kind+subjectKey 의 열린 경보가 있으면 아무것도 하지 않는다(operator_alerts_open_uq).
 * 새로 열렸고 OPERATOR_ALERT_EMAIL 이 있으면 같은 트랜잭션에서 메일 한 통을 아웃박스에 넣는다.
 */
export async function raiseAlert(
  tx: Db,
  deps: Pick<AppDeps, 'config'>,
  a: { kind: AlertKind; subjectKey: string; message: string; now: Date },
): Promise<boolean> {
  const message = a.message.slice(0, 500);
  const to = deps.config.OPERATOR_ALERT_EMAIL;
  const rows = await tx
    .insert(operatorAlerts)
    .values({ kind: a.kind, subjectKey: a.subjectKey, message, createdAt: a.now, mailedAt: to ? a.now : null })
    .onConflictDoNothing()
    .returning({ id: operatorAlerts.id });
  if (rows.length === 0) return false;
  if (to) {
    await enqueueMail(tx, {
      template: 'OPERATOR_ALERT',
      to,
      subject: `[운영 경보] ${SUBJECTS[a.kind]} (${a.subjectKey})`,
      text: `${message}\n\n관리자 화면에서 확인해주세요.`,
      now: a.now,
    });
  }
  return true;
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
