import type { AppDeps } from '../../lib/context';
import { checkPanelBalances } from './balance';
import { createOrderTasks } from './create-tasks';
import { runDailyServices } from './daily';
import { pollSentTasks } from './poll';
import { recoverAbandonedSends, sendDueTasks } from './send';
import { raiseStuckAlerts } from './stuck';

export { backoffSeconds, SENDING_MARGIN_MS } from './send';

export type FulfilmentRunOptions = {
  /** 한 바퀴에 보내는 작업 수 */
  sendBatch?: number;
  /** 한 바퀴에 조회하는 작업 수 */
  pollBatch?: number;
  /** 패널 잔액 확인을 건너뛴다 */
  skipBalance?: boolean;
};

export type FulfilmentRunReport = {
  created: number;
  dailyCreated: number;
  dailySkipped: number;
  recovered: number;
  sent: number;
  polled: number;
  stuckAlerts: number;
  balancesChecked: number;
};

/**
 * 이행 한 바퀴(server/jobs/fulfilment-job.ts 가 부른다). 단계마다 따로 커밋하고 SKIP LOCKED 로 잡으므로
 * 여러 인스턴스가 같은 DB 에서 함께 돌아도 같은 작업을 두 번 보내지 않는다.
 * 한 단계가 실패해도 나머지는 돌고, 끝에 첫 실패를 던진다(일꾼이 기록한다).
 */
export async function runFulfilmentOnce(deps: AppDeps, now: Date, options: FulfilmentRunOptions = {}): Promise<FulfilmentRunReport> {
  const report: FulfilmentRunReport = { created: 0, dailyCreated: 0, dailySkipped: 0, recovered: 0, sent: 0, polled: 0, stuckAlerts: 0, balancesChecked: 0 };
  const errors: unknown[] = [];
  const step = async (name: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (err) {
      deps.logger.error({ err, step: name }, 'fulfilment step failed');
      errors.push(err);
    }
  };

  await step('create', async () => void (report.created = await createOrderTasks(deps, now)));
  await step('daily', async () => {
    const daily = await runDailyServices(deps, now);
    report.dailyCreated = daily.created;
    report.dailySkipped = daily.skipped;
  });
  await step('recover', async () => void (report.recovered = await recoverAbandonedSends(deps, now)));
  await step('send', async () => void (report.sent = await sendDueTasks(deps, now, options.sendBatch)));
  await step('poll', async () => void (report.polled = await pollSentTasks(deps, now, options.pollBatch)));
  await step('stuck', async () => void (report.stuckAlerts = await raiseStuckAlerts(deps, now)));
  if (!options.skipBalance) await step('balance', async () => void (report.balancesChecked = await checkPanelBalances(deps, now)));

  if (errors.length > 0) throw errors[0];
  return report;
}
