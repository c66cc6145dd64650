import { createHash } from 'node:crypto';
import type {
  CardAuthorizeBodySchema,
  CardPrepareBodySchema,
  CardPrepareResponse,
  FullPointBodySchema,
  NoDepositBodySchema,
  NoDepositResponse,
  PaymentResult,
} from '../../lib/schemas/payments';
import type { z } from 'zod';
import { requestCashReceipt } from '../cash-receipts/cash-receipts.service';
import { webOrigins } from '../config';
import type { Db } from '../db/client';
import type { AppDeps } from '../lib/context';
import { ApiError } from '../lib/errors';
import { paymentGatewayOf, type GatewayPayment } from '../providers/payments';
import {
  preparePayment,
  purchaseAlreadyPaid,
  purchaseExpired,
  purchaseNotFound,
  type PrepareInput,
} from './payment-preparation.service';
import * as repo from './payments.repository';
import { markPurchasePaid } from './settlement.service';

const notPrepared = () => new ApiError('PURCHASE_NOT_PREPARED', 409, '결제 준비가 되지 않은 주문입니다. 결제하기를 다시 눌러주세요.');
const shortHash = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 24);

async function resultOf(db: Db, row: repo.PaymentPurchaseRow): Promise<PaymentResult> {
  return {
    purchaseId: row.id,
    orderNo: row.orderNo,
    status: row.status,
    method: row.method,
    totalAmount: row.totalAmount,
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    serviceCount: await repo.countServicesOfPurchase(db, { purchaseId: row.id }),
  };
}

function prepareInput(deps: AppDeps, memberId: number, p: Pick<PrepareInput, 'purchaseId' | 'method' | 'pointToUse'> & { memberCouponId?: number | null; depositorName?: string }): PrepareInput {
  return {
    memberId,
    purchaseId: p.purchaseId,
    method: p.method,
    memberCouponId: p.memberCouponId ?? null,
    pointToUse: p.pointToUse,
    depositorName: p.depositorName ?? null,
    cardWindowMinutes: deps.config.CARD_PAYMENT_WINDOW_MINUTES,
    now: deps.now(),
  };
}

/** 카드 결제 준비: 결제창에 넘길 주문번호·금액과 (테스트 결제사면) 결제창 주소 */
export async function prepareCardPayment(deps: AppDeps, memberId: number, body: z.output<typeof CardPrepareBodySchema>): Promise<CardPrepareResponse> {
  const row = await deps.db.transaction((tx) => preparePayment(tx, prepareInput(deps, memberId, { ...body, method: 'CARD' })));
  const gateway = paymentGatewayOf(deps);
  let checkoutUrl: string | null = null;
  if (gateway.name === 'test') {
    const web = webOrigins(deps.config)[0] ?? '';
    const query = new URLSearchParams({
      orderId: row.orderNo,
      amount: String(row.totalAmount),
      orderName: row.orderName,
      successUrl: `${web}/checkout/success`,
      failUrl: `${web}/checkout/fail`,
    });
    checkoutUrl = `${deps.config.API_PUBLIC_URL.replace(/\/$/, '')}/test-gateway/pay?${query.toString()}`;
  }
  return {
    purchaseId: row.id,
    orderId: row.orderNo,
    amount: row.totalAmount,
    orderName: row.orderName,
    customerKey: `member-${memberId}`,
    clientKey: gateway.clientKey,
    provider: gateway.name,
    checkoutUrl,
    easyPay: null,
  };
}

/**
 * 카드 승인: 저장된 금액과 맞는지 본 뒤 결제사에 승인을 요청하고, 한 트랜잭션에서 결제 기록과 PAID 를 남긴다.
 * 같은 결제 키로 다시 오면 같은 답. 승인 뒤 구매가 이미 다른 상태면(만료 경쟁) 결제사에서 취소한다.
 */
export async function authorizeCardPayment(deps: AppDeps, memberId: number, body: z.output<typeof CardAuthorizeBodySchema>): Promise<PaymentResult> {
  const row = await repo.findPurchaseByOrderNo(deps.db, { orderNo: body.orderId });
  if (!row || row.memberId !== memberId) throw purchaseNotFound();
  if (row.status !== 'WAITING_PAYMENT' && row.status !== 'ORDER_FORM' && row.status !== 'EXPIRED') {
    if (row.paymentKey === body.paymentKey) return resultOf(deps.db, row);
    throw purchaseAlreadyPaid();
  }
  if (row.status === 'EXPIRED') throw purchaseExpired();
  if (row.status === 'ORDER_FORM' || row.method !== 'CARD') throw notPrepared();
  if (body.amount !== row.totalAmount) {
    throw new ApiError('AMOUNT_MISMATCH', 400, '결제 금액이 주문 금액과 다릅니다.', { expected: row.totalAmount });
  }
  if (row.depositDeadline && deps.now() > row.depositDeadline) throw purchaseExpired();

  const gateway = paymentGatewayOf(deps);
  const confirmed = await gateway.confirm({
    paymentKey: body.paymentKey,
    orderId: row.orderNo,
    amount: row.totalAmount,
    // 결제 키마다 하나: 같은 승인의 재시도는 결제사가 한 번으로 처리하고, 거절 뒤 새 키로는 다시 시도할 수 있다
    idempotencyKey: `confirm-${row.orderNo}-${shortHash(body.paymentKey)}`,
  });
  if (confirmed.status !== 'DONE' || confirmed.totalAmount !== row.totalAmount || (confirmed.orderId && confirmed.orderId !== row.orderNo)) {
    deps.logger.error({ orderNo: row.orderNo, status: confirmed.status, amount: confirmed.totalAmount }, 'gateway confirmed an unexpected payment');
    await cancelOrphan(deps, row, confirmed, '승인 결과가 주문과 달라 취소합니다.');
    throw new ApiError('PAYMENT_GATEWAY_MISMATCH', 502, '결제 승인 결과가 주문과 달라 결제를 취소했습니다. 다시 시도해주세요.');
  }
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const paid = await markPurchasePaid(tx, {
      purchaseId: row.id,
      method: 'CARD',
      paymentKey: body.paymentKey,
      actor: { memberId, role: 'MEMBER' },
      reason: '카드 결제 승인',
      now,
    });
    if (paid.changed) await repo.insertPayment(tx, paymentRow(gateway.name, row.id, confirmed, 'DONE'));
    return paid;
  });
  const current = (await repo.findPurchaseById(deps.db, { purchaseId: row.id }))!;
  if (!outcome.changed && current.paymentKey !== body.paymentKey) {
    // 승인은 됐지만 그사이 만료·다른 결제로 바뀐 구매: 돈만 빠지지 않게 되돌린다
    await cancelOrphan(deps, row, confirmed, '결제 기한이 지나 승인을 취소합니다.');
    throw new ApiError('PURCHASE_NOT_PAYABLE', 409, '주문 상태가 바뀌어 결제를 취소했습니다. 주문서를 다시 만들어주세요.');
  }
  return resultOf(deps.db, current);
}

