import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/client';
import * as repo from './metrics.repository';

/**
 * api 인스턴스 하나의 Prometheus 지표. 요청 시간과 작업 시간은 재는 쪽이 적고, 대기열 깊이와 패널 잔액은
 * 긁어 갈 때(GET /metrics) DB 에서 읽는다: 인스턴스마다 같은 값이므로 대시보드는 max 로 모은다(docs/operations.md)
 */
export type Metrics = {
  registry: Registry;
  /** 요청 하나: route 는 경로 틀(/v1/orders/products/:productId)이라 주소마다 줄이 늘지 않는다 */
  observeRequest: (p: { method: string; route: string; status: number; seconds: number }) => void;
  /** 주기 작업 한 바퀴: 실패면 failures 도 센다 */
  observeJob: (p: { job: string; seconds: number; failed: boolean }) => void;
  /** 대기열·잔액을 읽을 DB 를 붙인다(createApp 이 부른다) */
  attachDatabase: (db: Db, now: () => Date) => void;
};

// 프로세스 지표(CPU·메모리·이벤트 루프·GC)는 프로세스에 하나: 시험이 앱을 여럿 만들어도 관찰자를 한 번만 건다
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300];

export function createMetrics(): Metrics {
  const registry = new Registry();
  let source: { db: Db; now: () => Date } | null = null;

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'api 요청 처리 시간(초), 경로 틀과 상태 코드별',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const jobRuns = new Histogram({
    name: 'job_run_duration_seconds',
    help: '주기 작업 한 바퀴의 시간(초)',
    labelNames: ['job'] as const,
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const jobFailures = new Counter({ name: 'job_failures_total', help: '예외로 끝난 주기 작업 바퀴 수', labelNames: ['job'] as const, registers: [registry] });

  // 긁어 갈 때 한 번 읽어 게이지 다섯을 채운다: 레지스트리가 게이지들을 나란히 읽으므로 모두 같은 읽기 하나를 기다린다
  let reading: Promise<void> | null = null;
  const collect = () => readQueues();
  const tasksDue = new Gauge({ name: 'store_tasks_due', help: '때가 된 작업: READY 는 보낼 것, SENT 는 상태를 물을 것', labelNames: ['phase'] as const, registers: [registry], collect });
  const outbox = new Gauge({ name: 'store_outbox_pending', help: '아직 보내지 않은 알림(notifications)과 메일(mails)', labelNames: ['kind'] as const, registers: [registry], collect });
  const attempts = new Gauge({ name: 'store_payment_attempts_open', help: '결론이 나지 않은 승인 시도', labelNames: ['status'] as const, registers: [registry], collect });
  const flagged = new Gauge({ name: 'store_deposits_flagged', help: '운영자가 봐야 하는 입금(닫히지 않은 가상계좌 경보)', registers: [registry], collect });
  const balances = new Gauge({ name: 'store_panel_balance', help: '켜 둔 패널의 마지막으로 읽은 잔액(패널 통화)', labelNames: ['panel_id', 'panel', 'currency'] as const, registers: [registry], collect });

  async function read() {
    if (!source) return;
    const { db, now } = source;
    const [due, pending, open, flaggedCount, panels] = await Promise.all([
      repo.countTasksDue(db, now()),
      repo.countOutboxPending(db),
      repo.countOpenPaymentAttempts(db),
      repo.countFlaggedDeposits(db),
      repo.listPanelBalances(db),
    ]);
    for (const phase of ['READY', 'SENT']) tasksDue.set({ phase }, due.find((d) => d.phase === phase)?.n ?? 0);
    outbox.set({ kind: 'notifications' }, pending.notifications);
    outbox.set({ kind: 'mails' }, pending.mails);
    for (const status of ['OPEN', 'CANCEL_PENDING']) attempts.set({ status }, open.find((o) => o.status === status)?.n ?? 0);
    flagged.set(flaggedCount);
    // 꺼졌거나 지운 패널의 줄이 남지 않게 비우고 다시 채운다
    balances.reset();
    for (const p of panels) {
      const value = Number(p.balance);
      if (Number.isFinite(value)) balances.set({ panel_id: String(p.id), panel: p.name, currency: p.currency ?? '' }, value);
    }
  }

  function readQueues(): Promise<void> {
    reading ??= read().finally(() => (reading = null));
    return reading;
  }

  return {
    registry,
    observeRequest: ({ method, route, status, seconds }) => requests.observe({ method, route, status: String(status) }, seconds),
    observeJob: ({ job, seconds, failed }) => {
      jobRuns.observe({ job }, seconds);
      if (failed) jobFailures.inc({ job });
      // 아직 실패가 없는 작업도 0 으로 보이게(rate() 가 줄이 없어서 비지 않게)
      else jobFailures.inc({ job }, 0);
    },
    attachDatabase: (db, now) => {
      source = { db, now };
    },
  };
}

/** Prometheus 글 형식: 이 앱의 지표와 프로세스 지표를 한 응답에 */
export async function renderMetrics(metrics: Metrics): Promise<{ body: string; contentType: string }> {
  const merged = Registry.merge([metrics.registry, processMetrics()]);
  return { body: await merged.metrics(), contentType: merged.contentType };
}
