import { randomUUID } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Role } from '../../lib/schemas/members';

export const ISSUER = 'growth-store';
export const ALG = 'HS256';

export type TokenKeys = { secret: Uint8Array; accessTtl: number; refreshTtl: number };

export function tokenKeys(config: {
  JWT_SECRET: string;
  ACCESS_TOKEN_TTL_SECONDS: number;
  REFRESH_TOKEN_TTL_SECONDS: number;
}): TokenKeys {
  return {
    secret: new TextEncoder().encode(config.JWT_SECRET),
    accessTtl: config.ACCESS_TOKEN_TTL_SECONDS,
    refreshTtl: config.REFRESH_TOKEN_TTL_SECONDS,
  };
}

export type AccessPayload = { memberId: number; role: Role; sid: string };
export type RefreshPayload = { memberId: number; sid: string; jti: string; exp: number };

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

export function signAccessToken(keys: TokenKeys, p: AccessPayload, now: Date): Promise<string> {
  return new SignJWT({ memberId: p.memberId, role: p.role, sid: p.sid, typ: 'access' })
    .setProtectedHeader({ alg: ALG })
    .setSubject(String(p.memberId))
    .setIssuer(ISSUER)
    .setIssuedAt(epoch(now))
    .setExpirationTime(epoch(now) + keys.accessTtl)
    .sign(keys.secret);
}

export async function signRefreshToken(keys: TokenKeys, memberId: number, sid: string, now: Date) {
  const jti = randomUUID();
  const exp = epoch(now) + keys.refreshTtl;
  const token = await new SignJWT({ sid, typ: 'refresh' })
    .setProtectedHeader({ alg: ALG })
    .setSubject(String(memberId))
    .setIssuer(ISSUER)
    .setJti(jti)
    .setIssuedAt(epoch(now))
    .setExpirationTime(exp)
    .sign(keys.secret);
  return { token, jti, expiresAt: new Date(exp * 1000) };
}

export type VerifyResult<T> = { ok: true; payload: T } | { ok: false; reason: 'expired' | 'invalid' };

async function verify(keys: TokenKeys, token: string, typ: string, now: Date) {
  try {
    const { payload } = await jwtVerify(token, keys.secret, {
      issuer: ISSUER,
      algorithms: [ALG],
      currentDate: now,
    });
    if (payload.typ !== typ || typeof payload.sid !== 'string' || !payload.sub) {
      return { ok: false as const, reason: 'invalid' as const };
    }
    return { ok: true as const, payload };
  } catch (e) {
    const reason = e instanceof joseErrors.JWTExpired ? ('expired' as const) : ('invalid' as const);
    return { ok: false as const, reason };
  }
}

export async function verifyAccessToken(keys: TokenKeys, token: string, now: Date): Promise<VerifyResult<AccessPayload>> {
  const r = await verify(keys, token, 'access', now);
  if (!r.ok) return r;
  const role = r.payload.role;
  const memberId = Number(r.payload.sub);
  if ((role !== 'MEMBER' && role !== 'ADMIN') || !Number.isInteger(memberId)) return { ok: false, reason: 'invalid' };
  return { ok: true, payload: { memberId, role, sid: r.payload.sid as string } };
}

export async function verifyRefreshToken(keys: TokenKeys, token: string, now: Date): Promise<VerifyResult<RefreshPayload>> {
  const r = await verify(keys, token, 'refresh', now);
  if (!r.ok) return r;
  const memberId = Number(r.payload.sub);
  if (!r.payload.jti || !Number.isInteger(memberId)) return { ok: false, reason: 'invalid' };
  return {
    ok: true,
    payload: { memberId, sid: r.payload.sid as string, jti: r.payload.jti, exp: r.payload.exp ?? 0 },
  };
}
