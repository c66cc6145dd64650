// (b) 첫 화면 JS: 라우트 HTML 이 <script src> 로 부르는 청크를 모두 gzip 해서 더한 크기를,
// 같은 next/react 로 만든 <h1> 한 줄짜리 앱과 비교한다.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { assertPortFree, runToEnd, startProcess, stopProcess, waitForUrl } from './proc.mjs';

const HOST = '127.0.0.1';
const DIST = '.next-bench';
/** 최소 앱은 저장소 안의 버려도 되는 폴더에 만든다: .next-*\/ 는 git·eslint·tsc 가 모두 건너뛰고,
 * Turbopack 은 작업 루트 밖(/tmp 에서 심볼릭 링크한 node_modules)의 파일을 컴파일하지 않는다. */
const MINIMAL_DIR = '.next-bench-min';

const nextBin = (root) => path.join(root, 'node_modules/next/dist/bin/next');

/**
 * next build 는 distDir 에 맞춰 tsconfig.json 의 include 와 next-env.d.ts 를 고쳐 쓴다.
 * 벤치 빌드가 더한 것만 되돌린다: 그 사이 다른 사람(개발 서버)이 바꾼 내용은 건드리지 않는다.
 */
function undoBenchEdits(root) {
  const tsconfigFile = path.join(root, 'tsconfig.json');
  const before = readFileSync(tsconfigFile, 'utf8');
  if (before.includes(DIST)) {
    const tsconfig = JSON.parse(before);
    tsconfig.include = tsconfig.include.filter((p) => !p.startsWith(`${DIST}/`));
    writeFileSync(tsconfigFile, `${JSON.stringify(tsconfig, null, 2)}\n`);
  }
  return readFileSync(tsconfigFile, 'utf8') !== before;
}

function saveNextEnv(root) {
  const file = path.join(root, 'next-env.d.ts');
  const content = existsSync(file) ? readFileSync(file, 'utf8') : null;
  return () => {
    if (content !== null && readFileSync(file, 'utf8').includes(`./${DIST}/`)) writeFileSync(file, content);
  };
}

export async function buildStorefront({ root, workDir, apiBase }) {
  const restoreNextEnv = saveNextEnv(root);
  try {
    await runToEnd(process.execPath, [nextBin(root), 'build'], {
      cwd: root,
      logFile: path.join(workDir, 'web-build.log'),
      timeoutMs: 15 * 60_000,
      env: { NEXT_DIST_DIR: DIST, NEXT_PUBLIC_API_URL: apiBase, API_INTERNAL_URL: apiBase, NEXT_TELEMETRY_DISABLED: '1' },
    });
  } finally {
    restoreNextEnv();
    undoBenchEdits(root);
  }
}

export async function buildMinimal({ root, workDir }) {
  const dir = path.join(root, MINIMAL_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'bench-minimal', private: true }));
  writeFileSync(
    path.join(dir, 'next.config.mjs'),
    `export default { distDir: ${JSON.stringify(DIST)}, turbopack: { root: ${JSON.stringify(root)} } };\n`,
  );
  writeFileSync(
    path.join(dir, 'app/layout.jsx'),
    'export default function RootLayout({ children }) {\n  return (<html lang="ko"><body>{children}</body></html>);\n}\n',
  );
  writeFileSync(path.join(dir, 'app/page.jsx'), 'export default function Page() {\n  return <h1>minimal</h1>;\n}\n');
  await runToEnd(process.execPath, [nextBin(root), 'build'], {
    cwd: dir,
    logFile: path.join(workDir, 'minimal-build.log'),
    timeoutMs: 5 * 60_000,
    env: { NEXT_TELEMETRY_DISABLED: '1' },
  });
  return dir;
}

export function removeMinimal(root) {
  rmSync(path.join(root, MINIMAL_DIR), { recursive: true, force: true });
}

