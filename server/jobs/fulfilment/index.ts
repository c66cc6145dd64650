import type { AppDeps } from '../../lib/context';
import { checkPanelBalances } from './balance';
import { createOrderTasks } from './create-tasks';
import { runDailyServices } from './daily';
import { POLL_BATCH, pollSentTasks } from './poll';
import { raiseBacklogAlert } from './backlog';
import { recoverAbandonedSends, sendDueTasks } from './send';
import { raiseStuckAlerts } from './stuck';

export { backoffSeconds, SEND_BUDGET_MS, SENDING_MARGIN_MS } from './send';
export { BACKLOG_SUBJECT } from './backlog';

export type FulfilmentRunOptions = {
  /** 패널 하나에 동시에 걸어 두는 전송 수(없으면 FULFILMENT_CONCURRENCY_PER_PANEL) */
  sendConcurrency?: number;
  /** 보내기 단계가 새 작업을 잡는 시간(없으면 SEND_BUDGET_MS) */
  sendBudgetMs?: number;
  /** 만들기 단계가 새 묶음을 잡는 시간(없으면 CREATE_BUDGET_MS) */
  createBudgetMs?: number;
  /** abort 되면(일꾼이 멈출 때) 보내기 단계는 새 작업을 잡지 않고 걸어 둔 전송만 마친다 */
  signal?: AbortSignal;
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
  backlogAlerts: number;
  /** 시간이나 묶음 한도 때문에 할 일을 남기고 끝났다: 일꾼은 쉬지 않고 다음 바퀴를 돈다 */
  more: boolean;
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
  const report: FulfilmentRunReport = { created: 0, dailyCreated: 0, dailySkipped: 0, recovered: 0, sent: 0, polled: 0, stuckAlerts: 0, balancesChecked: 0, backlogAlerts: 0, more: false };
  const errors: unknown[] = [];
  const step = async (name: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (err) {
      deps.logger.error({ err, step: name }, 'fulfilment step failed');
      errors.push(err);
    }
  };

  await step('create', async () => {
    const r = await createOrderTasks(deps, clock, options.createBudgetMs);
    report.created = r.created;
    report.more ||= r.more;
  });
  await step('daily', async () => {
    const daily = await runDailyServices(deps, clock);
    report.dailyCreated = daily.created;
    report.dailySkipped = daily.skipped;
  });
  await step('recover', async () => void (report.recovered = await recoverAbandonedSends(deps, clock())));
  await step('send', async () => {
    const r = await sendDueTasks(deps, clock, { concurrencyPerPanel: options.sendConcurrency, budgetMs: options.sendBudgetMs, signal: options.signal });
    report.sent = r.sent;
    report.more ||= r.more;
  });
  await step('poll', async () => {
    const pollBatch = options.pollBatch ?? POLL_BATCH;
    report.polled = await pollSentTasks(deps, clock, pollBatch);
    report.more ||= report.polled >= pollBatch;
  });
  await step('stuck', async () => void (report.stuckAlerts = await raiseStuckAlerts(deps, clock())));
  await step('backlog', async () => void (report.backlogAlerts = Number(await raiseBacklogAlert(deps, clock()))));
  if (!options.skipBalance) await step('balance', async () => void (report.balancesChecked = await checkPanelBalances(deps, clock())));

  if (errors.length > 0) throw errors[0];
  return report;
}
