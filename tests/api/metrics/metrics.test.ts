import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails, notifications, operatorAlerts, panels } from '../../../server/db/schema';
import { startWorker, type Job } from '../../../server/jobs/worker';
import { createMetrics } from '../../../server/metrics/metrics';
import { createApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createTestApp, type TestApp } from '../../helpers/test-app';

// GET /metrics: 토큰, 요청 시간(경로 틀), 작업 시간·실패, 대기열, 패널 잔액, 프로세스 지표

const TOKEN = 'metrics-token-0123456789';
let t: TestApp;
beforeAll(async () => {
  // 일꾼과 앱이 같은 지표를 쓰게 넘긴다(server/index.ts 와 같이)
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN }, deps: { metrics: createMetrics() } });
});
afterAll(() => t.close());

async function scrape(app: TestApp = t, token: string | undefined = TOKEN) {
  const res = await app.request('/metrics', { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

/** 한 줄의 값: 이름{라벨} 값 */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('토큰이 없거나 틀리면 401 METRICS_TOKEN_REQUIRED(한국어), 맞으면 Prometheus 글 형식', async () => {
    for (const token of [undefined, 'wrong-token-0123456789']) {
      const res = await t.json('GET', '/metrics', undefined, token);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'METRICS_TOKEN_REQUIRED', message: '지표를 보려면 올바른 지표 토큰(METRICS_TOKEN)이 필요합니다.' });
    }
    const ok = await scrape();
    expect(ok.status).toBe(200);
    expect(ok.type).toContain('text/plain');
    expect(ok.text).toContain('# TYPE http_request_duration_seconds histogram');
    // 프로세스 지표(prom-client 기본)
    expect(ok.text).toContain('process_resident_memory_bytes');
    expect(ok.text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('운영에서 METRICS_TOKEN 이 없으면 늘 403, 개발에서는 토큰 없이 열린다', async () => {
    // 같은 DB 위에 설정만 다른 앱: 시험마다 DB 를 새로 열지 않는다
    const withEnv = (env: Record<string, string>) => createApp({ ...t.deps, config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_INTERNAL_URL: '', ...env }) });
    const refused = await withEnv({ NODE_ENV: 'production' }).request('/metrics');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'METRICS_NOT_CONFIGURED', message: '운영 환경에서는 METRICS_TOKEN 을 설정해야 지표를 볼 수 있습니다.' });
    expect((await withEnv({}).request('/metrics')).status).toBe(200);
  });

  it('요청 시간은 주소가 아니라 경로 틀과 상태로 센다(없는 주소는 unmatched)', async () => {
    await t.json('GET', '/v1/notices/999991');
    await t.json('GET', '/v1/notices/999992');
    await t.json('GET', '/v1/no-such-thing/1');
    const { text } = await scrape();
    expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/v1/notices/:id",status="404"}')).toBe(2);
    // 주소의 id 는 어느 라벨 값에도 없다(숫자 값 0.000…999991… 은 라벨이 아니므로 라벨 안만 본다)
    expect(text).not.toMatch(/="[^"]*99999[12][^"]*"/);
    expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}')).toBeGreaterThanOrEqual(1);
  });

  it('대기열 깊이·입금 경보·패널 잔액은 긁을 때 DB 에서 읽는다', async () => {
    const member = await t.signup();
    const before = await scrape();
    const notificationsBefore = valueOf(before.text, 'store_outbox_pending{kind="notifications"}') ?? 0;
    const mailsBefore = valueOf(before.text, 'store_outbox_pending{kind="mails"}') ?? 0;
    const flaggedBefore = valueOf(before.text, 'store_deposits_flagged') ?? 0;

    await t.db.insert(mails).values({ template: 'QNA_REPLY', toAddress: 'x@example.com', subject: '답변', text: '본문' });
    await t.db.insert(notifications).values({
      memberId: member.memberId,
      eventKey: `metrics-test:${member.memberId}`,
      templateCode: 'PAYMENT_CONFIRMED',
      channel: 'ATA',
      recipientPhone: '01012345678',
      text: '결제 완료',
      variables: {},
    });
    await t.db.insert(operatorAlerts).values({ kind: 'VIRTUAL_ACCOUNT_ATTENTION', subjectKey: `purchase:${member.memberId}`, message: '입금액이 주문 금액과 다름' });
    const [panel] = await t.db.insert(panels).values({ name: '지표 패널', kind: 'API_V2', apiUrl: 'https://panel.test/api/v2', balance: '12.50', currency: 'USD' }).returning({ id: panels.id });

    const { text } = await scrape();
    expect(valueOf(text, 'store_outbox_pending{kind="notifications"}')).toBe(notificationsBefore + 1);
    expect(valueOf(text, 'store_outbox_pending{kind="mails"}')).toBe(mailsBefore + 1);
    expect(valueOf(text, 'store_deposits_flagged')).toBe(flaggedBefore + 1);
    expect(valueOf(text, `store_panel_balance{panel_id="${panel!.id}",panel="지표 패널",currency="USD"}`)).toBe(12.5);
    expect(valueOf(text, 'store_tasks_due{phase="READY"}')).toBe(0);
    expect(valueOf(text, 'store_payment_attempts_open{status="OPEN"}')).toBe(0);
  });

  it('주기 작업 한 바퀴의 시간과 실패를 작업 이름별로 센다', async () => {
    const runs: Job[] = [
      { name: 'metrics-ok', intervalSeconds: 3600, run: async () => {} },
      { name: 'metrics-broken', intervalSeconds: 3600, run: async () => Promise.reject(new Error('boom')) },
    ];
    let ran = 0;
    const counted = runs.map((j) => ({ ...j, run: async (...a: Parameters<Job['run']>) => { try { return await j.run(...a); } finally { ran++; } } }));
    // 주기를 기다리지 않게 첫 바퀴를 곧바로: intervalSeconds 는 다음 바퀴까지의 간격으로만 쓰인다
    const worker = startWorker(t.deps, counted.map((j) => ({ ...j, intervalSeconds: 0.001 })));
    while (ran < 2) await new Promise((r) => setTimeout(r, 5));
    await worker.stop();
    const { text } = await scrape();
    expect(valueOf(text, 'job_run_duration_seconds_count{job="metrics-ok"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'job_failures_total{job="metrics-ok"}')).toBe(0);
    expect(valueOf(text, 'job_failures_total{job="metrics-broken"}')).toBeGreaterThanOrEqual(1);
  });
});
