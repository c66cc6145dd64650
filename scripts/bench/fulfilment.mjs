// (c) 이행 일꾼 처리량: 결제된 서비스 N 건을 루프백 패널(답에 200 ms)로 보내는 데 걸리는 시간을
// api 인스턴스 하나와 둘(같은 PostgreSQL)로 잰다. 패널은 작업 열쇠(link)마다 주문 수를 세어 두 번 보낸 작업이 없는지 본다.
// PostgreSQL 주소는 TEST_DATABASE_URL (bench.mjs 가 없으면 scripts/with-postgres.sh 로 띄운다). 인스턴스 포트 4411-4412.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { ALL_STAND_IN_OPT_INS } from '../../server/stand-ins/all-opt-ins.mjs';
import { formatTable } from './api.mjs';
import { assertPortFree, runToEnd, startProcess, stopProcess, waitForUrl } from './proc.mjs';

const HOST = '127.0.0.1';
const PORTS = [4411, 4412];

/** 패널 API v2 처럼 답하는 루프백 패널. add 는 delayMs 뒤에 답하고, link 마다 주문 수를 센다 */
export async function startLoopbackPanel({ delayMs }) {
  const ordersByLink = new Map();
  let seq = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', async () => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      const send = (body) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (form.action === 'add') {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await sleep(delayMs);
        inFlight -= 1;
        ordersByLink.set(form.link, (ordersByLink.get(form.link) ?? 0) + 1);
        return send({ order: ++seq });
      }
      if (form.action === 'status') {
        const ids = (form.orders ?? form.order ?? '').split(',').filter(Boolean);
        const one = (id) => ({ status: 'In progress', start_count: '10', remains: '1', charge: '0.10', currency: 'USD', id });
        return send(form.orders ? Object.fromEntries(ids.map((id) => [id, one(id)])) : one(ids[0]));
      }
      if (form.action === 'balance') return send({ balance: '100000.00', currency: 'USD' });
      if (form.action === 'services') return send([{ service: 1, name: '벤치 팔로워', type: 'Default', rate: '0.10', min: 1, max: 100000 }]);
      return send({ error: 'Incorrect request' });
    });
  });
  await new Promise((r) => server.listen(0, HOST, r));
  return {
    url: `http://${HOST}:${server.address().port}/api/v2`,
    reset() {
      ordersByLink.clear();
      maxInFlight = 0;
    },
    stats() {
      const counts = [...ordersByLink.values()];
      return { tasks: counts.length, orders: counts.reduce((a, b) => a + b, 0), maxPerTask: Math.max(0, ...counts), maxInFlight };
    },
    close: () => new Promise((r) => server.close(r)),
  };
}

const apiEnv = (databaseUrl, port, extra = {}) => ({
  DATABASE_URL: databaseUrl,
  API_PORT: String(port),
  API_HOST: HOST,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  JWT_SECRET: randomBytes(32).toString('hex'),
  REVALIDATE_SECRET: randomBytes(16).toString('hex'),
  WEB_INTERNAL_URL: '',
  SEED_DEMO: 'false',
  // 데모 데이터(첫 인스턴스가 넣는다)와 시험용 어댑터를 허용한다: 운영은 그것들로 시작하지 않는다(server/stand-ins)
  ...ALL_STAND_IN_OPT_INS,
  // 이행 일꾼만 잰다: 다른 주기 작업은 끈다
  PURCHASE_EXPIRY_INTERVAL_SECONDS: '0',
  PAYMENT_RECONCILE_INTERVAL_SECONDS: '0',
  CASH_RECEIPT_INTERVAL_SECONDS: '0',
  MAIL_INTERVAL_SECONDS: '0',
  SOCIAL_UNLINK_INTERVAL_SECONDS: '0',
  ...extra,
});

