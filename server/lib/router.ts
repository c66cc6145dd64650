import { OpenAPIHono, type Hook } from '@hono/zod-openapi';
import { z } from 'zod';
import { DB_INT_MAX, IdSchema } from '../../lib/schemas/common';
import { FIELD_MESSAGES } from '../../lib/schemas/errors';
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

/** 줄바꿈(\n \r)과 탭 말고의 C0 제어 문자와 NUL: PostgreSQL 은 NUL 을 받지 않고, 나머지는 화면·CSV 를 깨뜨릴 뿐이다 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

const isPlainObject = (v: object) => {
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/** 검증을 통과한 값에서 DB 까지 가면 안 되는 첫 자리: [경로, 문장]. 파일(File)·Date 같은 객체는 들여다보지 않는다 */
function unsafeInput(value: unknown, path: string[] = []): [string[], string] | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? [path, FIELD_MESSAGES.controlCharacter] : null;
  // 모든 정수 열이 int4 라 그 범위를 넘는 수는 어디에 쓰이든 DB 가 거절한다
  if (typeof value === 'number') return Math.abs(value) > DB_INT_MAX ? [path, FIELD_MESSAGES.numberOutOfRange] : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = unsafeInput(item, [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object' && isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL_CHARACTER.test(key)) return [[...path, key], FIELD_MESSAGES.controlCharacter];
      const found = unsafeInput(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** 검증 훅이 받는 결과(필요한 만큼): 라우트가 제 훅을 둘 때도 이 모양으로 inputHook 에 넘긴다 */
export type HookResult<T = unknown> = { target: string } & ({ success: true; data: T } | { success: false; error: unknown });

/**
 * 모든 라우트의 검증 훅: zod 가 틀린 값을 400 으로 바꾸고, 통과한 값도 제어 문자와 int4 를 넘는 수는 여기서 한 번에 막는다
 * (스키마마다 적지 않고). 둘 다 같은 봉투 {code, message, meta: {target, fields}} 로 필드를 짚는다.
 * 제 훅을 두는 라우트도 마지막에 이것을 부른다
 */
export function inputHook(result: HookResult): undefined {
  if (!result.success) throw validationError(result.error as z.ZodError, result.target);
  const unsafe = unsafeInput(result.data);
  if (unsafe) {
    const [path, message] = unsafe;
    throw fail('VALIDATION_FAILED', { target: result.target, fields: { [path.join('.') || result.target]: message } }, message);
  }
  return undefined;
}

const defaultHook: Hook<unknown, AppEnv, string, unknown> = (result) => inputHook(result);

/** 모든 도메인 라우터는 여기서 만든다 — 같은 검증 훅을 갖게 하려고. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook });
}

export const jsonContent = <T>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

/** 라우트의 JSON 본문: 모든 라우터가 이 한 정의를 쓴다. 본문 없이도 받는 조치만 required 를 false 로 넘긴다 */
export const jsonBody = <T extends z.ZodType>(schema: T, required = true) => ({
  body: { content: { 'application/json': { schema } }, required },
});

/** 경로의 {id}: 모든 라우터가 이 한 정의를 쓴다 */
export const IdParamSchema = z.object({ id: IdSchema });
