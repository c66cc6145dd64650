import { loadConfig } from '../config';
import { isProduction } from '../stand-ins/stand-ins';
import { openDatabase } from './client';
import { seedDemo } from './seed';

// npm run db:seed — 어떤 DB 든 데모 데이터를 명시적으로 넣는다
const config = loadConfig();
// 운영 DB 에 데모 계정(공개된 비밀번호·TOTP 비밀)을 넣으면 api 가 시작하지 않는다: 넣기 전에 멈춘다
if (isProduction(config) && !config.ALLOW_DEMO_DATA) {
  console.error('운영 환경(NODE_ENV=production)에는 데모 데이터를 넣지 않습니다. 스테이징이면 ALLOW_DEMO_DATA=true 로 허용하세요.');
  process.exit(1);
}
const handle = openDatabase(config);
await handle.migrate();
await seedDemo(handle.db, new Date(), { jwtSecret: config.JWT_SECRET });
await handle.close();
console.log(`seeded demo data into ${handle.kind}`);