async function startInstance({ root, workDir, databaseUrl, port, name, env }) {
  await assertPortFree(port);
  const logFile = path.join(workDir, `${name}.log`);
  const child = startProcess(process.execPath, ['dist/server/index.js'], { cwd: root, logFile, env: apiEnv(databaseUrl, port, env) });
  await waitForUrl(`http://${HOST}:${port}/v1/mains/health-check`, { child, timeoutMs: 120_000, logFile });
  return child;
}

function databaseUrlFor(baseUrl, name) {
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/** 빈 데이터베이스에 마이그레이션·데모 데이터(회원·상품)를 넣고, 루프백 패널에 상품 하나를 잇고, 결제된 서비스 count 건 */
async function prepareDatabase({ root, workDir, baseUrl, name, panelUrl, count }) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = databaseUrlFor(baseUrl, name);

  // 스키마와 데모 데이터는 api 가 만든다(운영과 같은 마이그레이션). 일꾼은 끈 채로 한 번 띄웠다 끈다
  const seeder = await startInstance({ root, workDir, databaseUrl, port: PORTS[0], name: `${name}-seed`, env: { SEED_DEMO: 'true', FULFILMENT_INTERVAL_SECONDS: '0' } });
  await stopProcess(seeder);

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    // 데모 서비스·시뮬레이터 패널이 섞이지 않게: 있던 작업은 끝난 것으로, 있던 패널은 끈다
    await db.query(`update panels set is_active = false`);
    await db.query(`update tasks set phase = 'FINISHED' where phase <> 'FINISHED'`);
    await db.query(`update services set status = 'COMPLETED' where status = 'WAITING'`);
    const panel = await db.query(`insert into panels (name, kind, api_url, api_key, is_active) values ('벤치 루프백', 'API_V2', $1, 'bench', true) returning id`, [panelUrl]);
    const panelId = panel.rows[0].id;
    await db.query(`insert into panel_services (panel_id, service_id, name) values ($1, '1', '벤치 팔로워')`, [panelId]);
    const product = await db.query(
      `select id, name from products where kind = 'SINGLE' and target_kind = 'INSTAGRAM_USERNAME' and deleted_at is null order by id limit 1`,
    );
    if (!product.rows[0]) throw new Error('데모 데이터에 인스타그램 아이디 대상의 단건 상품이 없습니다');
    const { id: productId, name: productName } = product.rows[0];
    await db.query(`update products set panel_id = $1, panel_service_id = '1' where id = $2`, [panelId, productId]);
    const member = await db.query(`select id from members where email = 'demo@example.com'`);
    const memberId = member.rows[0].id;
    // 결제된 구매 count 건과 그 서비스(결제 완료 때 생기는 것과 같은 WAITING): 한 번에 넣는다
    await db.query(
      `with p as (
         insert into purchases (member_id, order_no, status, method, source, order_name, subtotal, total_amount, paid_at)
         select $1, 'BENCH-' || g, 'PAID', 'CARD', 'BUY_NOW', $2, 1000, 1000, now() from generate_series(1, $3) g
         returning id, order_no
       ), l as (
         insert into purchase_lines (purchase_id, product_id, product_name, product_kind, target_key, unit_price, quantity, subtotal, total)
         select p.id, $4, $2, 'SINGLE', 'bench_' || substr(p.order_no, 7), 10, 100, 1000, 1000 from p
         returning id, purchase_id, target_key
       )
       insert into services (member_id, purchase_id, purchase_line_id, product_id, product_name, target_key, quantity, total_price, status, product_kind)
       select $1, l.purchase_id, l.id, $4, $2, l.target_key, 100, 1000, 'WAITING', 'SINGLE' from l`,
      [memberId, productName.slice(0, 60), count, productId],
    );
  } finally {
    await db.end();
  }
  return databaseUrl;
}

