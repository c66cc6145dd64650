import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import {
  paymentRejected,
  toGatewayCashReceipt,
  toGatewayPayment,
  type GatewayCashReceipt,
  type GatewayPayment,
  type GatewayTransaction,
  type PaymentGateway,
  type RefundReceiveAccount,
} from './gateway';
import * as repo from './test-gateway.repository';
import { HOUR_MS, isoOrNull } from '../../lib/time';

/** 이 꼬리가 붙은 결제 키는 승인 단계에서 거절된다(거절 흐름을 시험할 때) */
export const TEST_DECLINE_SUFFIX = '_decline';
export const TEST_KEY_PREFIX = 'tgk_';

const notFound = () => paymentRejected('존재하지 않는 결제 정보입니다.', 'NOT_FOUND_PAYMENT');

/** 장부의 한 줄을 토스페이먼츠 Payment 모양으로 */
function toPayment(row: repo.TestGatewayPaymentRow): GatewayPayment {
  const body: Record<string, unknown> = {
    paymentKey: row.paymentKey,
    orderId: row.orderId,
    orderName: row.orderName,
    status: row.status,
    method: row.method,
    totalAmount: row.totalAmount,
    balanceAmount: row.balanceAmount,
    requestedAt: row.requestedAt.toISOString(),
    approvedAt: isoOrNull(row.approvedAt),
    easyPay: row.easyPayProvider ? { provider: row.easyPayProvider, amount: row.totalAmount, discountAmount: 0 } : null,
    virtualAccount: row.virtualAccount,
    secret: row.secret,
    cancels: row.cancels.length > 0 ? row.cancels : null,
  };
  return toGatewayPayment(body, { paymentKey: row.paymentKey, orderId: row.orderId });
}

/**
 * 내장 테스트 결제사: 실제 결제사처럼 결제를 DB 장부(test_gateway_payments)에 적고, 조회·취소·가상계좌·
 * 현금영수증에 같은 모양으로 답한다. 결제 키는 orderId:amount 의 HMAC 이라 결제창 없이도 검증할 수 있다.
 * 같은 Idempotency-Key 로 다시 오면 처음 답을 그대로 돌려준다.
 */
export class TestGateway implements PaymentGateway {
  readonly name = 'test' as const;
  readonly clientKey = 'test_ck_embedded';
  private readonly secret: Buffer;

  constructor(
    private readonly db: Db,
    jwtSecret: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.secret = createHmac('sha256', jwtSecret).update('test-payment-gateway').digest();
  }

  paymentKeyFor(orderId: string, amount: number): string {
    return TEST_KEY_PREFIX + createHmac('sha256', this.secret).update(`${orderId}:${amount}`).digest('hex').slice(0, 40);
  }