function paymentRow(provider: string, purchaseId: number, g: GatewayPayment, status: string) {
  return {
    purchaseId,
    provider,
    paymentKey: g.paymentKey,
    amount: g.totalAmount,
    status,
    canceledAmount: status === 'CANCELED' ? g.totalAmount : 0,
    raw: g.raw,
    approvedAt: g.approvedAt ? new Date(g.approvedAt) : null,
  };
}

async function cancelOrphan(deps: AppDeps, row: repo.PaymentPurchaseRow, confirmed: GatewayPayment, cancelReason: string) {
  const gateway = paymentGatewayOf(deps);
  try {
    await gateway.cancel({ paymentKey: confirmed.paymentKey, cancelReason, idempotencyKey: `cancel-${shortHash(confirmed.paymentKey)}` });
    await repo.insertPayment(deps.db, paymentRow(gateway.name, row.id, confirmed, 'CANCELED'));
  } catch (e) {
    deps.logger.error({ err: e, orderNo: row.orderNo, paymentKey: confirmed.paymentKey }, 'could not cancel an orphan payment');
  }
}

function bankAnswer(deps: AppDeps, row: repo.PaymentPurchaseRow): NoDepositResponse {
  return {
    purchaseId: row.id,
    orderNo: row.orderNo,
    amount: row.totalAmount,
    status: row.status,
    bank: { bankName: deps.config.BANK_NAME, accountNumber: deps.config.BANK_ACCOUNT_NUMBER, accountHolder: deps.config.BANK_ACCOUNT_HOLDER },
    depositorName: row.depositorName ?? '',
    depositDeadline: row.depositDeadline!.toISOString(),
  };
}

/** 무통장입금 준비: 입금할 계좌와 기한(다음 날 자정 전) */
export async function prepareNoDeposit(deps: AppDeps, memberId: number, body: z.output<typeof NoDepositBodySchema>): Promise<NoDepositResponse> {
  const row = await deps.db.transaction(async (tx) => {
    const prepared = await preparePayment(tx, prepareInput(deps, memberId, { ...body, method: 'NO_DEPOSIT' }));
    // 현금영수증은 같은 트랜잭션에서 신청만 적는다: 발급은 입금이 확인된 뒤 일꾼이 한다
    if (body.cashReceipt) await requestCashReceipt(tx, { purchaseId: prepared.id, ...body.cashReceipt });
    return prepared;
  });
  return bankAnswer(deps, row);
}

/** 무통장입금 "입금했어요": 상태는 바꾸지 않는다(운영자가 입금을 확인한다) */
export async function confirmNoDepositSent(deps: AppDeps, memberId: number, purchaseId: number): Promise<NoDepositResponse> {
  const row = await repo.findPurchaseById(deps.db, { purchaseId });
  if (!row || row.memberId !== memberId) throw purchaseNotFound();
  if (row.status === 'ORDER_FORM' || row.method !== 'NO_DEPOSIT') throw notPrepared();
  if (row.status === 'EXPIRED') throw purchaseExpired();
  return bankAnswer(deps, row);
}

/** 적립금 전액 결제: 준비와 결제 완료를 한 트랜잭션에서 */
export async function payWithPoints(deps: AppDeps, memberId: number, body: z.output<typeof FullPointBodySchema>): Promise<PaymentResult> {
  const purchaseId = await deps.db.transaction(async (tx) => {
    const existing = await repo.findPurchaseForUpdate(tx, { purchaseId: body.purchaseId });
    if (existing && existing.memberId === memberId && existing.status === 'PAID' && existing.method === 'FULL_POINT') return existing.id;
    const row = await preparePayment(tx, prepareInput(deps, memberId, { ...body, method: 'FULL_POINT', pointToUse: 'ALL' }));
    await markPurchasePaid(tx, { purchaseId: row.id, method: 'FULL_POINT', actor: { memberId, role: 'MEMBER' }, reason: '적립금 전액 결제', now: deps.now() });
    return row.id;
  });
  return resultOf(deps.db, (await repo.findPurchaseById(deps.db, { purchaseId }))!);
}
