import { createHash } from 'node:crypto';
import { rotateRefreshToken, type RotateResult } from './session-api';

/*
 * 쿠키의 리프레시 토큰을 회전한다. 같은 토큰이 잠깐 사이에 다시 오면 api 에 다시 보내지 않고 같은 결과를 돌려준다:
 * - 회전하는 동안 같은 토큰이 또 오면(두 탭이 동시에 화면을 옮길 때) 그 회전을 함께 기다린다.
 * - 방금 회전한 토큰이 다시 오면(응답이 닿기 전에 회원이 새로 고치거나 화면을 떠나 새 쿠키를 잃었을 때) 그 새 쌍을 다시 준다.
 * 둘 다 api 에 보냈다면 재사용으로 걸려 세션 전체가 끊긴다. 쿠키에서 온 토큰에만 쓴다(HttpOnly 라 스크립트가 가져갈 수 없다):
 * 로그인이 넘겨준 토큰(POST /api/sessions)은 화면을 지나왔으므로 두 번째 사용은 그대로 재사용으로 걸려야 한다.
 * 웹 서버 한 대의 메모리다: 여러 대면 같은 서버에 온 요청끼리만 돕는다(docs/decisions.md, Sessions).
 */

/** 방금 회전한 토큰을 기억하는 시간 */
export const ROTATION_GRACE_MS = 20_000;
const MAX_REMEMBERED = 10_000;

const inFlight = new Map<string, Promise<RotateResult>>();
const recent = new Map<string, { result: RotateResult; until: number }>();

// 토큰 그대로가 아니라 해시로 둔다: 메모리 덤프에 쓸 수 있는 토큰이 남지 않게
const keyOf = (refreshToken: string) => createHash('sha256').update(refreshToken).digest('base64url');

function remember(key: string, result: RotateResult, now: number) {
  for (const [k, entry] of recent) if (entry.until <= now) recent.delete(k);
  if (recent.size >= MAX_REMEMBERED) recent.delete(recent.keys().next().value!);
  recent.set(key, { result, until: now + ROTATION_GRACE_MS });
}

export async function rotateCookieToken(refreshToken: string, now: () => number = Date.now): Promise<RotateResult> {
  const key = keyOf(refreshToken);
  const hit = recent.get(key);
  if (hit && hit.until > now()) return hit.result;
  const running = inFlight.get(key);
  if (running) return running;
  const started = rotateRefreshToken(refreshToken)
    .then((result) => {
      if (result.ok) remember(key, result, now());
      return result;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return started;
}

/**
 * 로그아웃: 이 토큰과, 회전해서 이 토큰을 내준 옛 토큰의 기억을 지운다. 세션이 닫힌 뒤 옛 토큰이 다시 오면
 * 기억한 쌍을 돌려주지 않고 api 로 보낸다(api 가 거절한다)
 */
export function forgetRotationsOf(refreshToken: string): void {
  const key = keyOf(refreshToken);
  inFlight.delete(key);
  recent.delete(key);
  for (const [k, entry] of recent) if (entry.result.ok && entry.result.pair.refreshToken === refreshToken) recent.delete(k);
}

/** 처음 상태로(테스트) */
export function forgetRotations(): void {
  inFlight.clear();
  recent.clear();
}
