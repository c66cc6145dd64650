/**
 * 로그에 실리는 주소에서 비밀을 뺀다. 메일의 링크(/account/reset-password?token=…,
 * /account/email-change?token=…)처럼 쿼리에 든 토큰은 그 자체로 계정을 여는 열쇠라
 * 값을 REDACTED 로 바꾸고, 조각(#…)은 통째로 버린다. 브라우저(log-failure.ts)와 /api/log 가 같이 쓴다.
 */
const SECRET_PARAMS = new Set(['token', 'refreshtoken', 'accesstoken', 'access_token', 'password', 'myinfosession', 'code']);

export const REDACTED = 'REDACTED';

export function redactUrl(value: string): string {
  const hash = value.indexOf('#');
  const withoutHash = hash < 0 ? value : value.slice(0, hash);
  const q = withoutHash.indexOf('?');
  if (q < 0) return withoutHash;
  const params = new URLSearchParams(withoutHash.slice(q + 1));
  let changed = false;
  for (const key of new Set(params.keys())) {
    if (SECRET_PARAMS.has(key.toLowerCase())) {
      params.set(key, REDACTED);
      changed = true;
    }
  }
  // 비밀이 없으면 쿼리를 손대지 않는다(다시 인코딩하지 않는다)
  return changed ? `${withoutHash.slice(0, q)}?${params.toString()}` : withoutHash;
}
