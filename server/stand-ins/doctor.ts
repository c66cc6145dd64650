import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase } from '../db/client';
import { adapterReports, launchProblems, launchRefusalMessage, type AdapterReport, type DatabaseFacts } from './stand-ins';
import { readDatabaseFacts } from './stand-ins.service';

type Env = Record<string, string | undefined>;
type Out = (line: string) => void;

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e)).split('\n')[0]!.slice(0, 200);

/**
 * DB 의 데모 흔적. PostgreSQL 은 읽기만 한다(마이그레이션하지 않는다). 내장 PGlite 는 열지 않는다: 떠 있는 api 가 같은
 * 디렉터리를 쓰고 있을 수 있는데 PGlite 는 두 프로세스가 함께 열면 안 된다. 그 검사는 api 가 시작할 때 한다.
 */
async function factsOf(config: Config, out: Out): Promise<DatabaseFacts | null> {
  if (!config.DATABASE_URL) {
    out('  (내장 PGlite 의 데모 계정은 여기서 열어 보지 않습니다: api 가 시작할 때 확인합니다)');
    return null;
  }
  const handle = openDatabase(config);
  try {
    return await readDatabaseFacts(handle.db, config, { passwords: !config.ALLOW_DEMO_DATA });
  } catch (e) {
    out(`  데이터베이스를 읽지 못했습니다: ${messageOf(e)}`);
    return null;
  } finally {
    await handle.close();
  }
}

function line(r: AdapterReport): string {
  const tag = !r.standIn ? '실제' : r.allowed ? '시험용(허용)' : '시험용(거절)';
  const head = `  [${tag}] ${r.label}: ${r.mode}`;
  if (!r.standIn) return head;
  if (r.adapter === 'panels') return `${head} — 운영에서는 ${r.optIn}=true 일 때만 시뮬레이터 패널을 만들고 주문을 보냅니다`;
  if (r.allowed) return `${head} — ${r.optIn}=true 로 허용됨${r.missing.length > 0 ? `, 실제로 바꾸려면 ${r.missing.join(', ')}` : ''}`;
  return `${head} — 운영에서 거절(아래)`;
}

/**
 * npm run doctor(api 의 --check): 운영(NODE_ENV=production)으로 시작할 때의 판단을 찍는다. 어댑터마다 지금 쓰는 것,
 * 시험용인지, 실제로 바꾸려면 채울 변수. 운영 시작이 멈출 설정이면 1, 아니면 0 을 돌려준다. 서버는 띄우지 않는다.
 */
export async function runDoctor(env: Env, out: Out = (l) => console.log(l)): Promise<number> {
  out(`어댑터 점검: 운영(NODE_ENV=production)으로 시작할 때의 판단입니다. 지금 NODE_ENV=${env.NODE_ENV || 'development'}`);
  let config: Config;
  try {
    config = loadConfig({ ...env, NODE_ENV: 'production' });
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    out(e.message);
    // 운영 규칙(기본 비밀값 등)에 걸려도 어댑터 표는 보여 준다
    try {
      for (const r of adapterReports(loadConfig({ ...env, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), REVALIDATE_SECRET: 'x'.repeat(16) }))) out(line(r));
    } catch {
      // 형식부터 틀린 변수: 위의 메시지가 이름을 밝혔다
    }
    out('결과: 운영으로 시작할 수 없습니다.');
    return 1;
  }
  const facts = await factsOf(config, out);
  for (const r of adapterReports(config, facts)) out(line(r));
  const problems = launchProblems(config, facts);
  if (problems.length === 0) {
    out('결과: 운영으로 시작할 수 있습니다.');
    return 0;
  }
  out('');
  out(launchRefusalMessage(problems));
  out('결과: 운영으로 시작할 수 없습니다.');
  return 1;
}
