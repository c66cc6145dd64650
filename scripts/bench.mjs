// npm run bench – api 처리량(맨 node:http 대비), 스토어프론트 첫 화면 JS, Lighthouse 모바일, 화면 처리량(최소 Next 앱 대비).
// 루프백만 쓰고, 띄운 프로세스는 끝날 때(실패해도) 모두 끈다. 포트: 4401 api, 4402 맨 서버, 4403-4404 next start, 4405 Chromium.
// 옵션: --api-only, --web-only, --duration=8, --warmup=2, --connections=50, --rounds=4,
//   --web-connections=10 (화면 처리량의 동시 연결), --lighthouse-runs=3 (주소마다, 점수의 중앙값), --no-lighthouse, --no-web-rps,
//   --api-root=<폴더>  (api 를 다른 작업 사본에서 빌드해 잰다: 고치기 전후 비교용)
//   --fulfilment  이행 일꾼만 잰다: 결제된 서비스 --tasks=10000 건을 루프백 패널(--panel-delay=200 ms)로 보내는 처리량,
//     api 인스턴스 하나와 둘(같은 PostgreSQL, 포트 4411-4412). TEST_DATABASE_URL 이 없으면 scripts/with-postgres.sh 로 띄운다
//     (PG_TEST_PORT, 기본 54339). --concurrency=N 은 FULFILMENT_CONCURRENCY_PER_PANEL 을 바꿔 잰다
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiTable, benchApi, discoverCatalogue, formatTable, measurePair, newWorkDir, startApi, startBare } from './bench/api.mjs';
import { benchFulfilment, fulfilmentProblems, fulfilmentTable } from './bench/fulfilment.mjs';
import { auditUrl, CHROMIUM, ensureChromium, LIGHTHOUSE_BUDGET, startChromium, withinBudget } from './bench/lighthouse.mjs';
import { stopAll, stopAllSync, stopProcess } from './bench/proc.mjs';
import { buildMinimal, buildStorefront, measureRoutes, pickRoutes, removeMinimal, routeCache, startNext } from './bench/web.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? true];
  }),
);
const opts = {
  duration: Number(args.duration ?? 8),
  warmup: Number(args.warmup ?? 2),
  connections: Number(args.connections ?? 50),
  rounds: Number(args.rounds ?? 4),
  api: !args['web-only'],
  apiRoot: args['api-root'] ? path.resolve(String(args['api-root'])) : root,
  web: !args['api-only'],
  fulfilment: Boolean(args.fulfilment),
  tasks: Number(args.tasks ?? 10_000),
  panelDelay: Number(args['panel-delay'] ?? 200),
  concurrency: args.concurrency ? Number(args.concurrency) : undefined,
  webConnections: Number(args['web-connections'] ?? 10),
  lighthouseRuns: Number(args['lighthouse-runs'] ?? 3),
  lighthouse: !args['no-lighthouse'],
  webRps: !args['no-web-rps'],
};

// 이행 벤치는 PostgreSQL 이 있어야 한다: 없으면 버리는 서버를 띄워 그 안에서 이 스크립트를 다시 돌린다
if (opts.fulfilment && !process.env.TEST_DATABASE_URL) {
  const { spawnSync } = await import('node:child_process');
  const r = spawnSync('bash', [path.join(root, 'scripts/with-postgres.sh'), process.execPath, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, PG_TEST_PORT: process.env.PG_TEST_PORT ?? '54339' },
  });
  process.exit(r.status ?? 1);
}
const API_TARGET = 0.5;
const WEB_TARGET = 1.3;
/** 일꾼 두 인스턴스가 한 인스턴스보다 '분명히 더' 보내는 선: 30% 넘게 */
const FULFILMENT_SCALE_TARGET = 1.3;
/** 화면 처리량: 최소 Next 앱(정적 <h1> 한 줄)의 이만큼은 내야 한다 */
const WEB_RPS_TARGET = 0.5;

