import { and, count, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mails, notifications, operatorAlerts, panels, paymentAttempts, tasks } from '../db/schema';

/** 보낼 차례(READY)·물어볼 차례(SENT)가 된 작업 수 */
export function countTasksDue(db: Db, now: Date) {
  return db
    .select({ phase: tasks.phase, n: count() })
    .from(tasks)
    .where(and(inArray(tasks.phase, ['READY', 'SENT']), lte(tasks.nextAttemptAt, now)))
    .groupBy(tasks.phase);
}

/** 아직 보내지 않은 알림(알림톡·문자)과 메일 */
export async function countOutboxPending(db: Db) {
  const [n] = await db.select({ n: count() }).from(notifications).where(eq(notifications.status, 'QUEUED'));
  const [m] = await db.select({ n: count() }).from(mails).where(eq(mails.status, 'PENDING'));
  return { notifications: n?.n ?? 0, mails: m?.n ?? 0 };
}

/** 결론이 나지 않은 승인 시도(OPEN, CANCEL_PENDING) */
export function countOpenPaymentAttempts(db: Db) {
  return db
    .select({ status: paymentAttempts.status, n: count() })
    .from(paymentAttempts)
    .where(inArray(paymentAttempts.status, ['OPEN', 'CANCEL_PENDING']))
    .groupBy(paymentAttempts.status);
}

/** 운영자가 봐야 하는 입금(가상계좌 경보 중 닫히지 않은 것) */
export async function countFlaggedDeposits(db: Db) {
  const [row] = await db
    .select({ n: count() })
    .from(operatorAlerts)
    .where(and(eq(operatorAlerts.kind, 'VIRTUAL_ACCOUNT_ATTENTION'), isNull(operatorAlerts.resolvedAt)));
  return row?.n ?? 0;
}

/** 켜 둔 패널의 마지막으로 읽은 잔액(패널 통화) */
export function listPanelBalances(db: Db) {
  return db
    .select({ id: panels.id, name: panels.name, balance: panels.balance, currency: panels.currency })
    .from(panels)
    .where(and(eq(panels.isActive, true), isNotNull(panels.balance)));
}
