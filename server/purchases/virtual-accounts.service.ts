import type { z } from 'zod';
import { bankNameOf } from '../../lib/schemas/payment-rules';
import type { PayTo, VirtualAccountBodySchema, VirtualAccountResponse } from '../../lib/schemas/payments';
import type { AppDeps } from '../lib/context';
import { requestCashReceipt } from '../cash-receipts/cash-receipts.service';
import { ApiError, fail } from '../lib/errors';
import { sha256Hex } from '../lib/hash';
import { paymentGatewayOf, type GatewayPayment } from '../providers/payments';
import { preparePayment, purchaseNotFound } from './payment-preparation.service';
import * as payments from './payments.repository';
import { releaseFailedPurchase } from './settlement.service';
import { notifyOrderReceivedVirtualAccount } from './purchase-notifications.service';
import { virtualAccountHolder } from './purchase-views.service';
import * as repo from './virtual-accounts.repository';

type Body = z.output<typeof VirtualAccountBodySchema>;

/** 주문번호마다 하나: 다시 보낸 발급 요청은 결제사가 같은 계좌로 답한다 */
export const issueKeyOf = (orderNo: string) => `va-issue-${orderNo}`;

const refused = () =>
  fail('VIRTUAL_ACCOUNT_REFUSED');
const wrongIssue = () => fail('VIRTUAL_ACCOUNT_MISMATCH');

function testDepositUrl(deps: AppDeps, paymentKey: string): string | null {
  if (paymentGatewayOf(deps).name !== 'test') return null;
  return `${deps.config.API_PUBLIC_URL.replace(/\/$/, '')}/test-gateway/virtual-accounts/${encodeURIComponent(paymentKey)}`;
}

/** 구매 화면(상세·목록·완료)의 payTo: 발급된 가상계좌로 입금할 곳 */
export function payToOfVirtualAccount(va: repo.VirtualAccountRow, amount: number): PayTo {
  return {
    kind: 'VIRTUAL_ACCOUNT',
    bankName: bankNameOf(va.bankCode),
    accountNumber: va.accountNumber,
    accountHolder: va.holderName,
    amount,
    deadline: va.dueDate.toISOString(),
    depositorName: null,
  };
}

function answerOf(deps: AppDeps, row: payments.PaymentPurchaseRow, va: repo.VirtualAccountRow): VirtualAccountResponse {
  return {
    purchaseId: row.id,
    orderNo: row.orderNo,
    amount: row.totalAmount,
    status: row.status,
    payTo: payToOfVirtualAccount(va, row.totalAmount),
    testDepositUrl: va.status === 'WAITING_FOR_DEPOSIT' ? testDepositUrl(deps, va.paymentKey) : null,
  };
}

/**
 * 가상계좌 결제: ① 준비(쿠폰 예약·적립금 차감·결제 대기)를 커밋하고 ② 결제사에 계좌 발급을 청한 뒤
 * ③ 발급된 계좌를 새 트랜잭션에 적는다. 결제사는 트랜잭션 밖에서만 부른다(PGlite 는 연결이 하나).
 * 같은 요청을 다시 보내면 같은 계좌. 결제사가 거절하면 구매를 PAYMENT_FAILED 로 풀고, 통신이 끊기면 502:
 * 같은 본문으로 다시 보내면 같은 Idempotency-Key 로 같은 계좌를 받는다.
 */
