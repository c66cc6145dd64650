import { bankNameOf } from '../../lib/schemas/payment-rules';
import type { PayTo } from '../../lib/schemas/payments';
import { GATEWAY_WINDOW_METHODS, type PaymentMethod, type PurchaseStatus } from '../../lib/schemas/purchases';
import type { Config } from '../config';
import type { Db } from '../db/client';
import * as repo from './purchase-views.repository';

/** 무통장입금으로 받을 가게 계좌(설정) */
export type ShopAccount = Pick<Config, 'BANK_NAME' | 'BANK_ACCOUNT_NUMBER' | 'BANK_ACCOUNT_HOLDER' | 'PAYMENTS_PROVIDER' | 'API_PUBLIC_URL'>;

/** 내장 테스트 결제사의 가상계좌 페이지(입금하기). 그 결제사가 발급했고 지금도 켜져 있을 때만 */
export function testDepositUrlOf(config: Pick<Config, 'PAYMENTS_PROVIDER' | 'API_PUBLIC_URL'>, va: { provider: string; paymentKey: string }): string | null {
  if (va.provider !== 'test' || config.PAYMENTS_PROVIDER !== 'test') return null;
  return `${config.API_PUBLIC_URL.replace(/\/$/, '')}/test-gateway/virtual-accounts/${encodeURIComponent(va.paymentKey)}`;
}

/**
 * 가상계좌의 예금주: 결제사는 계좌를 상점 이름으로 열어 준다(토스의 응답에 예금주 칸은 없고, customerName 은 구매자).
 * 무통장입금 계좌의 예금주와 같은 상점 이름을 쓴다
 */
export const virtualAccountHolder = (shop: Pick<Config, 'BANK_ACCOUNT_HOLDER'>) => shop.BANK_ACCOUNT_HOLDER.slice(0, 60);

/** 같은 주문 줄로 다시 결제할 수 있는 상태: 돈이 나가지 않은 채 끝난 구매 */
export const RETRYABLE_STATUSES: readonly PurchaseStatus[] = ['PAYMENT_FAILED', 'PAYMENT_CANCELED', 'EXPIRED'];
export const isRetryable = (status: PurchaseStatus) => RETRYABLE_STATUSES.includes(status);

/**
 * 결제창(카드·간편결제)을 연 채 떠난 구매: 결제사가 아무 답도 보내지 않아 결제 대기로 남는다. 회원은 다시 결제하거나
 * 취소할 수 있다. 둘 다 api 가 결제사에 열린 승인 시도를 먼저 묻고(failCardPayment), 승인이 오가는 중이면 풀지 않는다
 */
export const isLeftAtGateway = (status: PurchaseStatus, method: PaymentMethod | null) =>
  status === 'WAITING_PAYMENT' && method !== null && (GATEWAY_WINDOW_METHODS as readonly PaymentMethod[]).includes(method);

type PayableRow = {
  id: number;
  status: PurchaseStatus;
  method: PaymentMethod | null;
  totalAmount: number;
  depositDeadline: Date | null;
  depositorName: string | null;
};

/**
 * 아직 입금 전인 계좌 결제의 '입금할 곳': 무통장입금은 가게 계좌, 가상계좌는 발급된 계좌.
 * 목록·상세·완료 화면이 모두 이 값을 그대로 그린다(화면마다 계좌를 따로 알지 않게).
 */
export async function payToByPurchase(db: Db, shop: ShopAccount | null, rows: PayableRow[]): Promise<Map<number, PayTo>> {
  const waiting = rows.filter((r) => r.status === 'WAITING_PAYMENT');
  const result = new Map<number, PayTo>();
  for (const r of waiting) {
    if (!shop || r.method !== 'NO_DEPOSIT' || !r.depositDeadline) continue;
    result.set(r.id, {
      kind: 'NO_DEPOSIT',
      bankName: shop.BANK_NAME,
      accountNumber: shop.BANK_ACCOUNT_NUMBER,
      accountHolder: shop.BANK_ACCOUNT_HOLDER,
      amount: r.totalAmount,
      deadline: r.depositDeadline.toISOString(),
      depositorName: r.depositorName,
    });
  }
  const virtual = waiting.filter((r) => r.method === 'VIRTUAL_ACCOUNT');
  if (virtual.length === 0) return result;
  const accounts = await repo.listVirtualAccountsOf(db, { purchaseIds: virtual.map((r) => r.id) });
  for (const r of virtual) {
    const a = accounts.find((x) => x.purchaseId === r.id);
    if (!a) continue;
    const testDepositUrl = shop ? testDepositUrlOf(shop, a) : null;
    result.set(r.id, {
      kind: 'VIRTUAL_ACCOUNT',
      bankName: bankNameOf(a.bankCode),
      accountNumber: a.accountNumber,
      accountHolder: a.holderName,
      amount: r.totalAmount,
      deadline: a.dueDate.toISOString(),
      depositorName: null,
      ...(testDepositUrl ? { testDepositUrl } : {}),
    });
  }
  return result;
}
