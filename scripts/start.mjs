// npm start: api 를 먼저 띄우고, 그 api 를 보며 웹을 빌드한 뒤 웹을 띄운다.
// 웹 빌드는 `/` 와 `/review` 를 미리 그려 두는데(ISR), api 가 떠 있지 않으면 그 두 쪽이 요청마다 그리는
// 쪽으로 물러난다. 그래서 순서가 build:api → api 시작 → 건강 확인 → build:web → web 시작이다.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';

if (existsSync('.env')) process.loadEnvFile('.env');

const apiPort = process.env.API_PORT || '4000';
const webPort = process.env.WEB_PORT || '3000';
const healthUrl = `http://127.0.0.1:${apiPort}/v1/mains/health-check`;
const HEALTH_TIMEOUT_MS = 120_000;
// npx 를 거치지 않고 next 를 직접 띄운다: npx 는 받은 SIGTERM 을 next-server 에 넘기지 않아 포트가 남는다
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');

const children = new Set();
let stopping = false;

function run(name, command, args) {
  const child = spawn(command, args, { stdio: 'inherit', env: process.env });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    // 한쪽이 멈추면 다른 쪽도 내린다(concurrently -k 와 같은 약속)
    if (!stopping) {
      console.error(`[start] ${name} 이(가) 멈췄습니다 (${signal ?? code}). 나머지도 내립니다.`);
      stop(code ?? 1);
    }
  });
  return child;
}

function stop(code) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const exit = () => process.exit(code);
  if (children.size === 0) exit();
  else {
    const timer = setTimeout(exit, 10_000);
    timer.unref();
    const check = setInterval(() => {
      if (children.size === 0) {
        clearInterval(check);
        exit();
      }
    }, 100);
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

async function waitForApi() {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (stopping) return false;
    try {
      const res = await fetch(healthUrl);
      if (res.ok) return true;
    } catch {
      // 아직 듣지 않는다: 조금 뒤 다시
    }
    await sleep(500);
  }
  return false;
}

run('api', process.execPath, ['dist/server/index.js']);
if (!(await waitForApi())) {
  console.error(`[start] api 가 ${HEALTH_TIMEOUT_MS / 1000}초 안에 ${healthUrl} 에 답하지 않았습니다.`);
  stop(1);
} else {
  // 빌드 중에도 신호와 api 의 죽음을 받을 수 있게 비동기로 기다린다
  const build = spawn(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env: process.env });
  children.add(build);
  const status = await new Promise((resolve) => build.on('exit', (code) => resolve(code ?? 1)));
  children.delete(build);
  if (stopping) {
    // 이미 내리는 중이면 웹을 띄우지 않는다
  } else if (status !== 0) {
    console.error('[start] 웹 빌드가 실패했습니다.');
    stop(status);
  } else if (!stopping) {
    run('web', process.execPath, [nextBin, 'start', '-p', webPort]);
  }
}
