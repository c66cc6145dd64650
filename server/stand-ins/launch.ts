import { existsSync } from 'node:fs';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { isProduction, launchProblems, launchRefusalMessage, type DatabaseFacts } from './stand-ins';
import { readDatabaseFacts } from './stand-ins.service';

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e)).split('\n')[0]!.slice(0, 200);

/**
 * 시작을 판단하기 전에 DB 를 열어 데모 흔적을 읽을까. 운영에서 허용하지 않은 내장 DB 는 열지도(디렉터리를 만들지도) 않고,
 * 아직 없는 내장 DB 는 읽을 것이 없다: 거절할 시작이 빈 DB 를 만들지 않게(PGlite 의 initdb 는 수십 초 걸리기도 한다)
 */
export function inspectsDatabaseBeforeLaunch(config: Config): boolean {
  if (!isProduction(config)) return false;
  if (config.DATABASE_URL) return true;
  return config.ALLOW_EMBEDDED_DATABASE && existsSync(config.PGLITE_DIR);
}

/**
 * 운영(NODE_ENV=production)으로 시작해도 되는가. 막을 까닭이 있으면 그 모두를 담은 한 통의 메시지, 없으면 null.
 * db 가 있으면 데모 흔적을 읽기만 한다(마이그레이션 전에: 거절할 시작이 스키마를 바꾸지 않게). 운영이 아니면 늘 null.
 */
export async function launchRefusal(config: Config, db: Db | null): Promise<string | null> {
  if (!isProduction(config)) return null;
  let facts: DatabaseFacts | null = null;
  let unreadable: unknown = null;
  if (db) {
    try {
      // 데모 데이터를 허용했으면 비밀번호까지 맞춰 볼 까닭이 없다(운영자마다 argon2 검증)
      facts = await readDatabaseFacts(db, config, { passwords: !config.ALLOW_DEMO_DATA });
    } catch (e) {
      unreadable = e;
    }
  }
  const problems = launchProblems(config, facts);
  if (unreadable) {
    // DB 에 닿지 못한 것만이 문제면 예전처럼 그 오류로 멈춘다(마이그레이션도 같은 이유로 실패했을 것이다)
    if (problems.length === 0) throw unreadable;
    problems.push(`DATABASE_URL: 데이터베이스의 데모 계정을 확인하지 못했습니다(${messageOf(unreadable)})`);
  }
  return problems.length > 0 ? launchRefusalMessage(problems) : null;
}
