import { formatCount } from '../../lib/format';
import type { RefundTarget } from '../../lib/schemas/admin-purchases';
import { bankNameOf } from '../../lib/schemas/payment-rules';
import { paymentMethodLabel } from '../../lib/schemas/purchases';
import type { Db } from '../db/client';
import type { AppDeps } from '../lib/context';
import { HOUR_MS } from '../lib/time';
import { enqueueNotification } from '../notifications/notifications.service';
import { formatDepositDeadline } from './deposit-notice.service';
import * as repo from './purchase-notifications.repository';

/**
 * 주문·결제·환불을 회원에게 알린다. 모두 업무 트랜잭션(tx) 안에서 부른다: 업무가 되돌려지면 알림도 없고,
 * 같은 사건을 두 번 처리해도(웹훅 중복, 승인 재시도) eventKey 가 같아 한 줄만 남는다.
 */
export type NotifyDeps = Pick<AppDeps, 'config' | 'now'>;

/** 알림톡 변수는 비어 있으면 안 된다: 이름 없는 회원(소셜 가입 등)은 '회원'님으로 */
const nameOf = (p: repo.PurchaseNotice) => p.memberName?.trim() || '회원';

async function noticeOf(tx: Db, purchaseId: number) {
  const p = await repo.findPurchaseNotice(tx, { purchaseId });
  if (!p) throw new Error(`구매 ${purchaseId} 가 없습니다`);
  return p;
}

/** 무통장입금 주문 접수: 결제 준비(입금 대기)와 같은 트랜잭션. 같은 준비를 다시 보내도 한 번 */
export async function notifyOrderReceivedBank(deps: NotifyDeps, tx: Db, purchaseId: number) {
  const p = await noticeOf(tx, purchaseId);
  return enqueueNotification(deps, tx, {
    memberId: p.memberId,
    eventKey: `purchase:${p.id}:received`,
    template: 'ORDER_RECEIVED_BANK',
    variables: {
      회원명: nameOf(p),
      주문번호: p.orderNo,
      상품명: p.orderName,
      은행: deps.config.BANK_NAME,
      계좌번호: deps.config.BANK_ACCOUNT_NUMBER,
      예금주: deps.config.BANK_ACCOUNT_HOLDER,
      금액: formatCount(p.totalAmount),
      입금자명: p.depositorName?.trim() || nameOf(p),
      입금기한: formatDepositDeadline(p.depositDeadline!),
    },
  });
}

type IssuedAccount = { bankCode: string; accountNumber: string; dueDate: Date };

/** 가상계좌 주문 접수: 발급된 계좌를 적는 트랜잭션에서. 발급 요청을 다시 보내도 한 번 */
export async function notifyOrderReceivedVirtualAccount(deps: NotifyDeps, tx: Db, purchaseId: number, account: IssuedAccount) {
  const p = await noticeOf(tx, purchaseId);
  // 발급 답을 기다리는 사이 입금·만료로 이미 결론 난 구매에는 입금 안내가 늦었다
  if (p.status !== 'WAITING_PAYMENT') return null;
  return enqueueNotification(deps, tx, {
    memberId: p.memberId,
    eventKey: `purchase:${p.id}:received`,
    template: 'ORDER_RECEIVED_VIRTUAL_ACCOUNT',
    variables: {
      회원명: nameOf(p),
      주문번호: p.orderNo,
      상품명: p.orderName,
      은행: bankNameOf(account.bankCode),
      계좌번호: account.accountNumber,
      금액: formatCount(p.totalAmount),
      입금기한: formatDepositDeadline(account.dueDate),
    },
  });
}

/**
 * 결제 완료(카드·간편결제 승인, 무통장입금 확인, 가상계좌 입금, 적립금 전액 결제). markPurchasePaid 가 실제로
 * 결제 완료로 바꾼 때만 부른다. 적립금 전액 결제는 낸 현금이 0원이라 쓴 적립금을 금액으로 적는다.
 */
export async function notifyPaymentConfirmed(deps: NotifyDeps, tx: Db, purchaseId: number) {
  const p = await noticeOf(tx, purchaseId);
  return enqueueNotification(deps, tx, {
    memberId: p.memberId,
    eventKey: `purchase:${p.id}:paid`,
    template: 'PAYMENT_CONFIRMED',
    variables: {
      회원명: nameOf(p),
      주문번호: p.orderNo,
      결제수단: paymentMethodLabel(p.method, p.easyPayProvider),
      금액: formatCount(p.method === 'FULL_POINT' ? p.pointUsed : p.totalAmount),
    },
  });
}

