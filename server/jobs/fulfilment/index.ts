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

/** 지금 시각. 한 바퀴가 오래 걸릴 수 있어(일일 대상 조회, 패널 응답) 단계마다 다시 읽는다 */
export type Clock = () => Date;

/**
 * 이행 한 바퀴(server/jobs/fulfilment-job.ts 가 부른다). 단계마다 따로 커밋하고 SKIP LOCKED 로 잡으므로
 * 여러 인스턴스가 같은 DB 에서 함께 돌아도 같은 작업을 두 번 보내지 않는다.
 * 시계(clock)는 단계를 시작할 때마다 읽는다: 앞 단계가 오래 걸려도 SENDING 표시·조회 임대·23시 판단이 실제 시각을 따른다.
 * Date 를 주면 모든 단계가 그 시각을 쓴다(시험).
 * 한 단계가 실패해도 나머지는 돌고, 끝에 첫 실패를 던진다(일꾼이 기록한다).
 */
export async function runFulfilmentOnce(deps: AppDeps, at: Date | Clock, options: FulfilmentRunOptions = {}): Promise<FulfilmentRunReport> {
  const clock: Clock = typeof at === 'function' ? at : () => at;
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

  await step('create', async () => void (report.created = await createOrderTasks(deps, clock())));
  await step('daily', async () => {
    const daily = await runDailyServices(deps, clock);
    report.dailyCreated = daily.created;
    report.dailySkipped = daily.skipped;
  });
  await step('recover', async () => void (report.recovered = await recoverAbandonedSends(deps, clock())));
  await step('send', async () => void (report.sent = await sendDueTasks(deps, clock, options.sendBatch)));
  await step('poll', async () => void (report.polled = await pollSentTasks(deps, clock, options.pollBatch)));
  await step('stuck', async () => void (report.stuckAlerts = await raiseStuckAlerts(deps, clock())));
  if (!options.skipBalance) await step('balance', async () => void (report.balancesChecked = await checkPanelBalances(deps, clock())));

  if (errors.length > 0) throw errors[0];
  return report;
}
