import type { AppDeps } from '../lib/context';
import { cashReceiptJob } from './cash-receipt-job';
import { fulfilmentJob } from './fulfilment-job';
import { mailJob } from './mail-job';
import { notificationJob } from './notification-job';
import { reconcilePaymentAttempts } from './payment-reconciliation';
import { closeExpiredVirtualAccounts } from '../purchases/virtual-account-expiry.service';
import { expireOverduePurchases } from './purchase-expiry';
import { reviewImageCleanupJob } from './review-image-cleanup';
import { shortfallJob } from './shortfall-job';
import { socialAccountsJob } from './social-accounts-job';

export type Worker = { stop: () => Promise<void> };

/** run 이 runAgain 을 주면 주기를 기다리지 않고 곧바로 다시 돈다(할 일이 남았을 때) */
export type JobResult = { runAgain?: boolean };

/** 주기 작업 하나. run 이 끝난 뒤 다음을 예약하므로 같은 작업이 겹쳐 돌지 않는다 */
export type Job = {
  name: string;
  /** 0 이면 돌리지 않는다 */
  intervalSeconds: number;
  /** signal 은 일꾼이 멈출 때 abort 된다: 긴 바퀴는 새 일을 잡지 않고 걸어 둔 것만 마친다 */
  run: (deps: AppDeps, now: Date, signal: AbortSignal) => Promise<void | JobResult>;
};

export function purchaseExpiryJob(deps: AppDeps): Job {
  return {
    name: 'purchase-expiry',
    intervalSeconds: deps.config.PURCHASE_EXPIRY_INTERVAL_SECONDS,
    run: async (d, now) => {
      const n = await expireOverduePurchases(d, now);
      if (n > 0) d.logger.info({ expired: n }, 'expired unpaid purchases');
      const closed = await closeExpiredVirtualAccounts(d);
      if (closed > 0) d.logger.info({ closed }, 'closed virtual accounts of expired purchases');
    },
  };
}

export function paymentReconciliationJob(deps: AppDeps): Job {
  return {
    name: 'payment-reconciliation',
    intervalSeconds: deps.config.PAYMENT_RECONCILE_INTERVAL_SECONDS,
    run: async (d, now) => {
      const s = await reconcilePaymentAttempts(d, now);
      if (s.checked > 0) d.logger.info(s, 'reconciled open payment attempts');
    },
  };
}

/** api 프로세스 안의 작업들: 미결제 만료, 승인 시도 대사, 이행(전송·조회·일일·재충전·경보), 미진행 수량 처리, 메일 보내기, 알림톡·문자 보내기, 묶이지 않은 후기 사진 정리, 현금영수증, 소셜 연결 끊기 */
export function defaultJobs(deps: AppDeps): Job[] {
  return [purchaseExpiryJob(deps), paymentReconciliationJob(deps), fulfilmentJob(deps), shortfallJob(deps), mailJob(deps), notificationJob(deps), reviewImageCleanupJob(), cashReceiptJob(deps), socialAccountsJob(deps)];
}

/** 작업마다 따로 도는 루프. stop 은 돌고 있는 한 번이 끝나기를 기다린다 */
export function startWorker(deps: AppDeps, jobs: Job[] = defaultJobs(deps)): Worker {
  let stopped = false;
  const stopping = new AbortController();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

  for (const job of jobs) {
    if (job.intervalSeconds <= 0) continue;
    const schedule = (delayMs: number) => {
      if (stopped) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        const started = performance.now();
        const observe = (failed: boolean) => deps.metrics?.observeJob({ job: job.name, seconds: (performance.now() - started) / 1000, failed });
        const p = job
          .run(deps, deps.now(), stopping.signal)
          .then((r) => {
            observe(false);
            return r && r.runAgain ? 0 : job.intervalSeconds * 1000;
          })
          .catch((err: unknown) => {
            observe(true);
            deps.logger.error({ err, job: job.name }, 'job failed');
            return job.intervalSeconds * 1000;
          })
          .then((next) => {
            running.delete(p);
            schedule(next);
          });
        running.add(p);
      }, delayMs);
      timer.unref();
      timers.add(timer);
    };
    schedule(job.intervalSeconds * 1000);
  }

  return {
    stop: async () => {
      stopped = true;
      stopping.abort();
      for (const t of timers) clearTimeout(t);
      await Promise.all([...running]);
    },
  };
}
