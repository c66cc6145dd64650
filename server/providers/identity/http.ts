import type { z } from 'zod';
import type { SocialProvider } from '../../../lib/schemas/social-accounts';
import { IdentityProviderError, type ExchangeParams } from './types';

/** 제공자의 답: 상태와 JSON 본문(JSON 이 아니면 null) */
export type ProviderAnswer = { status: number; body: unknown };

type ProviderRequest = {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** 있으면 application/x-www-form-urlencoded 로 보낸다. undefined 값은 뺀다 */
  form?: Record<string, string | undefined>;
};

/**
 * 제공자 호출 한 번. 주소·본문에는 시크릿과 code·토큰이 실리므로 오류 문구에는 어느 것도 넣지 않는다.
 * 넘겨주기(redirect)는 따라가지 않는다: 토큰 끝점이 다른 곳으로 보내면 시크릿이 따라가기 때문이다.
 */
export async function callProvider(provider: SocialProvider, url: URL, req: ProviderRequest, timeoutMs: number): Promise<ProviderAnswer> {
  const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
  let body: string | undefined;
  if (req.form) {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(req.form)) if (v !== undefined) form.set(k, v);
    body = form.toString();
    headers['content-type'] = 'application/x-www-form-urlencoded;charset=utf-8';
  }
  try {
    const res = await fetch(url, { method: req.method ?? 'GET', headers, body, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    return { status: res.status, body: parseJson(text) };
  } catch (e) {
    const name = e instanceof Error ? e.name : 'unknown';
    if (name === 'TimeoutError') throw new IdentityProviderError('TIMEOUT', provider, `${timeoutMs}ms 안에 답이 없습니다`);
    throw new IdentityProviderError('UNAVAILABLE', provider, `연결하지 못했습니다(${name})`);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** 본문의 오류 코드(error, error_code, code 등)를 기록해도 되는 모양일 때만 꺼낸다. error_description 은 code 를 담기도 해서 읽지 않는다 */
export function errorCodeOf(body: unknown, key = 'error'): string | null {
  if (!body || typeof body !== 'object') return null;
  const v = (body as Record<string, unknown>)[key];
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return typeof v === 'string' && /^[\w.-]{1,64}$/.test(v) ? v : null;
}

/** 429·5xx 는 잠시 뒤 다시, 그 밖의 실패는 code 가 틀렸을 때(invalidGrant)만 INVALID_GRANT, 나머지는 예상 밖의 답 */
export function failureOf(provider: SocialProvider, answer: ProviderAnswer, what: string, code: string | null, invalidGrant = false): IdentityProviderError {
  const detail = `${what} HTTP ${answer.status}${code ? ` ${code}` : ''}`;
  if (answer.status === 429 || answer.status >= 500) return new IdentityProviderError('UNAVAILABLE', provider, detail);
  if (invalidGrant) return new IdentityProviderError('INVALID_GRANT', provider, detail);
  // 설정 오류(invalid_client 등)도 여기로 온다: 회원이 다시 해도 나아지지 않으므로 INVALID_GRANT 와 나눈다
  return new IdentityProviderError('INVALID_RESPONSE', provider, detail);
}

/** 2xx 본문을 스키마로 읽는다. 모양이 다르면 INVALID_RESPONSE(본문은 토큰을 담을 수 있어 문구에 넣지 않는다) */
export function readBody<S extends z.ZodType>(provider: SocialProvider, schema: S, body: unknown, what: string): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => i.path.join('.') || '(본문)'))].slice(0, 5).join(', ');
    throw new IdentityProviderError('INVALID_RESPONSE', provider, `${what} 의 모양이 다릅니다: ${fields}`);
  }
  return parsed.data;
}

export function withQuery(base: string, params: Record<string, string | undefined>): string {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  return url.toString();
}

/** 끝에 / 가 있든 없든 base 뒤에 경로를 붙인다(https://graph.facebook.com/v21.0 + /me) */
export function joinUrl(base: string, path: string): URL {
  return new URL(`${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
}

/** 제공자가 준 이메일: 앞뒤 공백을 지우고 소문자로. @ 가 없으면 이메일이 아니다 */
export function normalizeEmail(raw: string | null | undefined): string | null {
  const email = raw?.trim().toLowerCase();
  return email && /^[^\s@]+@[^\s@]+$/.test(email) ? email : null;
}

/** 제공자가 주는 번호(+82 10-1234-5678)도 가입 화면과 같은 규칙으로. 휴대폰 번호가 아니면 null(가입 화면이 다시 묻는다) */
export { normalizeCellPhone } from '../../../lib/schemas/phone-rules';

export function nonEmpty(v: string | null | undefined): string | null {
  const t = v?.trim();
  return t ? t : null;
}

/**
 * 인가 코드를 토큰으로 바꾸는 폼 POST(RFC 6749 4.1.3 + PKCE): 카카오와 구글이 같은 모양이다.
 * 시크릿이 없는 앱(카카오에서 끈 경우)은 client_secret 을 싣지 않는다.
 */
export function postAuthorizationCode(
  provider: SocialProvider,
  url: URL,
  o: { clientId: string; clientSecret?: string; timeoutMs: number },
  p: Pick<ExchangeParams, 'code' | 'codeVerifier' | 'redirectUri'>,
): Promise<ProviderAnswer> {
  const form = { grant_type: 'authorization_code', client_id: o.clientId, client_secret: o.clientSecret, redirect_uri: p.redirectUri, code: p.code, code_verifier: p.codeVerifier };
  return callProvider(provider, url, { method: 'POST', form }, o.timeoutMs);
}
