import { eq } from 'drizzle-orm';
import { operatorAlerts, paymentWebhookEvents, testGatewayPayments, virtualAccounts } from '../../../server/db/schema';
import { TestGateway } from '../../../server/providers/payments';
import type { TestApp, TestMember } from '../../helpers/test-app';
import { paymentFixtures } from '../payments/fixtures';

/** 가상계좌 시험의 준비물: 결제 시험 준비물 + 발급, 테스트 결제사의 입금, 웹훅 보내기, DB 확인 */
export async function virtualAccountFixtures(t: TestApp) {
  const f = await paymentFixtures(t);
  // 결제사 장부는 진짜 시계로 돈다: 테스트 시계를 앞당겨 구매를 만료시켜도 입금은 받는다(늦은 입금)
  const gateway = new TestGateway(t.db, t.config.JWT_SECRET);

  /** 주문서를 만들고 가상계좌를 발급받는다 */
  async function issue(member: TestMember, extra: Record<string, unknown> = {}, quantities?: number[]) {
    const form = await f.orderForm(member, quantities);
    const res = await t.json('POST', '/v1/purchases/virtual-account', { purchaseId: form.purchaseId, bankCode: '88', ...extra }, member.accessToken);
    if (res.status !== 200) throw new Error(`가상계좌 발급: ${res.status} ${JSON.stringify(res.body)}`);
    const account = await vaState.account(form.purchaseId);
    return { form, answer: res.body, account };
  }

  /** 테스트 결제사에서 입금하고, 토스가 보낼 DEPOSIT_CALLBACK 본문을 받는다 */
  async function deposit(paymentKey: string) {
    const done = await gateway.deposit(paymentKey);
    if (!done) throw new Error('입금할 수 없는 계좌');
    return done;
  }

  const webhook = (body: unknown) => t.json('POST', '/v1/payments/webhooks/toss', body);

  const vaState = {
    account: async (purchaseId: number) => (await t.db.select().from(virtualAccounts).where(eq(virtualAccounts.purchaseId, purchaseId)))[0]!,
    events: (orderId: string) => t.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.orderId, orderId)).orderBy(paymentWebhookEvents.id),
    gatewayPayment: async (paymentKey: string) => (await t.db.select().from(testGatewayPayments).where(eq(testGatewayPayments.paymentKey, paymentKey)))[0]!,
    gatewayPaymentsOfOrder: (orderId: string) => t.db.select().from(testGatewayPayments).where(eq(testGatewayPayments.orderId, orderId)),
    alerts: async (purchaseId: number) =>
      (await t.db.select().from(operatorAlerts).where(eq(operatorAlerts.kind, 'VIRTUAL_ACCOUNT_ATTENTION'))).filter((a) => a.subjectKey.startsWith(`purchase:${purchaseId}:`)),
  };

  return { ...f, gateway, issue, deposit, webhook, vaState };
}

export type VirtualAccountFixtures = Awaited<ReturnType<typeof virtualAccountFixtures>>;
