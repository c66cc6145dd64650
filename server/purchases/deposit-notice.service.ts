import type { PendingDepositNotice } from '../../lib/schemas/admin-purchases';
import type { AppDeps } from '../lib/context';
import { listPendingDepositPurchases } from './admin-purchases.repository';
import { formatWon } from '../../lib/schemas/number-text';

/** 안내문 머리의 상호 */
export const STORE_NAME = '그로스몰';

const seoulMinute = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * 기한은 "이 분까지 입금"으로 읽힌다: 기한 직전 순간이 속한 분을 보인다.
 * 그래서 자정(다음 날 00:00)에 끝나는 기한은 그날 23:59 로 적힌다.
 */
export function formatDepositDeadline(deadline: Date): string {
  const parts = seoulMinute.formatToParts(new Date(deadline.getTime() - 1));
  const pick = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${pick('year')}년 ${pick('month')}월 ${pick('day')}일 ${pick('hour')}:${pick('minute')}`;
}

type Bank = { bankName: string; accountNumber: string; accountHolder: string };

export function depositNoticeText(p: Bank & { orderNo: string; amount: number; depositorName: string | null; depositDeadline: Date | null }) {
  return [
    `[${STORE_NAME}] 입금 안내`,
    `주문번호: ${p.orderNo}`,
    `입금 금액: ${formatWon(p.amount)}`,
    `입금 계좌: ${p.bankName} ${p.accountNumber} ${p.accountHolder}`,
    `입금자명: ${p.depositorName ?? '-'}`,
    ...(p.depositDeadline ? [`입금 기한: ${formatDepositDeadline(p.depositDeadline)}`, '기한이 지나면 주문이 자동 취소됩니다.'] : []),
  ].join('\n');
}

/** 입금을 기다리는 무통장입금 구매마다 보낼 안내문 (오래된 주문부터) */
export async function listPendingDepositNotices(deps: AppDeps): Promise<{ items: PendingDepositNotice[] }> {
  const bank: Bank = {
    bankName: deps.config.BANK_NAME,
    accountNumber: deps.config.BANK_ACCOUNT_NUMBER,
    accountHolder: deps.config.BANK_ACCOUNT_HOLDER,
  };
  const rows = await listPendingDepositPurchases(deps.db);
  return {
    items: rows.map((r) => ({
      ...r,
      ...bank,
      depositDeadline: r.depositDeadline ? r.depositDeadline.toISOString() : null,
      message: depositNoticeText({ ...r, ...bank }),
    })),
  };
}
