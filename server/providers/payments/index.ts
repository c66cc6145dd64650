import type { Config } from '../../config';
import type { PaymentGateway } from './gateway';
import { TestGateway } from './test-gateway';
import { TossPaymentsGateway } from './toss';

export type { GatewayPayment, PaymentGateway } from './gateway';
export { TestGateway, TEST_DECLINE_SUFFIX } from './test-gateway';
export { TossPaymentsGateway } from './toss';

/** PAYMENTS_PROVIDER=toss 면 토스페이먼츠, 아니면 내장 테스트 결제사 */
export function createPaymentGateway(config: Config): PaymentGateway {
  if (config.PAYMENTS_PROVIDER !== 'toss') return new TestGateway(config.JWT_SECRET);
  return new TossPaymentsGateway({
    baseUrl: config.TOSS_API_URL,
    secretKey: config.TOSS_SECRET_KEY ?? '',
    clientKey: config.TOSS_CLIENT_KEY ?? '',
    timeoutMs: config.PAYMENTS_TIMEOUT_MS,
  });
}

const cache = new WeakMap<Config, PaymentGateway>();

/** 주입된 어댑터가 있으면 그것, 없으면 config 마다 하나 만들어 재사용한다 */
export function paymentGatewayOf(deps: { config: Config; payments?: PaymentGateway }): PaymentGateway {
  if (deps.payments) return deps.payments;
  let gateway = cache.get(deps.config);
  if (!gateway) {
    gateway = createPaymentGateway(deps.config);
    cache.set(deps.config, gateway);
  }
  return gateway;
}