// 전체 상한: 빌드가 멈춰도 벤치마크는 끝난다.
const hardStop = setTimeout(() => {
  console.error('bench: 30분 상한을 넘겨 멈춥니다');
  stopAllSync();
  process.exit(1);
}, 30 * 60_000);
hardStop.unref();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAllSync();
    removeMinimal(root);
    process.exit(130);
  });
}
process.on('exit', stopAllSync);

const kb = (bytes) => (bytes / 1024).toFixed(1);
const machine = () => ({
  date: new Date().toISOString(),
  nproc: availableParallelism(),
  node: process.version,
  load1: Number(loadavg()[0].toFixed(2)),
});

async function runWeb({ workDir, apiBase, catalogue }) {
  if (opts.lighthouse) await ensureChromium({ root, workDir });
  console.log('\n[web] 스토어프론트 빌드 (NEXT_DIST_DIR=.next-bench) ...');
  await buildStorefront({ root, workDir, apiBase });
  console.log('[web] 최소 앱 빌드 (.next-bench-min) ...');
  const minimalDir = await buildMinimal({ root, workDir });
  try {
    const routes = pickRoutes(root, catalogue);
    // 두 서버를 함께 띄워 두고 번갈아 잰다: 같은 2코어를 나눠 쓰는 동안 두 쪽이 비슷한 부하를 겪게
    const minimal = await startNext({ root, cwd: minimalDir, port: 4404, workDir, name: 'minimal' });
    const web = await startNext({ root, cwd: root, port: 4403, workDir, name: 'web', env: { API_INTERNAL_URL: apiBase } });
    const [baseline] = await measureRoutes(minimal.base, [{ name: 'minimal', pattern: '/', candidates: ['/'] }]);
    const results = await measureRoutes(web.base, routes.wanted);

    const rows = [baseline, ...results].map((r) =>
      r.missing
        ? [r.name, '(아직 라우트 없음)', '', '', '', '', '']
        : r.status !== 200
          ? [r.name, `${r.pattern} → ${r.status}`, '', '', '', '', '']
          : [r.name, r.route, String(r.chunks.length), kb(r.rawBytes), kb(r.gzipBytes), ratioCell(r.gzipBytes / baseline.gzipBytes), r.contains.join(',')],
    );
    console.log(`\n[web] first-load JS (모든 <script src> 청크, gzip -9) — 최소 앱 대비 목표 <= ${WEB_TARGET}`);
    console.log(formatTable(['route', 'url', 'chunks', 'raw KB', 'gzip KB', 'ratio', 'contains'], rows));
    for (const r of results.filter((x) => x.status === 200)) {
      console.log(`  ${r.route}: ${r.chunks.map((c) => `${path.basename(c.src)} ${kb(c.gzip)}${c.contains.length ? ` [${c.contains}]` : ''}`).join(', ')}`);
    }
    const pages = [
      ...results.filter((r) => r.status === 200).map((r) => ({ name: r.name, url: r.route })),
      { name: 'review', url: '/review' },
    ];
    const out = { baseline, results, routes: routes.all };
    out.routeCache = await routeCache(web.base, { apiBase, extra: results.filter((r) => r.status === 200 && r.route !== '/').map((r) => r.route) });
    console.log('\n[web] 라우트 캐시 — 두 번째 요청의 x-nextjs-cache, 목표: 카탈로그·콘텐츠 화면은 모두 HIT(또는 STALE)');
    console.log(formatTable(['url', 'status', 'x-nextjs-cache', 'budget'], out.routeCache.map((r) => [r.url, String(r.status), r.cache, r.cached && r.status === 200 ? 'ok' : 'PER REQUEST'])));
    if (opts.webRps) out.rps = await runWebRps({ minimal, web, pages });
    if (opts.lighthouse) out.lighthouse = await runLighthouse({ workDir, minimal, web, pages });
    await stopProcess(web.child);
    await stopProcess(minimal.child);
    return out;
  } finally {
    removeMinimal(root);
  }
}

