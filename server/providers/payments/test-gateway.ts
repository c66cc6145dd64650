import { createHmac, timingSafeEqual } from 'node:crypto';
import { paymentRejected, type GatewayPayment, type PaymentGateway } from './gateway';

/** 이 꼬리가 붙은 결제 키는 승인 단계에서 거절된다(거절 흐름을 시험할 때) */
export const TEST_DECLINE_SUFFIX = '_decline';
export const TEST_KEY_PREFIX = 'tgk_';

/**
 * 내장 테스트 결제사: 상태 없이 orderId:amount 의 HMAC 으로 결제 키를 만들고,
 * 승인할 때 같은 계산으로 확인한다. 결제창(test-gateway.routes.ts)과 같은 비밀값을 쓴다.
 */
export class TestGateway implements PaymentGateway {
  readonly name = 'test' as const;
  readonly clientKey = 'test_ck_embedded';
  private readonly secret: Buffer;

  constructor(jwtSecret: string) {
    this.secret = createHmac('sha256', jwtSecret).update('test-payment-gateway').digest();
  }

  paymentKeyFor(orderId: string, amount: number): string {
    return TEST_KEY_PREFIX + createHmac('sha256', this.secret).update(`${orderId}:${amount}`).digest('hex').slice(0, 40);
  }

  async confirm(p: { paymentKey: string; orderId: string; amount: number }): Promise<GatewayPayment> {
    if (p.paymentKey.endsWith(TEST_DECLINE_SUFFIX)) {
      throw paymentRejected('카드사에서 결제를 거절했습니다. 다른 카드로 시도해주세요.', 'REJECT_CARD_PAYMENT');
    }
    const expected = Buffer.from(this.paymentKeyFor(p.orderId, p.amount));
    const given = Buffer.from(p.paymentKey);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw paymentRejected('결제 정보가 일치하지 않습니다.', 'NOT_FOUND_PAYMENT_SESSION', 400);
    }
    return payment(p.paymentKey, p.orderId, 'DONE', p.amount, p.amount);
  }

  async cancel(p: { paymentKey: string; cancelAmount?: number }): Promise<GatewayPayment> {
    return payment(p.paymentKey, '', 'CANCELED', p.cancelAmount ?? 0, 0);
  }
}

function payment(paymentKey: string, orderId: string, status: string, totalAmount: number, balanceAmount: number): GatewayPayment {
  const approvedAt = new Date().toISOString();
  return {
    paymentKey,
    orderId,
    status,
    totalAmount,
    balanceAmount,
    approvedAt,
    raw: { paymentKey, orderId, status, totalAmount, balanceAmount, approvedAt, method: '카드' },
  };
}