export async function issueVirtualAccount(deps: AppDeps, memberId: number, body: Body): Promise<VirtualAccountResponse> {
  const existing = await payments.findPurchaseById(deps.db, { purchaseId: body.purchaseId });
  if (!existing || existing.memberId !== memberId) throw purchaseNotFound();
  if (existing.method === 'VIRTUAL_ACCOUNT') {
    const va = await repo.findVirtualAccountOfPurchase(deps.db, { purchaseId: existing.id });
    if (va) return answerOf(deps, existing, va);
    if (existing.status === 'PAYMENT_FAILED') throw refused();
  }

  const row = await deps.db.transaction(async (tx) => {
    const prepared = await preparePayment(tx, {
      memberId,
      purchaseId: body.purchaseId,
      method: 'VIRTUAL_ACCOUNT',
      memberCouponId: body.memberCouponId ?? null,
      pointToUse: body.pointToUse,
      depositorName: null,
      // 준비 단계의 기한은 계좌 유효 시간: 발급 뒤 결제사가 정한 계좌 기한으로 맞춘다
      cardWindowMinutes: deps.config.VIRTUAL_ACCOUNT_VALID_HOURS * 60,
      now: deps.now(),
    });
    if (body.cashReceipt) {
      await requestCashReceipt(tx, { purchaseId: prepared.id, type: body.cashReceipt.type, identityNumber: body.cashReceipt.identityNumber });
    }
    return prepared;
  });

  const gateway = paymentGatewayOf(deps);
  let issued: GatewayPayment;
  try {
    issued = await gateway.issueVirtualAccount({
      orderId: row.orderNo,
      orderName: row.orderName.slice(0, 100),
      amount: row.totalAmount,
      customerName: ((await repo.findMemberName(deps.db, { memberId })) ?? '').trim().slice(0, 30) || '구매자',
      bankCode: body.bankCode,
      validHours: deps.config.VIRTUAL_ACCOUNT_VALID_HOURS,
      idempotencyKey: issueKeyOf(row.orderNo),
    });
  } catch (e) {
    if (e instanceof ApiError && e.code === 'PAYMENT_REJECTED') await releaseRefused(deps, row.id, memberId, e.message);
    throw e;
  }
  const account = issued.virtualAccount;
  if (!account || !issued.paymentKey || issued.totalAmount !== row.totalAmount || (issued.orderId && issued.orderId !== row.orderNo)) {
    deps.logger.error({ orderNo: row.orderNo, paymentKey: issued.paymentKey, amount: issued.totalAmount }, 'gateway issued an unexpected virtual account');
    throw wrongIssue();
  }
  const dueDate = account.dueDate ? new Date(account.dueDate) : new Date(deps.now().getTime() + deps.config.VIRTUAL_ACCOUNT_VALID_HOURS * 3_600_000);
  const now = deps.now();
  const va = await deps.db.transaction(async (tx) => {
    const recorded = await repo.insertVirtualAccountIfAbsent(tx, {
      purchaseId: row.id,
      provider: gateway.name,
      paymentKey: issued.paymentKey,
      bankCode: account.bankCode || body.bankCode,
      accountNumber: account.accountNumber,
      // 토스의 virtualAccount.customerName 은 계좌를 받은 고객(구매자)이다. 입금하는 은행에 보이는 예금주는 상점 이름
      holderName: virtualAccountHolder(deps.config),
      dueDate,
      secretHash: issued.secret ? sha256Hex(issued.secret) : null,
    });
    await repo.setDeadlineIfWaiting(tx, { purchaseId: row.id, deadline: recorded.dueDate, now });
    // 먼저 적힌 계좌(동시 요청)로 알린다. 같은 발급을 다시 보내도 eventKey 가 같아 한 번
    await notifyOrderReceivedVirtualAccount(deps, tx, row.id, recorded);
    return recorded;
  });
  return answerOf(deps, (await payments.findPurchaseById(deps.db, { purchaseId: row.id }))!, va);
}

/** 발급 거절: 카드 거절과 같은 풀기(결제 대기 → PAYMENT_FAILED, 쿠폰과 적립금을 같은 트랜잭션에서 한 번) */
async function releaseRefused(deps: AppDeps, purchaseId: number, memberId: number, message: string) {
  const now = deps.now();
  await deps.db.transaction((tx) =>
    releaseFailedPurchase(tx, { purchaseId, status: 'PAYMENT_FAILED', actor: { memberId, role: 'MEMBER' }, reason: `가상계좌 발급 거절: ${message}`.slice(0, 200), now }),
  );
}
