import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AppEnv } from '../lib/context';
import { inputHook, type HookResult } from '../lib/router';
import { fail } from '../lib/errors';
import { OAUTH_STATE_TTL_MS } from './oauth.service';

/**
 * 로그인 요청(state)을 이 브라우저에 묶는 쿠키. 값은 api 만 읽는다(HttpOnly), /v1 의 호출에만 실리고,
 * SameSite=Lax 라 다른 사이트가 보낸 POST 에는 실리지 않는다. 웹과 api 는 같은 사이트(포트나 하위 도메인만 다름)라
 * 웹의 fetch(credentials: include)에는 실린다.
 */
export const OAUTH_BINDING_COOKIE = 'oauth_binding';

export const readBinding = (c: Context<AppEnv>) => getCookie(c, OAUTH_BINDING_COOKIE);

export function setBinding(c: Context<AppEnv>, value: string) {
  setCookie(c, OAUTH_BINDING_COOKIE, value, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/v1',
    maxAge: OAUTH_STATE_TTL_MS / 1000,
    secure: c.get('deps').config.API_PUBLIC_URL.startsWith('https:'),
  });
}

/** 돌아온 요청에 state 가 없거나 모양이 틀리면 검증 오류 대신 SOCIAL_STATE_INVALID: 웹은 '처음부터 다시'를 보여 준다 */
export function callbackHook<T>(result: HookResult<T>): undefined {
  if (result.success) return inputHook(result);
  const error = result.error as z.ZodError;
  if (error.issues.some((issue) => issue.path[0] === 'state')) throw fail('SOCIAL_STATE_INVALID');
  return inputHook(result);
}
