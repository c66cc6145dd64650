import { asc, eq, like } from 'drizzle-orm';
import { notifications, pointLedger, products, purchaseRefunds, purchases, shortfalls, testGatewayPayments } from '../../../server/db/schema';
import { engineSetup, later } from '../jobs/fixtures';
import type { ShortfallAction } from '../../../lib/schemas/shortfalls';

/**
 * 미진행 수량 시험의 준비: 이행 시험의 엔진(가짜 패널)에, 서비스를 패널이 덜 채워 끝내게 하는 것과 상태 읽기를 더한다.
 * 구매는 카드(시험 결제사 장부에도 승인으로 적는다: 결제 취소 환불이 결제사에 닿는다).
 */
export async function shortfallSetup(options: Parameters<typeof engineSetup>[0] = {}) {
  const s = await engineSetup(options);

  async function setAction(productId: number, action: ShortfallAction, panel?: { panelId: number; panelServiceId: string }) {
    await s.t.db
      .update(products)
      .set({ shortfallAction: action, shortfallPanelId: panel?.panelId ?? null, shortfallPanelServiceId: panel?.panelServiceId ?? null })
      .where(eq(products.id, productId));
  }

  /** 결제된 서비스 하나(수량 200, 단가 100원 → 20,000원)와 결제사 장부의 승인 */
  async function cardService(panelId: number, quantity = 200) {
    const svc = await s.paidService({ panelId, quantity });
    const [p] = await s.t.db.select().from(purchases).where(eq(purchases.id, svc.purchaseId));
    await s.t.db.insert(testGatewayPayments).values({
      paymentKey: p!.paymentKey!,
      orderId: p!.orderNo,
      method: '카드',
      status: 'DONE',
      totalAmount: p!.totalAmount,
      balanceAmount: p!.totalAmount,
      approvedAt: new Date(),
    });
    return { ...svc, paymentKey: p!.paymentKey!, productId: svc.service.productId };
  }

  /** 보내고, 패널이 status 로 끝을 알리게 한 뒤 조회한다. 처리 일꾼은 아직 돌지 않는다(그 사이의 멈춤) */
  async function finishOnPanel(serviceId: number, panelStatus: 'Partial' | 'Canceled' | 'Completed', remains: number) {
    const t0 = s.t.clock.now();
    await s.run(t0);
    const [task] = (await s.state.tasksOf(serviceId)).slice(-1);
    s.fakes.get(task!.panelId!)!.set(task!.panelOrderId!, { status: panelStatus, startCount: 10, remains });
    s.t.clock.advance(s.t.config.FULFILMENT_POLL_SECONDS + 1);
    await s.run(s.t.clock.now());
    return task!;
  }

  const read = {
    shortfalls: (serviceId: number) => s.t.db.select().from(shortfalls).where(eq(shortfalls.serviceId, serviceId)).orderBy(asc(shortfalls.id)),
    purchase: async (id: number) => (await s.t.db.select().from(purchases).where(eq(purchases.id, id)))[0]!,
    refunds: (purchaseId: number) => s.t.db.select().from(purchaseRefunds).where(eq(purchaseRefunds.purchaseId, purchaseId)).orderBy(asc(purchaseRefunds.id)),
    gateway: async (paymentKey: string) => (await s.t.db.select().from(testGatewayPayments).where(eq(testGatewayPayments.paymentKey, paymentKey)))[0]!,
    points: (purchaseId: number) => s.t.db.select().from(pointLedger).where(eq(pointLedger.purchaseId, purchaseId)).orderBy(asc(pointLedger.id)),
    notices: (serviceId: number) => s.t.db.select().from(notifications).where(like(notifications.eventKey, `service:${serviceId}:%`)).orderBy(asc(notifications.id)),
    refundNotices: (purchaseId: number) =>
      s.t.db.select().from(notifications).where(like(notifications.eventKey, `purchase:${purchaseId}:refund%`)).orderBy(asc(notifications.id)),
    myService: (serviceId: number) => s.t.json('GET', `/v1/my-page/${s.member.memberId}/services/${serviceId}`, undefined, s.member.accessToken),
  };

  return { ...s, setAction, cardService, finishOnPanel, read, later };
}

export type ShortfallSetup = Awaited<ReturnType<typeof shortfallSetup>>;
