import type {
  CardPrepareBodySchema,
  CardPrepareResponse,
  FullPointBodySchema,
  NoDepositBodySchema,
  NoDepositResponse,
  PaymentResult,
} from '../../lib/schemas/payments';
import type { z } from 'zod';
import type { EasyPayProvider } from '../../lib/schemas/purchases';
import { requestCashReceipt } from '../cash-receipts/cash-receipts.service';
import { webOrigins } from '../config';
import type { Db } from '../db/client';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import { paymentGatewayOf } from '../providers/payments';
import { preparePayment, purchaseExpired, purchaseNotFound, type PrepareInput } from './payment-preparation.service';
import * as repo from './payments.repository';
import { markPurchasePaid } from './settlement.service';
import { notifyOrderReceivedBank } from './purchase-notifications.service';

const notPrepared = () => fail('PURCHASE_NOT_PREPARED');

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

function prepareInput(
  deps: AppDeps,
  memberId: number,
  p: Pick<PrepareInput, 'purchaseId' | 'method' | 'pointToUse'> & { memberCouponId?: number | null; depositorName?: string; easyPay?: EasyPayProvider | null },
): PrepareInput {
  return {
    easyPayProvider: p.easyPay ?? null,
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

/**
 * 카드 결제 준비: 결제창에 넘길 주문번호·금액과 (테스트 결제사면) 결제창 주소. easyPay 를 주면 같은 결제창의
 * 간편결제(EASY_PAY)로 준비하고 어느 것인지 구매에 적어 둔다: 승인·대사·환불은 카드와 같은 길이다.
 */
export async function prepareCardPayment(deps: AppDeps, memberId: number, body: z.output<typeof CardPrepareBodySchema>): Promise<CardPrepareResponse> {
  const easyPay = body.easyPay ?? null;
  const method = easyPay ? 'EASY_PAY' : 'CARD';
  const row = await deps.db.transaction((tx) => preparePayment(tx, prepareInput(deps, memberId, { ...body, easyPay, method })));
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
    if (easyPay) query.set('easyPay', easyPay);
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
    easyPay,
  };
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
    // 입금할 계좌와 기한을 회원 휴대폰으로도: 같은 준비를 다시 보내도 eventKey 가 같아 한 번
    await notifyOrderReceivedBank(deps, tx, prepared.id);
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
    await markPurchasePaid(tx, { purchaseId: row.id, method: 'FULL_POINT', actor: { memberId, role: 'MEMBER' }, reason: '적립금 전액 결제', now: deps.now(), notify: deps });
    return row.id;
  });
  return resultOf(deps.db, (await repo.findPurchaseById(deps.db, { purchaseId }))!);
}
