// npm run db:backup [-- <파일>] [-- <pg_dump 옵션...>]
// DATABASE_URL 의 PostgreSQL 을 pg_dump 사용자 정의 형식(-Fc)으로 뜬다. 파일을 주지 않으면 .data/backups/<DB>-<시각>.dump.
// pg_dump 는 한 스냅숏에서 읽으므로 주문이 들어오는 중에 떠도 한 순간의 일관된 사본이다(docs/operations.md).
import { mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { connection, die, pgBinary, run } from './pg-tools.mjs';

const url = process.env.BACKUP_DATABASE_URL || process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  die('DATABASE_URL(postgres://...)이 없습니다. 내장 PGlite 는 .data/pglite 폴더를 멈춘 채로 복사해 백업합니다.');
}
const args = process.argv.slice(2);
const options = args.filter((a) => a.startsWith('-'));
const target = args.find((a) => !a.startsWith('-'));
const db = connection(url);
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..+$/, '').replace('T', '-');
const file = path.resolve(target ?? path.join('.data', 'backups', `${db.database}-${stamp}.dump`));
mkdirSync(path.dirname(file), { recursive: true });

// 다 뜬 뒤에만 이름을 붙인다: 중간에 멈춘 파일을 백업으로 착각하지 않게
const partial = `${file}.partial`;
const code = await run(pgBinary('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, ...options, `--dbname=${db.dbname}`], db.env);
if (code !== 0) {
  rmSync(partial, { force: true });
  die(`백업에 실패했습니다(pg_dump 종료 코드 ${code}).`);
}
renameSync(partial, file);
console.log(`백업을 만들었습니다: ${file} (${statSync(file).size} 바이트)`);
