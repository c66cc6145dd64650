import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { requireNode } from './scripts/require-node.mjs';
import { ALL_STAND_IN_OPT_INS } from './server/stand-ins/all-opt-ins.mjs';

// 작업자마다 이 파일을 다시 읽는다: 판은 처음 한 번만 알린다
requireNode('playwright', { quiet: process.env.TEST_WORKER_INDEX !== undefined });

/**
 * e2e: api 와 웹을 임시 DB 위에 띄우고 데비안 Chromium 으로 돈다.
 * 포트가 3000/4000 과 달라서 개발 서버가 떠 있어도 부딪히지 않는다.
 */
export const E2E = {
  webPort: 3010,
  apiPort: 4010,
  jwtSecret: 'e2e-only-secret-0123456789abcdefghijklmnop',
  revalidateSecret: 'e2e-only-revalidate-secret-0123456789',
} as const;

const webUrl = `http://localhost:${E2E.webPort}`;
const apiUrl = `http://localhost:${E2E.apiPort}`;

// 설정 파일은 작업자마다 다시 읽히므로, 첫 프로세스가 정한 디렉터리를 환경변수로 물려준다
process.env.E2E_DB_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'growth-e2e-db-'));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'growth-e2e-data-'));
/** e2e 가 읽는 메일 아웃박스(.eml 파일) */
export const E2E_OUTBOX_DIR = path.join(process.env.E2E_DATA_DIR, 'outbox');

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: webUrl,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'mobile-chromium', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
  webServer: [
    {
      command: 'node dist/server/index.js',
      url: `${apiUrl}/v1/mains/health-check`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        API_PORT: String(E2E.apiPort),
        WEB_ORIGIN: webUrl,
        WEB_INTERNAL_URL: webUrl,
        API_PUBLIC_URL: apiUrl, // 테스트 결제창 주소(checkoutUrl)가 e2e api 를 가리키게
        WEB_PUBLIC_URL: webUrl, // 메일 링크(가입 인증·비밀번호 재설정)와 소셜 로그인의 redirect URI 가 e2e 웹을 가리키게
        PGLITE_DIR: process.env.E2E_DB_DIR,
        SEED_DEMO: 'true',
        JWT_SECRET: E2E.jwtSecret,
        REVALIDATE_SECRET: E2E.revalidateSecret,
        // e2e 의 api 는 운영 모드로 뜨지만 시험용 어댑터를 쓴다: 어댑터마다 명시적으로 허용한다(server/stand-ins, 그래서 웹에 시험 환경 띠가 뜬다)
        ...ALL_STAND_IN_OPT_INS,
        LOG_LEVEL: 'warn',
        PUBLIC_CACHE_TTL_SECONDS: '1',
        // 시뮬레이터 패널이 몇 초 만에 주문을 끝내고, 일꾼과 메일이 1초마다 돈다
        SIMULATOR_DURATION_SECONDS: '6',
        SIMULATOR_PARTIAL_PERCENT: '0',
        FULFILMENT_INTERVAL_SECONDS: '1',
        FULFILMENT_POLL_SECONDS: '1',
        MAIL_INTERVAL_SECONDS: '1',
        OUTBOX_DIR: E2E_OUTBOX_DIR,
        UPLOADS_DIR: path.join(process.env.E2E_DATA_DIR, 'uploads'),
      },
    },
    {
      command: `npx next start -p ${E2E.webPort}`,
      url: webUrl,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { NEXT_DIST_DIR: '.next-e2e', API_INTERNAL_URL: apiUrl, NEXT_PUBLIC_API_URL: apiUrl, REVALIDATE_SECRET: E2E.revalidateSecret },
    },
  ],
});