/** 인스턴스 instances 개를 함께 띄우고, 작업 count 건이 모두 패널에 들어갈 때까지 기다린다 */
async function drain({ root, workDir, databaseUrl, instances, count, timeoutMs, concurrency }) {
  const env = { FULFILMENT_INTERVAL_SECONDS: '1', ...(concurrency ? { FULFILMENT_CONCURRENCY_PER_PANEL: String(concurrency) } : {}) };
  const children = await Promise.all(
    Array.from({ length: instances }, (_, i) => startInstance({ root, workDir, databaseUrl, port: PORTS[i], name: `drain-${instances}x-${i + 1}`, env })),
  );
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    let last = -1;
    let lastChange = Date.now();
    for (;;) {
      const { rows } = await db.query(`select count(*)::int as sent from tasks where sent_at is not null and target_key like '%/bench\\_%'`);
      const sent = rows[0].sent;
      if (sent >= count) break;
      if (sent !== last) {
        last = sent;
        lastChange = Date.now();
      }
      if (Date.now() > deadline) throw new Error(`${Math.round(timeoutMs / 1000)}초 안에 다 보내지 못했습니다 (${sent}/${count})`);
      if (Date.now() - lastChange > 60_000) throw new Error(`1분 동안 보낸 작업이 늘지 않습니다 (${sent}/${count}, 로그: ${workDir})`);
      await sleep(250);
    }
    const { rows } = await db.query(
      `select count(*)::int as tasks,
              count(*) filter (where attempts > 1)::int as retried,
              count(*) filter (where needs_attention)::int as flagged,
              extract(epoch from max(sent_at) - min(send_started_at)) as seconds
         from tasks where target_key like '%/bench\\_%'`,
    );
    return { ...rows[0], seconds: Number(rows[0].seconds) };
  } finally {
    await db.end();
    await Promise.all(children.map((c) => stopProcess(c)));
  }
}

export async function benchFulfilment({ root, workDir, databaseUrl, count = 10_000, panelDelayMs = 200, timeoutMs = 20 * 60_000, concurrency, onRow }) {
  await runToEnd(process.execPath, ['scripts/build-api.mjs'], { cwd: root, logFile: path.join(workDir, 'build-api.log'), timeoutMs: 120_000 });
  const panel = await startLoopbackPanel({ delayMs: panelDelayMs });
  const rows = [];
  try {
    for (const instances of [1, 2]) {
      const name = `bench_fulfilment_${instances}x`;
      const url = await prepareDatabase({ root, workDir, baseUrl: databaseUrl, name, panelUrl: panel.url, count });
      panel.reset();
      const r = await drain({ root, workDir, databaseUrl: url, instances, count, timeoutMs, concurrency });
      const p = panel.stats();
      const row = {
        instances,
        tasks: r.tasks,
        seconds: Number(r.seconds.toFixed(1)),
        tasksPerSec: Number((r.tasks / r.seconds).toFixed(1)),
        panelOrders: p.orders,
        maxOrdersPerTask: p.maxPerTask,
        maxPanelInFlight: p.maxInFlight,
        retried: r.retried,
        flagged: r.flagged,
      };
      rows.push(row);
      onRow?.(row);
    }
  } finally {
    await panel.close();
  }
  return rows;
}

export function fulfilmentTable(rows) {
  const head = ['instances', 'tasks', 'seconds', 'tasks/s', 'panel orders', 'max orders/task', 'max in flight', 'retried', 'flagged'];
  return formatTable(
    head,
    rows.map((r) => [r.instances, r.tasks, r.seconds, r.tasksPerSec, r.panelOrders, r.maxOrdersPerTask, r.maxPanelInFlight, r.retried, r.flagged].map(String)),
  );
}

/** 두 번 보낸 작업이 없고, 모든 작업이 한 번씩 패널에 들어갔는가 */
export function fulfilmentProblems(rows, count) {
  const problems = [];
  for (const r of rows) {
    if (r.maxOrdersPerTask > 1) problems.push(`${r.instances}개 인스턴스: 두 번 이상 주문된 작업이 있습니다`);
    if (r.panelOrders !== count || r.tasks !== count) problems.push(`${r.instances}개 인스턴스: 작업 ${r.tasks}건, 패널 주문 ${r.panelOrders}건 (기대 ${count})`);
  }
  return problems;
}
