import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { purchaseLines, purchases, services } from '../../server/db/schema';
import { markPurchasePaid } from '../../server/purchases/settlement.service';
import type { ServiceStatus } from '../../lib/schemas/purchases';
import type { JsonBody, TestApp } from './test-app';
import { catalogueFixtures } from '../api/catalogue/fixtures';

/**
 * 결제 완료된 서비스를 만든다: 상품은 관리자 API 로, 구매·주문 줄은 DB 에 직접, 결제 완료는 서버의
 * markPurchasePaid 로(운영과 같은 길: 서비스가 WAITING 으로 생긴다). 이행·후기·문의 시험이 함께 쓴다.
 *
 *   const fx = await serviceFixtures(t, admin.accessToken);
 *   const product = await fx.product({ unitPrice: 100, refillDays: 30, panelId: panel.id, panelServiceId: '1' });
 *   const { serviceId } = await fx.paidService({ memberId: me.memberId, productId: product.id, quantity: 100 });
 */
export async function serviceFixtures(t: TestApp, adminToken: string) {
  const cat = catalogueFixtures(t, adminToken);
  const { channel, type } = await cat.shelf();

  const product = (overrides: Record<string, unknown> = {}): Promise<JsonBody> => cat.product(channel.id, type.id, overrides);

  type PaidServiceOptions = {
    memberId: number;
    /** 없으면 새 상품(단가 100원, 재충전 30일)을 하나 만든다 */
    productId?: number;
    productName?: string;
    kind?: 'SINGLE' | 'DAILY';
    quantity?: number;
    unitPrice?: number;
    days?: number;
    targetKey?: string;
    now?: Date;
  };

  async function paidService(o: PaidServiceOptions) {
    const productId = o.productId ?? (await product({ unitPrice: o.unitPrice ?? 100, kind: o.kind ?? 'SINGLE' })).id;
    const quantity = o.quantity ?? 100;
    const unitPrice = o.unitPrice ?? 100;
    const days = o.days ?? 1;
    const total = unitPrice * quantity * days;
    const now = o.now ?? t.clock.now();
    const [row] = await t.db
      .insert(purchases)
      .values({
        memberId: o.memberId,
        orderNo: `SVC-${randomBytes(6).toString('hex')}`,
        status: 'WAITING_PAYMENT',
        method: 'CARD',
        source: 'BUY_NOW',
        orderName: o.productName ?? '테스트 한국인 팔로워',
        subtotal: total,
        totalAmount: total,
        createdAt: now,
      })
      .returning({ id: purchases.id });
    const purchaseId = row!.id;
    await t.db.insert(purchaseLines).values({
      purchaseId,
      productId,
      productName: o.productName ?? '테스트 한국인 팔로워',
      productKind: o.kind ?? 'SINGLE',
      targetKey: o.targetKey ?? `growth_${randomBytes(3).toString('hex')}`,
      unitPrice,
      quantity,
      days,
      subtotal: total,
      total,
    });
    await t.db.transaction((tx) =>
      markPurchasePaid(tx, { purchaseId, method: 'CARD', paymentKey: `tgk_${randomBytes(10).toString('hex')}`, actor: { memberId: o.memberId, role: 'MEMBER' }, now }),
    );
    const [svc] = await t.db.select().from(services).where(eq(services.purchaseId, purchaseId));
    return { purchaseId, serviceId: svc!.id, service: svc!, total };
  }

  /** 서비스 상태를 DB 에서 바로 바꾼다(이행 일꾼 없이 완료된 서비스가 필요할 때) */
  async function setServiceStatus(serviceId: number, status: ServiceStatus, extra: Partial<typeof services.$inferInsert> = {}) {
    await t.db
      .update(services)
      .set({ status, ...(status === 'COMPLETED' ? { completedAt: t.clock.now(), remains: 0 } : {}), ...extra })
      .where(eq(services.id, serviceId));
  }

  return { channel, type, product, paidService, setServiceStatus };
}

export type ServiceFixtures = Awaited<ReturnType<typeof serviceFixtures>>;