/** 화면 처리량: `/` 와 상품 화면을 최소 앱의 `/`(정적)와 번갈아 잰다. 목표 >= WEB_RPS_TARGET */
async function runWebRps({ minimal, web, pages }) {
  const targets = pages.filter((p) => p.name === 'main' || p.name === 'product');
  const connections = opts.webConnections;
  console.log(
    `\n[web] 화면 처리량 autocannon ${connections} connections, ${opts.warmup}s 예열 + ${opts.duration}s 를 ${opts.rounds} 번 번갈아 — 최소 앱 대비 목표 >= ${WEB_RPS_TARGET}`,
  );
  const rows = [];
  for (const page of targets) {
    const [store, bare] = await measurePair([web.base + page.url, `${minimal.base}/`], { ...opts, connections });
    const ratio = store.reqPerSec / bare.reqPerSec;
    rows.push({ name: page.name, url: page.url, store, minimal: bare, ratio: Number(ratio.toFixed(2)) });
  }
  const bad = (r) => (r.non2xx || r.errors ? ` (!${r.non2xx} non-2xx, ${r.errors} err)` : '');
  console.log(
    formatTable(
      ['route', 'url', 'req/s', 'p99 ms', 'minimal req/s', 'minimal p99 ms', 'ratio'],
      rows.map((r) => [
        r.name,
        r.url + bad(r.store),
        String(r.store.reqPerSec),
        String(r.store.p99Ms),
        String(r.minimal.reqPerSec),
        String(r.minimal.p99Ms),
        `${r.ratio.toFixed(2)} ${r.ratio >= WEB_RPS_TARGET ? 'ok' : 'LOW'}`,
      ]),
    ),
  );
  return rows;
}

/** Lighthouse 모바일: 최소 앱의 `/` 와 스토어의 메인, 상품 유형, 상품, 후기 화면. 목표 점수 >= 95, LCP <= 2.5s, CLS <= 0.1 */
async function runLighthouse({ workDir, minimal, web, pages }) {
  console.log(
    `\n[web] Lighthouse 모바일 (${CHROMIUM}, 주소마다 ${opts.lighthouseRuns}번, 점수의 중앙값) — 목표 점수 >= ${LIGHTHOUSE_BUDGET.score}, LCP <= ${LIGHTHOUSE_BUDGET.lcpMs / 1000}s, CLS <= ${LIGHTHOUSE_BUDGET.cls}`,
  );
  const chromium = await startChromium({ workDir });
  try {
    const rows = [];
    for (const page of [{ name: 'minimal', url: '/', base: minimal.base }, ...pages.map((p) => ({ ...p, base: web.base }))]) {
      // 첫 요청(ISR 이 처음 그리는 것)은 재지 않는다: 캐시된 화면을 잰다
      await fetch(page.base + page.url).then((r) => r.arrayBuffer());
      const reportFile = path.join(workDir, `lighthouse-${page.name.replace(/\W+/g, '-')}.json`);
      const r = await auditUrl(page.base + page.url, { runs: opts.lighthouseRuns, reportFile });
      rows.push({ name: page.name, url: page.url, ...r });
      console.log(`  ${page.name} ${page.url}: ${r.score} (${r.scores.join(', ')}), LCP ${r.lcpMs} ms [${r.lcpElement}]`);
      // 점수를 깎는 것이 대개 총 차단 시간이라, 중앙값 실행의 주 스레드 사용처를 함께 적는다(ms)
      console.log(`    main thread: ${r.mainThread.groups.join(', ')} | scripts: ${r.mainThread.scripts.join(', ')}`);
    }
    console.log(
      formatTable(
        ['route', 'url', 'score', 'LCP ms', 'FCP ms', 'TBT ms', 'CLS', 'unused JS KB', 'legacy JS KB', 'budget'],
        rows.map((r) => [
          r.name,
          r.url,
          String(r.score),
          String(r.lcpMs),
          String(r.fcpMs),
          String(r.tbtMs),
          r.cls.toFixed(3),
          String(r.unusedJsKb),
          String(r.legacyJsKb),
          withinBudget(r) ? 'ok' : 'MISS',
        ]),
      ),
    );
    if (rows[0]) console.log(`  Lighthouse ${rows[0].lighthouse}`);
    return rows;
  } finally {
    await chromium.stop();
  }
}

