// (c) Lighthouse 모바일(기본 설정: Moto G 급 화면, 느린 4G·CPU 4배 느림을 흉내 낸 계산)로 성능 점수, LCP, CLS 를 잰다.
// 데비안의 Chromium 을 직접 띄우고(chrome-launcher 없이) DevTools 포트로 붙는다. 띄운 브라우저는 proc.mjs 가 끈다.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { assertPortFree, startProcess, stopProcess, waitForUrl } from './proc.mjs';

const HOST = '127.0.0.1';
const DEVTOOLS_PORT = 4405;
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const LIGHTHOUSE_BUDGET = { score: 95, lcpMs: 2500, cls: 0.1 };

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
 * reportFile 이 있으면 그 실행의 보고서 전체(JSON)를 남긴다: 표의 숫자만으로는 LCP 가 어느 단계에서 늦는지 알 수 없다
 */
export async function auditUrl(url, { runs, reportFile }) {
  const results = [];
  const reports = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, { port: DEVTOOLS_PORT, hostname: HOST, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`lighthouse: ${url} 결과 없음`);
    const { lhr } = result;
    reports.push(result.report);
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
      legacyJsKb: savingsKb('legacy-javascript'),
      lcpElement: lcpElementOf(lhr),
      mainThread: mainThreadOf(lhr),
      lighthouse: lhr.lighthouseVersion,
    });
  }
  const mid = median(results.map((r) => r.score));
  const chosen = results.findIndex((r) => r.score === mid);
  if (reportFile) writeFileSync(reportFile, String(reports[chosen]));
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

function lcpElementOf(lhr) {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  for (const item of items) {
    const node = item.items?.[0]?.node ?? item.node;
    if (node?.snippet) return node.snippet.slice(0, 80);
  }
  return '';
}

export function withinBudget(r) {
  return r.score >= LIGHTHOUSE_BUDGET.score && r.lcpMs <= LIGHTHOUSE_BUDGET.lcpMs && r.cls <= LIGHTHOUSE_BUDGET.cls;
}
