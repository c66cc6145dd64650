import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { members, panels, products, purchaseLines, purchases, services, tasks } from '../schema';
import { refreshServiceStatus } from '../../services/service-rollup';
import { markPurchasePaid } from '../../purchases/settlement.service';
import { HOUR_MS } from '../../lib/time';
import { TASK_STATUS } from '../../../lib/schemas/fulfilment';

type Plan = {
  product: string;
  targetKey: string;
  quantity: number;
  /** 완료·부분 완료면 끝난 주문 작업을 함께 넣는다 */
  finished?: { hoursAgo: number; startCount: number; remains: number };
};

/**
 * 첫 실행에 보이는 데모 회원의 서비스: 재충전 기간 안의 완료 두 건(9,000원 이상, 후기 가능), 부분 완료 한 건,
 * 그리고 일꾼이 시작하자마자 보낼 대기 한 건(시뮬레이터가 진행 막대를 움직인다).
 */
const PLANS: Plan[] = [
  { product: '인스타그램 한국인 팔로워', targetKey: 'demo.growth', quantity: 1_000, finished: { hoursAgo: 72, startCount: 1_240, remains: 0 } },
  { product: '인스타그램 한국인 좋아요', targetKey: 'https://www.instagram.com/p/DEMOpost01/', quantity: 1_000, finished: { hoursAgo: 30, startCount: 85, remains: 0 } },
  { product: '인스타그램 외국인 팔로워', targetKey: 'demo.growth', quantity: 1_000, finished: { hoursAgo: 48, startCount: 2_240, remains: 150 } },
  { product: '인스타그램 한국인 여성 팔로워', targetKey: 'demo.growth', quantity: 200 },
];

/** 여러 번 돌려도 같은 결과: 데모 회원에게 서비스가 이미 있으면 건너뛴다. */
export async function seedDemoServices(db: Db, now: Date): Promise<void> {
  const [demo] = await db.select({ id: members.id }).from(members).where(eq(members.email, 'demo@example.com')).limit(1);
  if (!demo) return;
  const [existing] = await db.select({ id: services.id }).from(services).where(eq(services.memberId, demo.id)).limit(1);
  if (existing) return;

  for (const [i, plan] of PLANS.entries()) {
    const [product] = await db
      .select({ id: products.id, name: products.name, kind: products.kind, unitPrice: products.unitPrice, panelId: products.panelId, panelServiceId: products.panelServiceId })
      .from(products)
      .where(and(eq(products.name, plan.product), isNull(products.deletedAt)))
      .limit(1);
    if (!product) continue;
    const paidAt = new Date(now.getTime() - (plan.finished ? plan.finished.hoursAgo + 2 : 0) * HOUR_MS);
    const total = product.unitPrice * plan.quantity;

    await db.transaction(async (tx) => {
      const [purchase] = await tx
        .insert(purchases)
        .values({
          memberId: demo.id,
          orderNo: `DEMO${i}-${randomBytes(5).toString('hex')}`,
          status: 'WAITING_PAYMENT',
          method: 'CARD',
          source: 'BUY_NOW',
          orderName: product.name,
          subtotal: total,
          totalAmount: total,
          createdAt: paidAt,
          updatedAt: paidAt,
        })
        .returning({ id: purchases.id });
      await tx.insert(purchaseLines).values({
        purchaseId: purchase!.id,
        productId: product.id,
        productName: product.name,
        productKind: product.kind,
        targetKey: plan.targetKey,
        unitPrice: product.unitPrice,
        quantity: plan.quantity,
        subtotal: total,
        total,
      });
      await markPurchasePaid(tx, {
        purchaseId: purchase!.id,
        method: 'CARD',
        paymentKey: `demo_${randomBytes(10).toString('hex')}`,
        actor: { memberId: demo.id, role: 'MEMBER' },
        reason: '데모 데이터',
        now: paidAt,
      });
      const [svc] = await tx.select({ id: services.id }).from(services).where(eq(services.purchaseId, purchase!.id)).limit(1);
      if (!svc || !plan.finished) return;

      // 끝난 주문 작업: 패널 주문 번호는 지어낸 것(겹치지 않게)
      const finishedAt = new Date(now.getTime() - plan.finished.hoursAgo * HOUR_MS);
      const sentAt = new Date(paidAt.getTime() + 60_000);
      const panel = product.panelId ? await tx.select({ id: panels.id }).from(panels).where(eq(panels.id, product.panelId)).limit(1) : [];
      await tx.insert(tasks).values({
        kind: 'ORDER',
        source: 'STORE',
        serviceId: svc.id,
        memberId: demo.id,
        productId: product.id,
        productName: product.name,
        panelId: panel[0]?.id ?? null,
        panelServiceId: product.panelServiceId,
        targetKey: plan.targetKey,
        quantity: plan.quantity,
        status: TASK_STATUS.DONE,
        phase: 'FINISHED',
        panelOrderId: `demo-${svc.id}-${randomBytes(4).toString('hex')}`,
        upstreamStatus: plan.finished.remains > 0 ? 'Partial' : 'Completed',
        startCount: plan.finished.startCount,
        remains: plan.finished.remains,
        nextAttemptAt: finishedAt,
        sendStartedAt: sentAt,
        sentAt,
        lastPolledAt: finishedAt,
        finishedAt,
        createdAt: paidAt,
        updatedAt: finishedAt,
      });
      await refreshServiceStatus(null, tx, svc.id, finishedAt);
      // 시각은 작업에 맞춘다(롤업은 부른 순간을 적는다)
      await tx.update(services).set({ startedAt: sentAt, completedAt: finishedAt, createdAt: paidAt }).where(eq(services.id, svc.id));
    });
  }
}