  private validKey(p: { paymentKey: string; orderId: string; amount: number }): boolean {
    const expected = Buffer.from(this.paymentKeyFor(p.orderId, p.amount));
    const given = Buffer.from(p.paymentKey);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** 결제창에서 인증을 마친 결제(승인 전). 간편결제면 어느 것인지 함께 적는다 */
  async authenticate(p: { orderId: string; orderName: string; amount: number; easyPayProvider: string | null }): Promise<string> {
    const paymentKey = this.paymentKeyFor(p.orderId, p.amount);
    await repo.insertPaymentIfAbsent(this.db, {
      paymentKey,
      orderId: p.orderId,
      orderName: p.orderName,
      method: p.easyPayProvider ? '간편결제' : '카드',
      easyPayProvider: p.easyPayProvider,
      status: 'IN_PROGRESS',
      totalAmount: p.amount,
      balanceAmount: p.amount,
      requestedAt: this.now(),
    });
    return paymentKey;
  }

  private async remembered(idempotencyKey: string, run: () => Promise<Record<string, unknown>>): Promise<Record<string, unknown>> {
    const seen = await repo.findRequest(this.db, { idempotencyKey });
    if (seen) return seen;
    return repo.rememberRequest(this.db, { idempotencyKey, response: await run() });
  }

  async confirm(p: { paymentKey: string; orderId: string; amount: number; idempotencyKey: string }): Promise<GatewayPayment> {
    if (p.paymentKey.endsWith(TEST_DECLINE_SUFFIX)) {
      throw paymentRejected('카드사에서 결제를 거절했습니다. 다른 카드로 시도해주세요.', 'REJECT_CARD_PAYMENT');
    }
    if (!this.validKey(p)) throw paymentRejected('결제 정보가 일치하지 않습니다.', 'NOT_FOUND_PAYMENT_SESSION', 400);
    const raw = await this.remembered(p.idempotencyKey, async () => {
      await repo.insertPaymentIfAbsent(this.db, {
        paymentKey: p.paymentKey,
        orderId: p.orderId,
        method: '카드',
        status: 'IN_PROGRESS',
        totalAmount: p.amount,
        balanceAmount: p.amount,
        requestedAt: this.now(),
      });
      const done = await repo.transitionPayment(this.db, { paymentKey: p.paymentKey, from: ['READY', 'IN_PROGRESS'], set: { status: 'DONE', approvedAt: this.now() } });
      if (done) return toPayment(done).raw;
      // 같은 키의 요청이 방금 끝냈다면 그 답을, 아니면 결제사처럼 이미 처리된 결제라고 답한다
      const seen = await repo.findRequest(this.db, { idempotencyKey: p.idempotencyKey });
      if (seen) return seen;
      throw paymentRejected('이미 처리된 결제 입니다.', 'ALREADY_PROCESSED_PAYMENT');
    });
    return toGatewayPayment(raw, p);
  }

  async cancel(p: { paymentKey: string; cancelReason: string; cancelAmount?: number; idempotencyKey: string; refundReceiveAccount?: RefundReceiveAccount }): Promise<GatewayPayment> {
    // 테스트 결제사는 트랜잭션을 열지 않는다: 호출한 쪽이 트랜잭션 안에서 불러도(PGlite 는 연결이 하나) 막히지 않게,
    // 상태 전이는 모두 조건부 한 문장이다
    const raw = await this.remembered(p.idempotencyKey, async () => {
      const row = await repo.findPayment(this.db, p);
      if (!row) throw notFound();
      if (row.status === 'WAITING_FOR_DEPOSIT') {
        // 입금 전 가상계좌의 취소: 계좌를 닫는다
        const closed = await repo.transitionPayment(this.db, { paymentKey: p.paymentKey, from: ['WAITING_FOR_DEPOSIT'], set: { status: 'CANCELED' } });
        if (closed) return toPayment(closed).raw;
        throw paymentRejected('결제 상태가 바뀌었습니다. 다시 시도해주세요.', 'NOT_CANCELABLE_PAYMENT');
      }
      if (row.status !== 'DONE' && row.status !== 'PARTIAL_CANCELED') throw paymentRejected('취소할 수 없는 결제입니다.', 'NOT_CANCELABLE_PAYMENT');
      if (row.method === '가상계좌' && !p.refundReceiveAccount) {
        throw paymentRejected('가상계좌 결제의 환불에는 환불받을 계좌가 필요합니다.', 'INVALID_REFUND_ACCOUNT_INFO');
      }
      const amount = p.cancelAmount ?? row.balanceAmount;
      const entry = {
        transactionKey: `tgt_${randomBytes(12).toString('hex')}`,
        cancelAmount: amount,
        cancelReason: p.cancelReason,
        canceledAt: this.now().toISOString(),
        refundReceiveAccount: p.refundReceiveAccount ?? null,
      };
      const updated = amount > 0 ? await repo.applyCancel(this.db, { paymentKey: p.paymentKey, amount, entry }) : null;
      if (!updated) throw paymentRejected('취소 금액이 취소 가능 금액보다 큽니다.', 'NOT_CANCELABLE_AMOUNT');
      return toPayment(updated).raw;
    });
    return toGatewayPayment(raw, p);
  }

  async getPayment(paymentKey: string): Promise<GatewayPayment | null> {
    const row = await repo.findPayment(this.db, { paymentKey });
    return row ? toPayment(row) : null;
  }

  async getPaymentByOrderId(orderId: string): Promise<GatewayPayment | null> {
    const row = await repo.findPaymentByOrderId(this.db, { orderId });
    return row ? toPayment(row) : null;
  }

  async listTransactions(p: { startDate: Date; endDate: Date }): Promise<GatewayTransaction[]> {
    const rows = await repo.listPaymentsTouchedBetween(this.db, { from: p.startDate, to: p.endDate });
    const out: GatewayTransaction[] = [];
    for (const row of rows) {
      if (row.approvedAt && row.approvedAt >= p.startDate && row.approvedAt < p.endDate) {
        out.push({ transactionKey: `tga_${row.paymentKey}`, paymentKey: row.paymentKey, orderId: row.orderId, method: row.method, status: 'DONE', amount: row.totalAmount, transactedAt: row.approvedAt.toISOString() });
      }
      for (const c of row.cancels) {
        const at = new Date(String(c.canceledAt));
        if (at >= p.startDate && at < p.endDate) {
          out.push({ transactionKey: String(c.transactionKey), paymentKey: row.paymentKey, orderId: row.orderId, method: row.method, status: 'CANCELED', amount: -Number(c.cancelAmount), transactedAt: at.toISOString() });
        }
      }
    }
    return out.sort((a, b) => a.transactedAt.localeCompare(b.transactedAt));
  }

  async issueVirtualAccount(p: { orderId: string; orderName: string; amount: number; customerName: string; bankCode: string; validHours: number; idempotencyKey: string }): Promise<GatewayPayment> {
    const raw = await this.remembered(p.idempotencyKey, async () => {
      const paymentKey = `${TEST_KEY_PREFIX}va_${randomBytes(16).toString('hex')}`;
      const due = new Date(this.now().getTime() + p.validHours * HOUR_MS);
      const accountNumber = `T${Array.from({ length: 13 }, () => randomInt(10)).join('')}`;
      await repo.insertPaymentIfAbsent(this.db, {
        paymentKey,
        orderId: p.orderId,
        orderName: p.orderName,
        method: '가상계좌',
        status: 'WAITING_FOR_DEPOSIT',
        totalAmount: p.amount,
        balanceAmount: p.amount,
        virtualAccount: { accountNumber, accountType: '일반', bankCode: p.bankCode, customerName: p.customerName, dueDate: due.toISOString(), expired: false },
        secret: `ps_${randomBytes(16).toString('hex')}`,
        requestedAt: this.now(),
      });
      return toPayment((await repo.findPayment(this.db, { paymentKey }))!).raw;
    });
    return toGatewayPayment(raw, { paymentKey: '', orderId: p.orderId });
  }

  /**
   * 테스트 결제창의 "입금하기": 가상계좌에 입금된 것으로 장부를 바꾸고, 결제사가 보낼 웹훅 본문
   * (DEPOSIT_CALLBACK 모양: secret, orderId, status)을 돌려준다. 입금 기한이 지났으면 null.
   */
  async deposit(paymentKey: string): Promise<{ payment: GatewayPayment; callback: Record<string, unknown> } | null> {
    const row = await repo.findPayment(this.db, { paymentKey });
    if (!row || row.method !== '가상계좌') return null;
    if (row.status === 'WAITING_FOR_DEPOSIT') {
      const due = new Date(String(row.virtualAccount?.dueDate ?? 0));
      if (due < this.now()) return null;
      await repo.transitionPayment(this.db, { paymentKey, from: ['WAITING_FOR_DEPOSIT'], set: { status: 'DONE', approvedAt: this.now() } });
    }
    const payment = toPayment((await repo.findPayment(this.db, { paymentKey }))!);
    const callback = { createdAt: this.now().toISOString(), secret: row.secret, orderId: row.orderId, status: payment.status, transactionKey: `tgt_${randomBytes(12).toString('hex')}` };
    return { payment, callback };
  }

  async issueCashReceipt(p: { orderId: string; orderName: string; amount: number; type: '소득공제' | '지출증빙'; customerIdentityNumber: string; idempotencyKey: string }): Promise<GatewayCashReceipt> {
    const raw = await this.remembered(p.idempotencyKey, async () => {
      const row = await repo.insertCashReceipt(this.db, {
        receiptKey: `tgr_${randomBytes(12).toString('hex')}`,
        orderId: p.orderId,
        type: p.type,
        identityNumber: p.customerIdentityNumber,
        amount: p.amount,
        status: 'ISSUED',
        issueNumber: String(randomInt(100_000_000, 999_999_999)),
        issuedAt: this.now(),
      });
      return cashReceiptBody(row);
    });
    return toGatewayCashReceipt(raw);
  }

  async cancelCashReceipt(p: { receiptKey: string; idempotencyKey: string }): Promise<GatewayCashReceipt> {
    const raw = await this.remembered(p.idempotencyKey, async () => {
      const row = await repo.markCashReceiptCanceled(this.db, { receiptKey: p.receiptKey, now: this.now() });
      if (!row) throw paymentRejected('존재하지 않는 현금영수증입니다.', 'NOT_FOUND_CASH_RECEIPT');
      return cashReceiptBody(row);
    });
    return toGatewayCashReceipt(raw);
  }
}

function cashReceiptBody(row: repo.TestGatewayCashReceiptRow): Record<string, unknown> {
  return {
    receiptKey: row.receiptKey,
    issueNumber: row.issueNumber,
    orderId: row.orderId,
    amount: row.amount,
    type: row.type,
    issueStatus: row.status === 'CANCELED' ? 'CANCELED' : 'COMPLETED',
    receiptUrl: null,
    requestedAt: row.issuedAt.toISOString(),
  };
}
