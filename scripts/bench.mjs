// npm run bench – api 처리량(맨 node:http 대비)과 스토어프론트 첫 화면 JS(최소 Next 앱 대비).
// 루프백만 쓰고, 띄운 프로세스는 끝날 때(실패해도) 모두 끈다. 포트: 4401 api, 4402 맨 서버, 4403-4404 next start.
// 옵션: --api-only, --web-only, --duration=8, --warmup=2, --connections=50, --rounds=4,
//   --api-root=<폴더>  (api 를 다른 작업 사본에서 빌드해 잰다: 고치기 전후 비교용)
//   --fulfilment  이행 일꾼만 잰다: 결제된 서비스 --tasks=10000 건을 루프백 패널(--panel-delay=200 ms)로 보내는 처리량,
//     api 인스턴스 하나와 둘(같은 PostgreSQL, 포트 4411-4412). TEST_DATABASE_URL 이 없으면 scripts/with-postgres.sh 로 띄운다
//     (PG_TEST_PORT, 기본 54339). --concurrency=N 은 FULFILMENT_CONCURRENCY_PER_PANEL 을 바꿔 잰다
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiTable, benchApi, discoverCatalogue, formatTable, newWorkDir, startApi, startBare } from './bench/api.mjs';
import { benchFulfilment, fulfilmentProblems, fulfilmentTable } from './bench/fulfilment.mjs';
import { stopAll, stopAllSync, stopProcess } from './bench/proc.mjs';
import { buildMinimal, buildStorefront, measureRoutes, pickRoutes, removeMinimal, startNext } from './bench/web.mjs';

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
  console.log('\n[web] 스토어프론트 빌드 (NEXT_DIST_DIR=.next-bench) ...');
  await buildStorefront({ root, workDir, apiBase });
  console.log('[web] 최소 앱 빌드 (.next-bench-min) ...');
  const minimalDir = await buildMinimal({ root, workDir });
  try {
    const routes = pickRoutes(root, catalogue);
    const minimal = await startNext({ root, cwd: minimalDir, port: 4404, workDir, name: 'minimal' });
    const [baseline] = await measureRoutes(minimal.base, [{ name: 'minimal', pattern: '/', candidates: ['/'] }]);
    await stopProcess(minimal.child);
    const web = await startNext({ root, cwd: root, port: 4403, workDir, name: 'web', env: { API_INTERNAL_URL: apiBase } });
    const results = await measureRoutes(web.base, routes.wanted);
    await stopProcess(web.child);

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
    return { baseline, results, routes: routes.all };
  } finally {
    removeMinimal(root);
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
    if (one && two) console.log(`\n두 인스턴스 / 한 인스턴스 = ${(two.tasksPerSec / one.tasksPerSec).toFixed(2)}`);
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