export type RefundNotice = {
  purchaseId: number;
  /** purchase_refunds 의 id: 환불 한 건에 알림 하나 */
  refundId: number;
  to: RefundTarget;
  /** 카드·계좌·적립금으로 돌려준 금액 */
  amount: number;
  /** 전액 환불로 함께 돌려준, 결제에 썼던 적립금 */
  returnedPoint: number;
  /** 계좌 환불이면 받는 은행 코드 */
  bankCode: string | null;
};

/** 어디로: 카드·간편결제는 그 결제 취소, 계좌는 은행 이름, 적립금은 적립금 */
function refundWhere(p: repo.PurchaseNotice, r: RefundNotice): string {
  if (r.to === 'CARD') return `${paymentMethodLabel(p.method, p.easyPayProvider)} 결제 취소`;
  if (r.to === 'CASH') return r.bankCode ? `${bankNameOf(r.bankCode)} 계좌` : '계좌';
  return '적립금';
}

/**
 * 환불 완료: 구매에 환불이 적히는 트랜잭션에서(무통장입금의 계좌 환불은 운영자가 이체를 적을 때).
 * 전액 환불로 결제에 쓴 적립금도 돌아가면 두 곳을 함께 적는다: "15,000원이 신용·체크카드 결제 취소 12,000원, 적립금 3,000원(으)로".
 */
export async function notifyPurchaseRefunded(deps: NotifyDeps, tx: Db, r: RefundNotice) {
  const p = await noticeOf(tx, r.purchaseId);
  const where = refundWhere(p, r);
  const both = r.to !== 'POINT' && r.amount > 0 && r.returnedPoint > 0;
  return enqueueNotification(deps, tx, {
    memberId: p.memberId,
    eventKey: `purchase:${p.id}:refund:${r.refundId}`,
    template: 'PURCHASE_REFUNDED',
    variables: {
      회원명: nameOf(p),
      주문번호: p.orderNo,
      금액: formatCount(r.amount + r.returnedPoint),
      // 현금 0원 환불(적립금 전액 결제의 환불)은 돌려준 적립금만 남는다
      환불수단: both ? `${where} ${formatCount(r.amount)}원, 적립금 ${formatCount(r.returnedPoint)}원` : r.amount > 0 ? where : '적립금',
    },
  });
}

const REMINDER_BATCH = 50;

/**
 * 입금 기한 안내: 기한 DEPOSIT_REMINDER_LEAD_HOURS 시간 전부터 기한까지, 아직 입금하지 않은 계좌 입금 구매마다 한 번.
 * 구매마다 짧은 트랜잭션에서 줄을 잠그고 다시 본 뒤 넣는다. api 두 대가 함께 돌려도 eventKey 가 같아 한 줄.
 * 넣은(새로 생긴) 안내 수를 돌려준다.
 */
export async function sendDepositReminders(deps: Pick<AppDeps, 'db' | 'config' | 'now'>): Promise<number> {
  const leadHours = deps.config.DEPOSIT_REMINDER_LEAD_HOURS;
  if (leadHours <= 0) return 0;
  const now = deps.now();
  const leadUntil = new Date(now.getTime() + leadHours * HOUR_MS);
  let afterId = 0;
  let queued = 0;
  for (;;) {
    const batch = await repo.listDepositReminderCandidates(deps.db, { now, leadUntil, leadSeconds: leadHours * 3600, afterId, limit: REMINDER_BATCH });
    for (const { id } of batch) {
      const r = await deps.db.transaction(async (tx) => {
        if (!(await repo.lockWaitingForReminder(tx, { purchaseId: id, now }))) return null;
        return remindOne(deps, tx, id);
      });
      if (r && r.notificationIds.length > 0) queued += 1;
    }
    if (batch.length < REMINDER_BATCH) return queued;
    afterId = batch[batch.length - 1]!.id;
  }
}

async function remindOne(deps: NotifyDeps, tx: Db, purchaseId: number) {
  const p = await noticeOf(tx, purchaseId);
  let account: { bank: string; accountNumber: string };
  if (p.method === 'VIRTUAL_ACCOUNT') {
    const va = await repo.findWaitingVirtualAccount(tx, { purchaseId });
    // 발급 답을 받지 못한 가상계좌: 알려 줄 계좌가 없다
    if (!va) return null;
    account = { bank: bankNameOf(va.bankCode), accountNumber: va.accountNumber };
  } else {
    account = { bank: deps.config.BANK_NAME, accountNumber: deps.config.BANK_ACCOUNT_NUMBER };
  }
  return enqueueNotification(deps, tx, {
    memberId: p.memberId,
    eventKey: repo.depositReminderKey(p.id),
    template: 'DEPOSIT_REMINDER',
    variables: {
      회원명: nameOf(p),
      주문번호: p.orderNo,
      은행: account.bank,
      계좌번호: account.accountNumber,
      금액: formatCount(p.totalAmount),
      입금기한: formatDepositDeadline(p.depositDeadline!),
    },
  });
}
