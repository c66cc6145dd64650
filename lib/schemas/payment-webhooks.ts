import { z } from 'zod';

/**
 * 토스페이먼츠 웹훅 본문. 두 모양이 온다:
 *  - DEPOSIT_CALLBACK(가상계좌 입금·입금 취소): { createdAt, secret, orderId, status, transactionKey }
 *  - PAYMENT_STATUS_CHANGED: { eventType, createdAt, data: Payment }
 * 어느 쪽이든 본문의 말은 믿지 않는다: secret 을 맞춰 본 뒤 결제사에 결제를 다시 묻고 그 답대로만 움직인다.
 * 그래서 검증은 느슨하게(모르는 필드는 그대로) 하고, 모양이 틀린 호출도 기록한 뒤 200 으로 답한다.
 */
export const TossWebhookBodySchema = z
  .record(z.string(), z.unknown())
  .describe('DEPOSIT_CALLBACK {createdAt, secret, orderId, status, transactionKey} 또는 PAYMENT_STATUS_CHANGED {eventType, createdAt, data: Payment}');

const text = z.string().max(200);
export const DepositCallbackSchema = z.looseObject({ createdAt: text.optional(), secret: text.optional(), orderId: text, status: text.optional(), transactionKey: text.optional() });
export const PaymentStatusChangedSchema = z.looseObject({
  eventType: text,
  createdAt: text.optional(),
  data: z.looseObject({ paymentKey: text.optional(), orderId: text, status: text.optional(), secret: text.nullish() }),
});

/** 받았다는 답(위조·모르는 주문에도 같은 답: 무엇을 했는지 알려 주지 않는다) */
export const WebhookAckSchema = z.object({ received: z.literal(true) });
export type WebhookAck = z.infer<typeof WebhookAckSchema>;
