// (c) Lighthouse 모바일(기본 설정: Moto G 급 화면, 느린 4G·CPU 4배 느림을 흉내 낸 계산)로 성능 점수, LCP, CLS 를 잰다.
// 데비안의 Chromium 을 직접 띄우고(chrome-launcher 없이) DevTools 포트로 붙는다. 띄운 브라우저는 proc.mjs 가 끈다.
// 한 번 재기는 lighthouse-audit.mjs 를 자식 프로세스로 띄워서 한다: 실행마다 Lighthouse 의 상태를 새로 시작하고,
// 한 번이 멈춰도 제한 시간으로 끊을 수 있게.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertPortFree, runToEnd, startProcess, stopProcess, waitForUrl } from './proc.mjs';

const HOST = '127.0.0.1';
const DEVTOOLS_PORT = 4405;
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const LIGHTHOUSE_BUDGET = { score: 95, lcpMs: 2500, cls: 0.1 };

const AUDIT_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lighthouse-audit.mjs');
const AUDIT_TIMEOUT_MS = 180_000;
/**
 * Debian 의 Chromium 이 없으면 e2e 와 같은 스크립트(scripts/ensure-chromium.sh)로 설치한다.
 * 새 기계에서 빌드와 처리량을 다 잰 뒤에야 spawn ENOENT 로 멈추지 않게, 벤치가 처음에 부른다
 */
export async function ensureChromium({ root, workDir }) {
  if (existsSync(CHROMIUM)) return;
  console.log(`[web] ${CHROMIUM} 가 없어 설치합니다 (scripts/ensure-chromium.sh)`);
  await runToEnd('bash', [path.join(root, 'scripts/ensure-chromium.sh')], { cwd: root, logFile: path.join(workDir, 'chromium-install.log'), timeoutMs: 600_000 });
}

export async function startChromium({ workDir }) {
  await assertPortFree(DEVTOOLS_PORT);
  const profile = path.join(workDir, 'chromium-profile');
  mkdirSync(profile, { recursive: true });
  const logFile = path.join(workDir, 'chromium.log');
  const child = startProcess(
    CHROMIUM,
    [
      '--headless=new',
      // 컨테이너 안 root 로 돈다: 샌드박스 없이
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-extensions',
      '--disable-background-networking',
      `--user-data-dir=${profile}`,
      `--remote-debugging-address=${HOST}`,
      `--remote-debugging-port=${DEVTOOLS_PORT}`,
      'about:blank',
    ],
    { cwd: workDir, logFile },
  );
  await waitForUrl(`http://${HOST}:${DEVTOOLS_PORT}/json/version`, { child, timeoutMs: 30_000, logFile });
  return { child, stop: () => stopProcess(child) };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * 한 주소를 runs 번 재서 점수의 중앙값인 실행을 고른다(한 번은 흔들린다). 실행마다 저장소·캐시를 비운다(Lighthouse 기본).
 * 그 실행의 보고서 전체(JSON)를 reportFile 로 남긴다: 표의 숫자만으로는 LCP 가 어느 단계에서 늦는지 알 수 없다
 */
export async function auditUrl(url, { runs, reportFile }) {
  const results = [];
  const reports = [];
  for (let i = 0; i < runs; i++) {
    const runFile = `${reportFile}.${i}`;
    await runToEnd(process.execPath, [AUDIT_SCRIPT, url, HOST, String(DEVTOOLS_PORT), runFile], {
      cwd: path.dirname(AUDIT_SCRIPT),
      logFile: `${runFile}.log`,
      timeoutMs: AUDIT_TIMEOUT_MS,
    });
    const report = readFileSync(runFile, 'utf8');
    const lhr = JSON.parse(report);
    reports.push(runFile);
    if (lhr.runtimeError) throw new Error(`lighthouse: ${url} ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id];
    const savingsKb = (id) => Math.round((audit(id)?.details?.overallSavingsBytes ?? 0) / 1024);
    results.push({
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: Math.round(audit('largest-contentful-paint').numericValue),
      fcpMs: Math.round(audit('first-contentful-paint').numericValue),
      tbtMs: Math.round(audit('total-blocking-time').numericValue),
      cls: Number(audit('cumulative-layout-shift').numericValue.toFixed(3)),
      unusedJsKb: savingsKb('unused-javascript'),
      // 13 에서는 legacy-javascript 가 인사이트로 바뀌었다: 아낄 바이트는 debugData 에 있다
      legacyJsKb: Math.round((audit('legacy-javascript-insight')?.details?.debugData?.wastedBytes ?? 0) / 1024),
      lcpElement: lcpElementOf(lhr),
      mainThread: mainThreadOf(lhr),
      lighthouse: lhr.lighthouseVersion,
    });
  }
  const mid = median(results.map((r) => r.score));
  const chosen = results.findIndex((r) => r.score === mid);
  reports.forEach((file, i) => (i === chosen ? renameSync(file, reportFile) : rmSync(file)));
  return { ...results[chosen], scores: results.map((r) => r.score) };
}

/** 총 차단 시간(TBT)을 어디서 쓰는지: 스크립트 실행이 긴 파일 셋과 작업 종류별 시간(ms) */
function mainThreadOf(lhr) {
  const scripts = (lhr.audits['bootup-time']?.details?.items ?? [])
    .filter((i) => typeof i.url === 'string')
    .sort((a, b) => (b.scripting ?? 0) - (a.scripting ?? 0))
    .slice(0, 3)
    .map((i) => `${i.url.replace(/^https?:\/\/[^/]+/, '').slice(-40)} ${Math.round(i.scripting ?? 0)}`);
  const groups = (lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
    .slice(0, 4)
    .map((i) => `${i.groupLabel ?? i.group} ${Math.round(i.duration ?? 0)}`);
  return { scripts, groups };
}

/** LCP 요소: 13 에서는 lcp-breakdown-insight 의 목록에 node 항목으로 들어 있다 */
function lcpElementOf(lhr) {
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = items.find((item) => item.type === 'node');
  return node?.snippet ? node.snippet.slice(0, 80) : '';
}

export function withinBudget(r) {
  return r.score >= LIGHTHOUSE_BUDGET.score && r.lcpMs <= LIGHTHOUSE_BUDGET.lcpMs && r.cls <= LIGHTHOUSE_BUDGET.cls;
}
