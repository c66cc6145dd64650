/**
 * 충돌 시험의 자식 프로세스: 부모와 같은 PostgreSQL 데이터베이스에 api 를 만들고(결제사는 루프백 토스),
 * 카드 승인을 한 번 요청한다. 부모는 결제사가 승인을 받는 순간 이 프로세스를 SIGKILL 로 죽인다.
 *   CRASH_DATABASE_URL, CRASH_TOSS_URL, CRASH_TOKEN, CRASH_BODY(JSON)
 */
import { createApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openPostgres } from '../../../server/db/client';
import { createLogger } from '../../../server/lib/logger';
import { tossEnv } from './toss-loopback';

const env = (name: string) => {
  const v = process.env[name];
  if (!v) throw new Error(`${name} 가 필요합니다`);
  return v;
};

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_INTERNAL_URL: '', ...tossEnv(env('CRASH_TOSS_URL')) });
const handle = openPostgres(env('CRASH_DATABASE_URL'), { max: 2, onError: () => {} });
const app = createApp({ db: handle.db, config, logger: createLogger(config.LOG_LEVEL), now: () => new Date() });

process.stdout.write('READY\n');
const res = await app.request('/v1/purchases/card/authorize', {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${env('CRASH_TOKEN')}` },
  body: env('CRASH_BODY'),
});
// 죽지 않고 여기까지 오면 부모의 시험이 잘못된 것: 답을 알린다
process.stdout.write(`ANSWERED ${res.status}\n`);
await handle.close();
