import { formatWon } from '../../lib/format';
import type { PurchaseStatus } from '../../lib/schemas/purchases';
import type { Db } from '../db/client';
import type { WebhookOutcome } from '../db/schema';
import { raiseAlert } from '../tasks/alerts.service';
import type { AppDeps } from '../lib/context';
import type { GatewayPayment } from '../providers/payments';
import * as purchases from '../purchases/payments.repository';
import { expireUnpaidPurchase, markPurchasePaid, type StatusActor } from '../purchases/settlement.service';
import * as accounts from '../purchases/virtual-accounts.repository';

export type Verified = { purchase: purchases.PaymentPurchaseRow; account: accounts.VirtualAccountRow; payment: GatewayPayment };
type Result = { outcome: WebhookOutcome; message: string };
type Log = (tx: Db, r: Result) => Promise<unknown>;

const SYSTEM: StatusActor = { memberId: null, role: 'SYSTEM' };
/** 결제 대기에서 만료·실패·취소로 끝난 구매: 여기에 들어온 돈은 주인 없는 입금이다 */
const CLOSED: PurchaseStatus[] = ['EXPIRED', 'PAYMENT_FAILED', 'PAYMENT_CANCELED'];

const subject = (purchaseId: number, what: string) => `purchase:${purchaseId}:${what}`;

/**
 * 검증을 마친 웹훅: 결제사가 지금 말하는 상태로만 움직인다. 상태 변경과 웹훅 기록은 한 트랜잭션이고,
 * 모든 변경은 조건부라 같은 웹훅이 몇 번 와도(동시에 20번이어도) 결제 완료·결제 기록·서비스는 한 번뿐이다.
 */
export async function applyGatewayAnswer(deps: AppDeps, v: Verified, log: Log): Promise<void> {
  const now = deps.now();
  const r = await deps.db.transaction(async (tx) => {
    const decided = await decide(tx, deps, v, now);
    await log(tx, decided);
    return decided;
  });
  if (r.outcome === 'FLAGGED') deps.logger.warn({ orderNo: v.purchase.orderNo, message: r.message }, 'virtual account flagged for an operator');
}

async function decide(tx: Db, deps: AppDeps, v: Verified, now: Date): Promise<Result> {
  const { purchase, account, payment: g } = v;
  if (g.status === 'DONE') return deposited(tx, deps, v, now);
  if (g.status === 'WAITING_FOR_DEPOSIT') {
    // 입금 뒤 입금 대기로 되돌아감(토스는 이럴 수 있다): 결제 완료를 조용히 되돌리지 않고 운영자에게 넘긴다
    if (!(await accounts.transitionVirtualAccount(tx, { id: account.id, from: ['DONE'], to: 'WAITING_FOR_DEPOSIT', now }))) {
      return { outcome: 'IGNORED', message: '입금 대기' };
    }
    const raised = await raiseAlert(tx, deps, {
      kind: 'VIRTUAL_ACCOUNT_ATTENTION',
      subjectKey: subject(purchase.id, 'reverted'),
      message: `주문 ${purchase.orderNo}: 입금 확인 뒤 결제사 상태가 입금 대기로 돌아갔습니다(${formatWon(g.totalAmount)}). 서비스 진행과 입금 내역을 확인해주세요.`,
      now,
    });
    return { outcome: raised ? 'FLAGGED' : 'DUPLICATE', message: '입금 완료 뒤 입금 대기로 되돌아감' };
  }
  if (g.status === 'CANCELED' || g.status === 'EXPIRED') {
    const to = g.status === 'CANCELED' ? 'CANCELED' : 'EXPIRED';
    const closed = await accounts.transitionVirtualAccount(tx, { id: account.id, from: ['WAITING_FOR_DEPOSIT'], to, now });
    // 입금 전에 결제사에서 닫힌 계좌: 더는 낼 곳이 없으니 구매를 만료시켜 쿠폰·적립금을 돌려준다
    const expired = await expireUnpaidPurchase(tx, { purchaseId: purchase.id, actor: SYSTEM, reason: `가상계좌 ${to === 'CANCELED' ? '취소' : '만료'}(결제사)`, now });
    if (closed || expired.changed) return { outcome: 'APPLIED', message: `가상계좌 닫힘(${to})` };
    return { outcome: 'DUPLICATE', message: '이미 닫힌 가상계좌' };
  }
  return { outcome: 'IGNORED', message: `처리하지 않는 상태(${g.status})` };
}

async function deposited(tx: Db, deps: AppDeps, v: Verified, now: Date): Promise<Result> {
  const { purchase, account, payment: g } = v;
  const depositedAt = g.approvedAt ? new Date(g.approvedAt) : now;
  if (g.totalAmount !== purchase.totalAmount) {
    const raised = await raiseAlert(tx, deps, {
      kind: 'VIRTUAL_ACCOUNT_ATTENTION',
      subjectKey: subject(purchase.id, 'amount'),
      message: `주문 ${purchase.orderNo}: 입금액 ${formatWon(g.totalAmount)}이 주문 금액 ${formatWon(purchase.totalAmount)}과 다릅니다. 결제 완료로 처리하지 않았습니다.`,
      now,
    });
    return { outcome: raised ? 'FLAGGED' : 'DUPLICATE', message: '입금액이 주문 금액과 다름' };
  }
  const paid = await markPurchasePaid(tx, { purchaseId: purchase.id, method: 'VIRTUAL_ACCOUNT', paymentKey: g.paymentKey, actor: SYSTEM, reason: '가상계좌 입금 확인', now, notify: deps });
  await accounts.transitionVirtualAccount(tx, { id: account.id, from: ['WAITING_FOR_DEPOSIT', 'EXPIRED', 'CANCELED'], to: 'DONE', depositedAt, now });
  if (paid.changed) {
    await purchases.insertPayment(tx, paymentRow(deps, purchase.id, g, 'DONE'));
    return { outcome: 'APPLIED', message: '입금 확인: 결제 완료' };
  }
  if (!CLOSED.includes(paid.status)) return { outcome: 'DUPLICATE', message: `이미 처리됨(${paid.status})` };
  // 기한 뒤 늦게 들어온 입금: 잃어버리지 않게 결제 기록(LATE_DEPOSIT)을 남기고 운영자에게 환불을 맡긴다
  await purchases.insertPayment(tx, paymentRow(deps, purchase.id, g, 'LATE_DEPOSIT'));
  const raised = await raiseAlert(tx, deps, {
    kind: 'VIRTUAL_ACCOUNT_ATTENTION',
    subjectKey: subject(purchase.id, 'late'),
    message: `주문 ${purchase.orderNo}: 입금 기한이 지난 뒤 ${formatWon(g.totalAmount)}이 입금되었습니다(주문 상태 ${paid.status}). 회원에게 환불 계좌를 받아 환불해주세요.`,
    now,
  });
  return { outcome: raised ? 'FLAGGED' : 'DUPLICATE', message: '기한 뒤 입금: 운영자 확인 필요' };
}

function paymentRow(deps: AppDeps, purchaseId: number, g: GatewayPayment, status: 'DONE' | 'LATE_DEPOSIT') {
  return {
    purchaseId,
    provider: deps.payments?.name ?? deps.config.PAYMENTS_PROVIDER,
    paymentKey: g.paymentKey,
    amount: g.totalAmount,
    status,
    // 웹훅 secret 은 결제 기록에 남기지 않는다
    raw: { ...g.raw, secret: null },
    approvedAt: g.approvedAt ? new Date(g.approvedAt) : null,
  };
}
