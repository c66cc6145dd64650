// npm run db:restore -- <파일> [--clean]
// db:backup 이 만든 파일을 RESTORE_DATABASE_URL(없으면 DATABASE_URL)의 데이터베이스에 되살린다. 한 트랜잭션이라
// 도중에 실패하면 아무것도 바뀌지 않는다. 빈 데이터베이스에만 되살리고, 이미 표가 있으면 --clean 을 줄 때만 지우고 되살린다.
import { existsSync } from 'node:fs';
import pg from 'pg';
import { connection, die, pgBinary, run } from './pg-tools.mjs';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('-'));
const clean = args.includes('--clean');
if (!file) die('사용법: npm run db:restore -- <백업 파일> [--clean]');
if (!existsSync(file)) die(`백업 파일이 없습니다: ${file}`);
const url = process.env.RESTORE_DATABASE_URL || process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) die('RESTORE_DATABASE_URL 또는 DATABASE_URL(postgres://...)이 필요합니다.');

const client = new pg.Client({ connectionString: url });
await client.connect();
const { rows } = await client.query(`select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`);
await client.end();
if (rows[0].n > 0 && !clean) {
  die(`되살릴 데이터베이스에 이미 표가 ${rows[0].n}개 있습니다. 새 데이터베이스에 되살리거나, 지우고 되살리려면 --clean 을 주세요.`);
}

const db = connection(url);
const options = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...(clean ? ['--clean', '--if-exists'] : [])];
const code = await run(pgBinary('pg_restore'), [...options, `--dbname=${db.dbname}`, file], db.env);
if (code !== 0) die(`되살리기에 실패했습니다(pg_restore 종료 코드 ${code}). 데이터베이스는 바뀌지 않았습니다.`);
console.log(`되살렸습니다: ${file} → ${db.database}`);
