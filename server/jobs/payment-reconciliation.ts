import type { AppDeps } from '../lib/context';
import { ApiError } from '../lib/errors';
import { claimDueAttempts } from '../purchases/payment-attempts.repository';
import { settleByLookUp } from '../purchases/payment-attempts.service';

const BATCH = 20;

export type ReconcileSummary = { checked: number; paid: number; canceled: number; declined: number; open: number; failed: number };

/**
 * 결론 나지 않은 승인 시도를 결제사에 물어 끝낸다. 시도를 잠그며 가져와 물어볼 차례를 미뤄 둔 채(임대) 커밋하고,
 * 그 뒤에 트랜잭션 밖에서 결제사를 부른다: 여러 인스턴스가 같은 시도를 동시에 묻지 않고, 물어보는 사이 죽어도
 * 다음 차례에 다시 묻는다. 아직 요청이 오가는 중일 수 있는 젊은 시도(PAYMENT_RECONCILE_AFTER_SECONDS)는 건드리지 않는다.
 */
export async function reconcilePaymentAttempts(deps: AppDeps, now: Date): Promise<ReconcileSummary> {
  const summary: ReconcileSummary = { checked: 0, paid: 0, canceled: 0, declined: 0, open: 0, failed: 0 };
  const startedBefore = new Date(now.getTime() - deps.config.PAYMENT_RECONCILE_AFTER_SECONDS * 1000);
  for (;;) {
    const claimed = await deps.db.transaction((tx) => claimDueAttempts(tx, { startedBefore, now, limit: BATCH }));
    for (const attempt of claimed) {
      summary.checked += 1;
      try {
        const after = await settleByLookUp(deps, attempt, { decidedBy: 'RECONCILIATION', final: true, now });
        const status = after?.status ?? 'OPEN';
        if (status === 'PAID') summary.paid += 1;
        else if (status === 'CANCELED') summary.canceled += 1;
        else if (status === 'DECLINED') summary.declined += 1;
        else summary.open += 1;
      } catch (e) {
        // 결제사와 통신하지 못한 시도는 그대로 두고 다음 차례에 다시 묻는다
        if (!(e instanceof ApiError)) deps.logger.error({ err: e, paymentKey: attempt.paymentKey }, 'reconciliation failed');
        else deps.logger.warn({ code: e.code, paymentKey: attempt.paymentKey }, 'gateway did not answer a reconciliation look-up');
        summary.failed += 1;
      }
    }
    if (claimed.length < BATCH) return summary;
  }
}
