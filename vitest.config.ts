import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { requireNode } from './scripts/require-node.mjs';

requireNode('vitest');

const alias = { '@': path.resolve(import.meta.dirname) };

/**
 * api 시험 프로젝트. 보통은 하나('api')이고 TEST_DATABASE_URL 이 있으면 PostgreSQL, 없으면 PGlite 를 쓴다.
 * TEST_BOTH_DATABASES=1 이면(npm test, scripts/with-postgres.sh 안) 같은 파일을 두 프로젝트로 한 번에 돈다:
 * 'api' 는 PGlite, 'api-pg' 는 PostgreSQL. 한 실행에서 작업자를 나눠 써서 PGlite 판과 PostgreSQL 판이 겹쳐 돈다
 */
function apiProjects() {
  const postgresUrl = process.env.TEST_BOTH_DATABASES === '1' ? process.env.TEST_DATABASE_URL : undefined;
  const project = (name: string, database: Record<string, string>) => ({
    resolve: { alias },
    test: {
      name,
      include: ['tests/api/**/*.test.ts', 'tests/server/**/*.test.ts'],
      environment: 'node',
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // 파일마다 모듈을 다시 읽지 않는다(server/app 이 거의 모든 서버 모듈을 끌어온다). 서버의 모듈 상태는 모두
      // config·db 를 열쇠로 한 WeakMap 이고 파일마다 createTestApp 이 새 config·db 를 만들므로 파일끼리 섞이지 않는다
      isolate: false,
      // 비밀번호 해시 비용을 낮춘다(server/members/passwords.ts): 시험은 해시의 세기가 아니라 동작을 본다
      env: { ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1', ...database },
    },
  });
  if (!postgresUrl) return [project('api', {})];
  return [project('api', { TEST_DATABASE_URL: '' }), project('api-pg', { TEST_DATABASE_URL: postgresUrl })];
}

export default defineConfig({
  resolve: { alias },
  test: {
    // 기본값(코어 수 - 1)은 2코어 CI 에서 작업자 하나다. 시험은 대부분 DB·입출력을 기다리므로 코어마다 하나씩 돌린다
    maxWorkers: Math.max(os.availableParallelism(), 2),
    projects: [
      ...apiProjects(),
      {
        resolve: { alias },
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}', 'tests/lib/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
