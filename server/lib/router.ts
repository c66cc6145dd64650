import { OpenAPIHono, type Hook } from '@hono/zod-openapi';
import { z } from 'zod';
import { type ApiError, fail } from './errors';
import type { AppEnv } from './context';

// 스키마가 따로 적지 않은 검사(정수, 빈 값...)의 메시지도 한국어로: api 의 모든 400 이 한국어가 되게
z.config(z.locales.ko());

/** zod 검증 실패를 400 {code, message, meta.fields} 로 바꾼다. 첫 번째 메시지를 대표로 보여 준다. */
export function validationError(error: z.ZodError, target: string): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || target;
    fields[key] ??= issue.message;
  }
  // 첫 번째 메시지를 대표로: 없으면 목록의 기본 문장
  return fail('VALIDATION_FAILED', { target, fields }, error.issues[0]?.message);
}

const defaultHook: Hook<unknown, AppEnv, string, unknown> = (result) => {
  if (!result.success) throw validationError(result.error as z.ZodError, result.target);
};

/** 모든 도메인 라우터는 여기서 만든다 — 같은 검증 훅을 갖게 하려고. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook });
}

export const jsonContent = <T>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});
