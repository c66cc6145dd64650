import type { AppDeps } from '../lib/context';
import { ApiError } from '../lib/errors';
import { paymentGatewayOf } from '../providers/payments';
import * as repo from './virtual-accounts.repository';

const BATCH = 50;

/**
 * 만료·취소된 구매의 가상계좌를 닫는다(만료 작업 뒤에 돈다). 구매 상태는 이미 커밋되어 있고, 여기서는
 * 결제사 쪽 계좌만 정리한다: 내장 테스트 결제사는 입금 전 취소로 계좌를 닫고, 토스는 기한(dueDate)에
 * 스스로 닫히므로 부르지 않고 EXPIRED 로 적는다. 그사이 입금이 됐으면(취소 거절) 계좌 기록은 그대로 두고,
 * 입금 웹훅이 늦은 입금으로 운영자에게 넘긴다. 닫은 수를 돌려준다.
 */
export async function closeExpiredVirtualAccounts(deps: AppDeps): Promise<number> {
  const gateway = paymentGatewayOf(deps);
  const rows = await repo.listVirtualAccountsToClose(deps.db, { limit: BATCH });
  let closed = 0;
  for (const row of rows) {
    if (gateway.name === 'test') {
      try {
        await gateway.cancel({ paymentKey: row.paymentKey, cancelReason: '입금 기한 만료', idempotencyKey: `va-close-${row.orderNo}` });
      } catch (e) {
        // 이미 입금됐거나 닫힌 계좌: 결제사의 지금 상태를 보고 판단한다
        if (!(e instanceof ApiError) || e.code !== 'PAYMENT_REJECTED') {
          deps.logger.warn({ err: e, orderNo: row.orderNo }, 'could not close a virtual account');
          continue;
        }
        const now = await gateway.getPayment(row.paymentKey).catch(() => null);
        if (now && now.status !== 'CANCELED' && now.status !== 'EXPIRED') continue;
      }
    }
    if (await repo.transitionVirtualAccount(deps.db, { id: row.accountId, from: ['WAITING_FOR_DEPOSIT'], to: 'EXPIRED', now: deps.now() })) closed += 1;
  }
  return closed;
}
