import { loadConfig } from '../config';
import { openDatabase } from './client';
import { seedDemo } from './seed';

// npm run db:seed — 어떤 DB 든 데모 데이터를 명시적으로 넣는다
const config = loadConfig();
const handle = openDatabase(config);
await handle.migrate();
await seedDemo(handle.db, new Date(), { jwtSecret: config.JWT_SECRET });
await handle.close();
console.log(`seeded demo data into ${handle.kind}`);
