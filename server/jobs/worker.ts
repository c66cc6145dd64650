import type { AppDeps } from '../lib/context';
import { expireOverduePurchases } from './purchase-expiry';

export type Worker = { stop: () => Promise<void> };

/** 주기 작업 루프. 한 번이 끝난 뒤 다음을 예약하므로 겹쳐 돌지 않는다. intervalSeconds 가 0 이면 돌리지 않는다 */
export function startWorker(deps: AppDeps, intervalSeconds = deps.config.PURCHASE_EXPIRY_INTERVAL_SECONDS): Worker {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = intervalSeconds <= 0;

  const tick = async () => {
    try {
      const n = await expireOverduePurchases(deps, deps.now());
      if (n > 0) deps.logger.info({ expired: n }, 'expired unpaid purchases');
    } catch (err) {
      deps.logger.error({ err }, 'purchase expiry failed');
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(() => {
        running = null;
        schedule();
      });
    }, intervalSeconds * 1000);
    timer.unref();
  };
  schedule();

  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