function ratioCell(ratio) {
  return `${ratio.toFixed(2)} ${ratio <= WEB_TARGET ? 'ok' : 'HIGH'}`;
}

async function main() {
  const start = machine();
  console.log(`bench ${start.date}  nproc=${start.nproc}  node=${start.node}  load(1m)=${start.load1}`);
  const workDir = newWorkDir();
  console.log(`logs: ${workDir}`);
  const out = { machine: start, options: opts };

  if (opts.fulfilment) {
    console.log(`\n[fulfilment] 결제된 서비스 ${opts.tasks}건, 루프백 패널 ${opts.panelDelay} ms — api 인스턴스 하나와 둘(PostgreSQL)`);
    const rows = await benchFulfilment({
      root,
      workDir,
      databaseUrl: process.env.TEST_DATABASE_URL,
      count: opts.tasks,
      panelDelayMs: opts.panelDelay,
      concurrency: opts.concurrency,
      onRow: (r) => console.log(`  ${r.instances}개 인스턴스: ${r.tasks}건 ${r.seconds}초, ${r.tasksPerSec} tasks/s`),
    });
    console.log();
    console.log(fulfilmentTable(rows));
    const [one, two] = rows;
    if (one && two) {
      const scale = two.tasksPerSec / one.tasksPerSec;
      const mark = scale >= FULFILMENT_SCALE_TARGET ? 'ok' : 'LOW';
      console.log(`\n두 인스턴스 / 한 인스턴스 = ${scale.toFixed(2)} ${mark} (목표 >= ${FULFILMENT_SCALE_TARGET}: 둘이 분명히 더 보낸다)`);
    }
    out.fulfilment = rows;
    const problems = fulfilmentProblems(rows, opts.tasks);
    for (const p of problems) console.error(`문제: ${p}`);
    if (problems.length > 0) process.exitCode = 1;
    return save(out, start);
  }

  const api = await startApi({ root: opts.apiRoot, workDir });
  if (opts.apiRoot !== root) console.log(`api: ${opts.apiRoot}`);
  const catalogue = await discoverCatalogue(api.base);
  if (opts.api) {
    const bare = await startBare({ base: api.base, paths: catalogue.paths, workDir, root });
    console.log(
      `\n[api] autocannon ${opts.connections} connections; per path and target ${opts.warmup}s warm-up + ${opts.duration}s in ${opts.rounds} alternating rounds — 목표 api/bare >= ${API_TARGET}`,
    );
    const rows = await benchApi({
      apiBase: api.base,
      bareBase: bare.base,
      paths: catalogue.paths,
      bytes: bare.bytes,
      ...opts,
      onRow: (r) => console.log(`  ${r.path}: api ${r.api.reqPerSec} req/s, bare ${r.bare.reqPerSec} req/s`),
    });
    await stopProcess(bare.child);
    console.log();
    console.log(apiTable(rows));
    out.api = rows;
  }
  if (opts.web) out.web = await runWeb({ workDir, apiBase: api.base, catalogue });
  await stopProcess(api.child);

  save(out, start);
}

function save(out, start) {
  out.machineAtEnd = machine();
  console.log(`\n끝 ${out.machineAtEnd.date}  load(1m)=${out.machineAtEnd.load1}  (시작 ${start.load1})`);
  const dir = path.join(root, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${start.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(out, null, 2));
  console.log(`결과: ${path.relative(root, file)}`);
}

main()
  .catch((e) => {
    console.error(`bench 실패: ${e instanceof Error ? e.message : e}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    await stopAll();
    clearTimeout(hardStop);
    // 끝났는데도 무언가(남은 소켓·파이프)가 이벤트 루프를 붙잡고 있으면 무엇인지 남기고 끝낸다: 벤치는 늘 끝나야 한다.
    setTimeout(() => {
      if (process.env.BENCH_DEBUG) console.error('bench: 남은 자원', process.getActiveResourcesInfo());
      process.exit();
    }, 1000).unref();
  });
