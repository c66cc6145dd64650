// (a) api 대 맨 node:http: 같은 경로, 같은 JSON 바이트를 autocannon 으로 나란히 잰다.
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assertPortFree, runToEnd, startProcess, waitForUrl } from './proc.mjs';
import { ALL_STAND_IN_OPT_INS } from '../../server/stand-ins/all-opt-ins.mjs';

export const API_PORT = 4401;
export const BARE_PORT = 4402;
const HOST = '127.0.0.1';

/** api 를 빌드해 빈 PGlite 에 데모 데이터를 넣고 띄운다. */
export async function startApi({ root, workDir }) {
  await assertPortFree(API_PORT);
  await runToEnd(process.execPath, ['scripts/build-api.mjs'], {
    cwd: root,
    logFile: path.join(workDir, 'build-api.log'),
    timeoutMs: 120_000,
  });
  const pgliteDir = mkdtempSync(path.join(tmpdir(), 'bench-pglite-'));
  const logFile = path.join(workDir, 'api.log');
  const child = startProcess(process.execPath, ['dist/server/index.js'], {
    cwd: root,
    logFile,
    env: {
      PGLITE_DIR: pgliteDir,
      UPLOADS_DIR: path.join(pgliteDir, 'uploads'),
      WEB_INTERNAL_URL: '',
      SEED_DEMO: 'true',
      API_PORT: String(API_PORT),
      API_HOST: HOST,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // 데이터베이스 없이 테스트할 때의 .env 값이 새지 않게 PGlite 로 고정한다
      DATABASE_URL: '',
      // 운영은 기본 비밀값·시험용 어댑터·데모 데이터로 시작하지 않는다: 벤치는 그것들을 명시적으로 허용한다(server/stand-ins)
      JWT_SECRET: randomBytes(32).toString('hex'),
      REVALIDATE_SECRET: randomBytes(16).toString('hex'),
      // 벤치의 api 는 운영 모드지만 내장 DB·데모 데이터·시험용 어댑터로 돈다: 어댑터마다 허용한다
      ...ALL_STAND_IN_OPT_INS,
    },
  });
  const base = `http://${HOST}:${API_PORT}`;
  await waitForUrl(`${base}/v1/mains/health-check`, { child, timeoutMs: 120_000, logFile });
  return { child, base, pgliteDir };
}

/** 잴 경로: 카탈로그 목록들. 상품 목록의 (채널, 유형) 짝은 /v1/orders/categories 에서 고른다. */
export async function discoverCatalogue(base) {
  const categories = await (await fetch(`${base}/v1/orders/categories`)).json();
  const channel = categories.channels.find((c) => c.productTypes.length > 0);
  if (!channel) throw new Error('/v1/orders/categories 에 상품 유형이 있는 채널이 없습니다');
  const type = channel.productTypes[0];
  const list = await (await fetch(`${base}/v1/orders/${channel.id}/${type.id}`)).json();
  const product = list.items?.[0] ?? null;
  return {
    channel,
    type,
    product,
    paths: ['/v1/orders/categories', `/v1/orders/${channel.id}/${type.id}`, '/v1/mains', '/v1/notices'],
  };
}

export async function startBare({ base, paths, workDir, root }) {
  await assertPortFree(BARE_PORT);
  const bodies = {};
  for (const p of paths) {
    const res = await fetch(base + p);
    if (!res.ok) throw new Error(`GET ${p} → ${res.status}`);
    bodies[p] = await res.text();
  }
  const bodiesFile = path.join(workDir, 'bare-bodies.json');
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  const logFile = path.join(workDir, 'bare.log');
  const child = startProcess(process.execPath, [path.join(root, 'scripts/bench/bare-server.mjs'), bodiesFile, String(BARE_PORT)], {
    cwd: root,
    logFile,
  });
  const bareBase = `http://${HOST}:${BARE_PORT}`;
  await waitForUrl(bareBase + paths[0], { child, timeoutMs: 10_000, logFile });
  return { child, base: bareBase, bytes: Object.fromEntries(Object.entries(bodies).map(([p, b]) => [p, Buffer.byteLength(b)])) };
}

function cannon(url, { connections, duration }) {
  return autocannon({ url, connections, duration, pipelining: 1 });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * 경로 하나를 api 와 맨 서버에 번갈아 건다: 예열 뒤 rounds 번, 매번 duration/rounds 초씩 api → bare.
 * 다른 사람이 같은 2코어를 쓰는 동안에도 두 쪽이 비슷한 부하를 겪게 하려는 것(비율이 덜 흔들린다).
 * req/s 는 전체 요청 수 / 전체 시간, p99 는 라운드별 p99 의 중앙값.
 */
export async function measurePair(urls, { connections, duration, warmup, rounds }) {
  for (const url of urls) await cannon(url, { connections, duration: warmup });
  const slice = Math.max(1, Math.round(duration / rounds));
  const runs = urls.map(() => []);
  for (let i = 0; i < rounds; i++) {
    for (const [j, url] of urls.entries()) runs[j].push(await cannon(url, { connections, duration: slice }));
  }
  return runs.map((rs) => ({
    reqPerSec: Math.round(rs.reduce((n, r) => n + r.requests.total, 0) / rs.reduce((n, r) => n + r.duration, 0)),
    p99Ms: median(rs.map((r) => r.latency.p99)),
    p50Ms: median(rs.map((r) => r.latency.p50)),
    non2xx: rs.reduce((n, r) => n + r.non2xx, 0),
    errors: rs.reduce((n, r) => n + r.errors + r.timeouts, 0),
  }));
}

/** 경로마다 api 와 맨 서버를 번갈아 잰다. 2코어라 동시에 돌리지 않는다. */
export async function benchApi({ apiBase, bareBase, paths, bytes, connections, duration, warmup, rounds = 4, onRow }) {
  const rows = [];
  for (const p of paths) {
    const [api, bare] = await measurePair([apiBase + p, bareBase + p], { connections, duration, warmup, rounds });
    const row = { path: p, bytes: bytes[p], api, bare, ratio: Number((api.reqPerSec / bare.reqPerSec).toFixed(2)) };
    rows.push(row);
    onRow?.(row);
  }
  return rows;
}

export function apiTable(rows) {
  const head = ['path', 'bytes', 'api req/s', 'api p99 ms', 'bare req/s', 'bare p99 ms', 'api/bare'];
  const body = rows.map((r) => [
    r.path + (r.api.non2xx || r.api.errors ? ` (!${r.api.non2xx} non-2xx, ${r.api.errors} err)` : ''),
    String(r.bytes),
    String(r.api.reqPerSec),
    String(r.api.p99Ms),
    String(r.bare.reqPerSec),
    String(r.bare.p99Ms),
    `${r.ratio.toFixed(2)} ${r.ratio >= 0.5 ? 'ok' : 'LOW'}`,
  ]);
  return formatTable(head, body);
}

export function formatTable(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function newWorkDir() {
  return mkdtempSync(path.join(tmpdir(), 'bench-run-'));
}
