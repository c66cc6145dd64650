// 벤치마크가 띄운 프로세스만 관리한다: 자기 프로세스 그룹으로 띄우고, 끝나거나 실패하면 그 그룹만 끈다.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const started = new Set();

/** 명령을 새 프로세스 그룹으로 띄운다. 출력은 logFile 로 (실패할 때 끝부분을 보여 준다). */
export function startProcess(command, args, { cwd, env, logFile }) {
  const log = createWriteStream(logFile);
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}

/** 프로세스 그룹에 SIGTERM, 2초 안에 안 끝나면 SIGKILL. */
export async function stopProcess(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  signalGroup(child, 'SIGTERM');
  const timer = sleep(2000).then(() => 'timeout');
  if ((await Promise.race([exited, timer])) === 'timeout') {
    signalGroup(child, 'SIGKILL');
    await exited;
  }
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // 이미 끝났다
    }
  }
}

/** 비정상 종료(예외, Ctrl-C, 시간 초과)에도 띄운 것을 남기지 않는다. */
export function stopAllSync() {
  for (const child of started) signalGroup(child, 'SIGKILL');
  started.clear();
}

export async function stopAll() {
  await Promise.all([...started].map((child) => stopProcess(child)));
}

/** 명령 하나를 끝까지 돌린다(빌드). 시간 제한을 넘기거나 0 이 아닌 코드로 끝나면 던진다. */
export async function runToEnd(command, args, { cwd, env, logFile, timeoutMs }) {
  const child = startProcess(command, args, { cwd, env, logFile });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const timer = sleep(timeoutMs).then(() => null);
  const result = await Promise.race([exited, timer]);
  if (result === null) {
    await stopProcess(child);
    throw new Error(`${command} ${args.join(' ')}: ${Math.round(timeoutMs / 1000)}초 안에 끝나지 않았습니다 (로그: ${logFile})`);
  }
  if (result.code !== 0) throw new Error(`${command} ${args.join(' ')}: 종료 코드 ${result.code ?? result.signal} (로그: ${logFile})`);
}

/** url 이 2xx 로 답할 때까지 기다린다. 프로세스가 먼저 죽으면 바로 실패한다. */
export async function waitForUrl(url, { child, timeoutMs, logFile }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url} 를 띄우던 프로세스가 끝났습니다 (코드 ${child.exitCode}, 로그: ${logFile})`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // 아직 안 떴다
    }
    await sleep(250);
  }
  throw new Error(`${url} 가 ${Math.round(timeoutMs / 1000)}초 안에 답하지 않았습니다 (로그: ${logFile})`);
}

/** 벤치 포트가 비어 있는지 먼저 본다: 남이 쓰는 포트에 붙어 엉뚱한 서버를 재지 않게. */
export async function assertPortFree(port, host = '127.0.0.1') {
  await new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`포트 ${port} 를 이미 누가 쓰고 있습니다: 벤치는 4401-4404 를 씁니다`)));
    probe.listen(port, host, () => probe.close(resolve));
  });
}
