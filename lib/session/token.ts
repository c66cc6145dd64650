import { jwtDecode } from 'jwt-decode';
import type { Role } from '../schemas/members';

type Claims = { exp?: number; sub?: string; memberId?: number; role?: Role };

/** 서명은 API 가 검사한다. 여기서는 만료 시각과 memberId 만 읽는다. */
export function decodeToken(token: string | undefined | null): Claims | null {
  if (!token) return null;
  try {
    return jwtDecode<Claims>(token);
  } catch {
    return null;
  }
}

/** 만료 몇 초 전부터 만료로 본다: 요청이 가는 도중에 끝나지 않게. */
export function isTokenExpired(token: string | undefined | null, nowMs = Date.now(), skewSeconds = 10): boolean {
  const exp = decodeToken(token)?.exp;
  if (typeof exp !== 'number') return true;
  return exp * 1000 <= nowMs + skewSeconds * 1000;
}

export function memberIdOf(token: string | undefined | null): number | null {
  const claims = decodeToken(token);
  const id = claims?.memberId ?? (claims?.sub ? Number(claims.sub) : NaN);
  return Number.isInteger(id) ? id : null;
}

export function roleOf(token: string | undefined | null): Role | null {
  return decodeToken(token)?.role ?? null;
}
