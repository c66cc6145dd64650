import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { requireNode } from './scripts/require-node.mjs';

requireNode('vitest');

const alias = { '@': path.resolve(import.meta.dirname) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // 비밀번호 해시 비용을 낮춘다(server/members/passwords.ts): 시험은 해시의 세기가 아니라 동작을 본다
          env: { ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' },
        },
      },
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
