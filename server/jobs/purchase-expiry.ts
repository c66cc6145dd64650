import type { AppDeps } from '../lib/context';
import { claimOverdueWaitingPurchases, hasUnsettledAttempt } from '../purchases/settlement.repository';
import { expireUnpaidPurchase } from '../purchases/settlement.service';

const BATCH = 50;

/**
 * 기한이 지난 결제 대기 구매를 만료시킨다. 묶음마다 한 트랜잭션, SKIP LOCKED 로
 * 여러 인스턴스가 같은 줄을 잡지 않는다. 승인 시도가 열린 구매는 건너뛴다. 만료시킨 수를 돌려준다.
 */
export async function expireOverduePurchases(deps: Pick<AppDeps, 'db'>, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await deps.db.transaction(async (tx) => {
      const ids = await claimOverdueWaitingPurchases(tx, { now, limit: BATCH });
      let n = 0;
      for (const purchaseId of ids) {
        // 줄을 잠근 뒤 새 문장으로 다시 본다: 잡기 직전에 커밋된 승인 시도도 보이게(대사 작업이 먼저 결론 낸다)
        if (await hasUnsettledAttempt(tx, { purchaseId })) continue;
        const r = await expireUnpaidPurchase(tx, { purchaseId, actor: { memberId: null, role: 'SYSTEM' }, reason: '결제 기한 만료', now });
        if (r.changed) n += 1;
      }
      return { claimed: ids.length, n };
    });
    total += expired.n;
    if (expired.claimed < BATCH) return total;
  }
}
