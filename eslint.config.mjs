import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const clientDirs = ['app/**', 'components/**', 'hooks/**', 'proxy.ts', 'styles/**'];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.next-*/**', 'dist/**', 'node_modules/**', '.data/**', 'server/db/migrations/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**'],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  // 서버 경계: 웹 코드는 server/** 를 가져오지 않는다 (docs/conventions.md, Server boundary)
  {
    files: [...clientDirs, 'lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '@/server/**', 'server/**'], message: '웹 코드는 server/** 를 가져올 수 없습니다. 계약은 lib/schemas 에 둡니다.' }] },
      ],
    },
  },
  // 계약은 zod 말고는 아무것도 가져오지 않는다
  {
    files: ['lib/schemas/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\./).*', message: 'lib/schemas 는 zod 와 같은 폴더의 스키마만 가져옵니다.' }] },
      ],
    },
  },
];

export default config;
