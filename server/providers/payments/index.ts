import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentGateway } from './gateway';
import { TestGateway } from './test-gateway';
import { TossPaymentsGateway } from './toss';

export type { GatewayCashReceipt, GatewayPayment, GatewayTransaction, GatewayVirtualAccount, PaymentGateway, RefundReceiveAccount } from './gateway';
export { TestGateway, TEST_DECLINE_SUFFIX } from './test-gateway';
export { TossPaymentsGateway } from './toss';

/** PAYMENTS_PROVIDER=toss 면 토스페이먼츠, 아니면 내장 테스트 결제사(장부는 같은 DB) */
export function createPaymentGateway(config: Config, db: Db, now: () => Date = () => new Date()): PaymentGateway {
  if (config.PAYMENTS_PROVIDER !== 'toss') return new TestGateway(db, config.JWT_SECRET, now);
  return new TossPaymentsGateway({
    baseUrl: config.TOSS_API_URL,
    secretKey: config.TOSS_SECRET_KEY ?? '',
    clientKey: config.TOSS_CLIENT_KEY ?? '',
    timeoutMs: config.PAYMENTS_TIMEOUT_MS,
  });
}

const cache = new WeakMap<Config, WeakMap<Db, PaymentGateway>>();

/** 주입된 어댑터가 있으면 그것, 없으면 config·DB 마다 하나 만들어 재사용한다 */
export function paymentGatewayOf(deps: { config: Config; db: Db; now?: () => Date; payments?: PaymentGateway }): PaymentGateway {
  if (deps.payments) return deps.payments;
  let byDb = cache.get(deps.config);
  if (!byDb) {
    byDb = new WeakMap();
    cache.set(deps.config, byDb);
  }
  let gateway = byDb.get(deps.db);
  if (!gateway) {
    gateway = createPaymentGateway(deps.config, deps.db, deps.now);
    byDb.set(deps.db, gateway);
  }
  return gateway;
}