export async function startNext({ root, cwd, port, workDir, name, env = {} }) {
  await assertPortFree(port);
  const logFile = path.join(workDir, `${name}-start.log`);
  const child = startProcess(process.execPath, [nextBin(root), 'start', '-p', String(port), '-H', HOST], {
    cwd,
    logFile,
    env: { NEXT_DIST_DIR: DIST, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  const base = `http://${HOST}:${port}`;
  await waitForUrl(`${base}/`, { child, timeoutMs: 60_000, logFile });
  return { child, base };
}

/** 번들 안의 이름으로 무엇이 실렸는지 어림한다(목표: 첫 화면에 zod·axios 가 없다). */
const MARKERS = {
  zod: /\$ZodType|ZodError|_zod\b/,
  axios: /AxiosError|AxiosHeaders/,
  'js-cookie': /withAttributes|withConverter/,
  // react-query 자신의 오류 문구로 찾는다: getQueryClient 같은 우리 쪽 이름(동적 import 를 부르는 코드)에 속지 않게
  'react-query': /No QueryClient set|Missing queryFn/,
  emotion: /__EMOTION_TYPE_PLEASE_DO_NOT_USE__|emotion/,
};

/** HTML 의 <script src>(noModule 폴리필 제외)를 모두 받아 gzip(-9) 크기를 더한다. */
export async function firstLoadJs(base, route) {
  const res = await fetch(base + route, { redirect: 'manual' });
  if (res.status !== 200) return { route, status: res.status };
  const html = await res.text();
  const tags = html.match(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g) ?? [];
  const srcs = [...new Set(tags.filter((t) => !/\bnoModule\b/i.test(t)).map((t) => /\bsrc="([^"]+)"/.exec(t)[1]))];
  const chunks = [];
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    const text = body.toString('utf8');
    chunks.push({
      src,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      contains: Object.entries(MARKERS)
        .filter(([, re]) => re.test(text))
        .map(([name]) => name),
    });
  }
  chunks.sort((a, b) => b.gzip - a.gzip);
  const sum = (key) => chunks.reduce((n, c) => n + c[key], 0);
  return { route, status: 200, chunks, gzipBytes: sum('gzip'), rawBytes: sum('raw'), contains: [...new Set(chunks.flatMap((c) => c.contains))] };
}

/** 빌드에 있는 라우트에서 메인, 상품 유형 화면, 상품 화면을 찾고 api 데이터로 매개변수를 채운다. */
export function pickRoutes(root, catalogue) {
  const manifestFile = path.join(root, DIST, 'app-path-routes-manifest.json');
  const routes = Object.values(JSON.parse(readFileSync(manifestFile, 'utf8')));
  const shop = routes.filter((r) => !/^\/(admin|my-page|account|api|_)/.test(r) && !r.includes('[...'));
  const dynamic = (r) => (r.match(/\[[^\]]+\]/g) ?? []).length;
  const productRoute = shop.find((r) => /\/products?\/\[[^\]]+\]$/.test(r));
  const typeRoute = shop.find((r) => r !== productRoute && dynamic(r) === 2 && !/review|inquir|notice|article|faq/.test(r));
  const wanted = [
    { name: 'main', pattern: '/' },
    { name: 'product type', pattern: typeRoute },
    { name: 'product', pattern: productRoute },
  ];
  return {
    all: routes.sort(),
    wanted: wanted.map((w) => ({ ...w, candidates: w.pattern ? fillParams(w.pattern, catalogue) : [] })),
  };
}

function fillParams(pattern, { channel, type, product }) {
  const value = (name, pick) => {
    const n = name.toLowerCase();
    if (n.includes('channel') || n === 'sns') return pick === 'slug' ? channel.slug : channel.id;
    if (n.includes('type')) return pick === 'slug' ? type.slug : type.id;
    if (n.includes('product') || n === 'id') return product ? product.id : null;
    return null;
  };
  const out = [];
  for (const pick of ['id', 'slug']) {
    let ok = true;
    const url = pattern.replace(/\[([^\]]+)\]/g, (_, name) => {
      const v = value(name, pick);
      if (v === null || v === undefined) ok = false;
      return encodeURIComponent(String(v));
    });
    if (ok && !out.includes(url)) out.push(url);
  }
  return out;
}

export async function measureRoutes(base, wanted) {
  const results = [];
  for (const w of wanted) {
    if (!w.pattern) {
      results.push({ name: w.name, missing: true });
      continue;
    }
    let result = null;
    for (const url of w.candidates) {
      result = await firstLoadJs(base, url);
      if (result.status === 200) break;
    }
    results.push({ name: w.name, pattern: w.pattern, ...(result ?? { status: 'no params' }) });
  }
  return results;
}

/**
 * 카탈로그·콘텐츠 화면이 라우트 캐시(정적·ISR)에서 나가는지: 두 번 불러 두 번째의 x-nextjs-cache 를 본다.
 * HIT·STALE 이면 캐시에서, 없거나 MISS 면 요청마다 그린 것이다(검색 매개변수를 읽거나 connection() 을 부르는 화면).
 * 상세 화면의 id 는 api 에서 하나씩 고른다. 목록의 ?page= 는 데모 데이터에 있는 1쪽으로 잰다(없는 쪽은 404):
 * ?page=1 도 rewrites 를 거쳐 쪽 경로(pages/1)로 간다.
 */
export async function routeCache(base, { apiBase, extra = [] }) {
  const firstId = async (p) => (await (await fetch(`${apiBase}/v1${p}?page=1&size=1`)).json()).items?.[0]?.id;
  const [noticeId, articleId] = await Promise.all([firstId('/notices'), firstId('/articles')]);
  const urls = [
    '/', '/channels', ...extra, '/review', '/review?page=1', '/reviews/photos', '/reviews/photos?page=1',
    '/notices', '/notices?page=1', ...(noticeId ? [`/notices/${noticeId}`] : []), '/articles', '/articles?page=1', ...(articleId ? [`/articles/${articleId}`] : []),
    '/faq', '/faq?category=REFILL',
  ];
  const rows = [];
  for (const url of urls) {
    await fetch(`${base}${url}`).then((r) => r.arrayBuffer());
    const res = await fetch(`${base}${url}`);
    await res.arrayBuffer();
    const cache = res.headers.get('x-nextjs-cache') ?? '-';
    rows.push({ url, status: res.status, cache, cached: cache === 'HIT' || cache === 'STALE' });
  }
  return rows;
}

export { stopProcess };
