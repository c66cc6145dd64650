// db:backup·db:restore 가 함께 쓰는 것: PostgreSQL 프로그램 찾기, 비밀번호를 명령줄에 싣지 않는 연결, .env 읽기
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

if (existsSync('.env')) process.loadEnvFile('.env');

/** pg_dump·pg_restore: PG_BIN_DIR, 가장 높은 /usr/lib/postgresql/<판>/bin, PATH 순. 서버보다 낮은 pg_dump 는 덤프를 거절한다 */
export function pgBinary(name) {
  if (process.env.PG_BIN_DIR) return path.join(process.env.PG_BIN_DIR, name);
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(path.join(root, v, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length > 0) return path.join(root, versions[0], 'bin', name);
  }
  return name;
}

/** 주소에서 비밀번호를 떼어 PGPASSWORD 로 넘긴다: ps 에 비밀번호가 보이지 않게 */
export function connection(url) {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) }, database: u.pathname.slice(1) || 'postgres' };
}

export function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (e) => {
      console.error(`${command} 을(를) 실행하지 못했습니다: ${e.message}. PostgreSQL 클라이언트를 설치하거나 PG_BIN_DIR 을 지정해주세요.`);
      resolve(127);
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

export function die(message) {
  console.error(message);
  process.exit(1);
}
