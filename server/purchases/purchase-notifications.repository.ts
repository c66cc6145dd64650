import { and, asc, eq, gt, inArray, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members, notifications, purchaseStatusHistory, purchases, virtualAccounts } from '../db/schema';

/** 회원에게 알릴 구매 한 건: 문구에 드는 열과 회원 이름 */
export async function findPurchaseNotice(db: Db, p: { purchaseId: number }) {
  const rows = await db
    .select({
      id: purchases.id,
      memberId: purchases.memberId,
      memberName: members.name,
      orderNo: purchases.orderNo,
      orderName: purchases.orderName,
      status: purchases.status,
      method: purchases.method,
      easyPayProvider: purchases.easyPayProvider,
      totalAmount: purchases.totalAmount,
      pointUsed: purchases.pointUsed,
      depositorName: purchases.depositorName,
      depositDeadline: purchases.depositDeadline,
    })
    .from(purchases)
    .innerJoin(members, eq(members.id, purchases.memberId))
    .where(eq(purchases.id, p.purchaseId))
    .limit(1);
  return rows[0] ?? null;
}

export type PurchaseNotice = NonNullable<Awaited<ReturnType<typeof findPurchaseNotice>>>;

export const depositReminderKey = (purchaseId: number) => `purchase:${purchaseId}:deposit-reminder`;

/**
 * 입금 기한 안내를 보낼 구매: 계좌 입금(무통장입금·발급된 가상계좌)을 기다리고, 기한이 지나지 않았고 leadUntil 안에 들며,
 * 그 안내 시점(기한 - 앞당김) 전에 이미 입금 대기였고(주문이 안내 시점 뒤에 들어왔으면 방금 받은 주문 안내로 충분하다),
 * 아직 안내 줄이 없는 것. id 순으로 afterId 다음부터.
 */
export function listDepositReminderCandidates(db: Db, p: { now: Date; leadUntil: Date; leadSeconds: number; afterId: number; limit: number }) {
  const key = sql`'purchase:' || ${purchases.id} || ':deposit-reminder'`;
  return db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.status, 'WAITING_PAYMENT'),
        inArray(purchases.method, ['NO_DEPOSIT', 'VIRTUAL_ACCOUNT']),
        gt(purchases.depositDeadline, p.now),
        lte(purchases.depositDeadline, p.leadUntil),
        gt(purchases.id, p.afterId),
        // 메일만 고른 회원의 줄은 '#mail' 이 붙는다: 어느 쪽이든 있으면 이미 안내한 것
        notExists(db.select({ one: sql`1` }).from(notifications).where(sql`${notifications.eventKey} in (${key}, ${key} || '#mail')`)),
        sql`exists (select 1 from ${purchaseStatusHistory} h where h.purchase_id = ${purchases.id} and h.to_status = 'WAITING_PAYMENT'
          and h.created_at <= ${purchases.depositDeadline} - ${p.leadSeconds}::int * interval '1 second')`,
      ),
    )
    .orderBy(asc(purchases.id))
    .limit(p.limit);
}

/**
 * 안내 직전에 구매 줄을 잠그고 다시 본다: 아직 입금 대기이고 기한 전인가. 입금 확인이 이 줄을 잡고 있으면 건너뛴다
 * (SKIP LOCKED): 그 트랜잭션이 커밋되면 결제 완료라 안내할 것이 없고, 되돌려지면 다음 바퀴가 다시 본다.
 */
export async function lockWaitingForReminder(db: Db, p: { purchaseId: number; now: Date }) {
  const rows = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.id, p.purchaseId), eq(purchases.status, 'WAITING_PAYMENT'), gt(purchases.depositDeadline, p.now)))
    .for('update', { skipLocked: true })
    .limit(1);
  return rows.length === 1;
}

/** 입금을 기다리는 가상계좌(발급된 것) */
export async function findWaitingVirtualAccount(db: Db, p: { purchaseId: number }) {
  const rows = await db
    .select({ bankCode: virtualAccounts.bankCode, accountNumber: virtualAccounts.accountNumber, dueDate: virtualAccounts.dueDate })
    .from(virtualAccounts)
    .where(and(eq(virtualAccounts.purchaseId, p.purchaseId), eq(virtualAccounts.status, 'WAITING_FOR_DEPOSIT')))
    .limit(1);
  return rows[0] ?? null;
}
