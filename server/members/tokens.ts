import { createHash, randomUUID } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { Role } from '../../lib/schemas/members';

export const ISSUER = 'growth-store';
export const ALG = 'HS256';

/** 서명 키 하나: kid 는 키에서 뽑은 이름(비밀 자체가 아니라 SHA-256 의 앞 8바이트) */
export type SigningKey = { kid: string; secret: Uint8Array };
export type TokenKeys = {
  /** 서명하는 키(JWT_SECRET) */
  current: SigningKey;
  /** 돌리는 중이면 이전 키(JWT_PREVIOUS_SECRET): 검증만 한다 */
  previous: SigningKey | null;
  accessTtl: number;
  refreshTtl: number;
};

/** 키 이름: 토큰 머리에 실어도 비밀을 드러내지 않는다. 같은 비밀이면 인스턴스마다 같은 이름 */
export function keyIdOf(secret: string): string {
  return createHash('sha256').update(`growth-store-jwt-kid:${secret}`).digest().subarray(0, 8).toString('base64url');
}

const signingKey = (secret: string): SigningKey => ({ kid: keyIdOf(secret), secret: new TextEncoder().encode(secret) });

export function tokenKeys(config: {
  JWT_SECRET: string;
  JWT_PREVIOUS_SECRET?: string | undefined;
  ACCESS_TOKEN_TTL_SECONDS: number;
  REFRESH_TOKEN_TTL_SECONDS: number;
}): TokenKeys {
  const previous = config.JWT_PREVIOUS_SECRET && config.JWT_PREVIOUS_SECRET !== config.JWT_SECRET ? signingKey(config.JWT_PREVIOUS_SECRET) : null;
  return {
    current: signingKey(config.JWT_SECRET),
    previous,
    accessTtl: config.ACCESS_TOKEN_TTL_SECONDS,
    refreshTtl: config.REFRESH_TOKEN_TTL_SECONDS,
  };
}

export type AccessPayload = { memberId: number; role: Role; sid: string };
export type RefreshPayload = { memberId: number; sid: string; jti: string; exp: number };

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

export function signAccessToken(keys: TokenKeys, p: AccessPayload, now: Date): Promise<string> {
  return new SignJWT({ memberId: p.memberId, role: p.role, sid: p.sid, typ: 'access' })
    .setProtectedHeader({ alg: ALG, kid: keys.current.kid })
    .setSubject(String(p.memberId))
    .setIssuer(ISSUER)
    .setIssuedAt(epoch(now))
    .setExpirationTime(epoch(now) + keys.accessTtl)
    .sign(keys.current.secret);
}

export async function signRefreshToken(keys: TokenKeys, memberId: number, sid: string, now: Date) {
  const jti = randomUUID();
  const exp = epoch(now) + keys.refreshTtl;
  const token = await new SignJWT({ sid, typ: 'refresh' })
    .setProtectedHeader({ alg: ALG, kid: keys.current.kid })
    .setSubject(String(memberId))
    .setIssuer(ISSUER)
    .setJti(jti)
    .setIssuedAt(epoch(now))
    .setExpirationTime(exp)
    .sign(keys.current.secret);
  return { token, jti, expiresAt: new Date(exp * 1000) };
}

export type VerifyResult<T> = { ok: true; payload: T } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * 머리의 kid 로 검증 키를 고른다. kid 가 없는 토큰(키 이름을 싣기 전에 낸 것)은 지금 키로만 본다:
 * 이 변경을 올려도 아무도 로그아웃되지 않게. 모르는 kid 는 어느 키로도 보지 않는다.
 */
export function keyFor(keys: TokenKeys, kid: unknown): Uint8Array {
  if (kid === undefined || kid === keys.current.kid) return keys.current.secret;
  if (keys.previous && kid === keys.previous.kid) return keys.previous.secret;
  throw new joseErrors.JWSSignatureVerificationFailed();
}

// 서명이 맞아도 주장(claim)의 모양을 SQL 에 닿기 전에 본다: uuid 열·int4 열에 넣지 못할 값이면 500 이 아니라 무효
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INT4_MAX = 2_147_483_647;

/** 회원 번호: 맨 앞 0 없는 양의 정수(int4 안), 문자열 sub 로 온다 */
function memberIdOf(sub: unknown): number | null {
  if (typeof sub !== 'string' || !/^[1-9]\d{0,9}$/.test(sub)) return null;
  const n = Number(sub);
  return n <= INT4_MAX ? n : null;
}

const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);

async function verify(keys: TokenKeys, token: string, typ: string, now: Date): Promise<{ ok: true; payload: JWTPayload } | { ok: false; reason: 'expired' | 'invalid' }> {
  try {
    const { payload } = await jwtVerify(token, (header) => keyFor(keys, header.kid), {
      issuer: ISSUER,
      algorithms: [ALG],
      currentDate: now,
    });
    if (payload.typ !== typ || !isUuid(payload.sid)) return { ok: false, reason: 'invalid' };
    return { ok: true, payload };
  } catch (e) {
    const reason = e instanceof joseErrors.JWTExpired ? ('expired' as const) : ('invalid' as const);
    return { ok: false, reason };
  }
}

export async function verifyAccessToken(keys: TokenKeys, token: string, now: Date): Promise<VerifyResult<AccessPayload>> {
  const r = await verify(keys, token, 'access', now);
  if (!r.ok) return r;
  const role = r.payload.role;
  const memberId = memberIdOf(r.payload.sub);
  if ((role !== 'MEMBER' && role !== 'ADMIN') || memberId === null) return { ok: false, reason: 'invalid' };
  return { ok: true, payload: { memberId, role, sid: r.payload.sid as string } };
}

export async function verifyRefreshToken(keys: TokenKeys, token: string, now: Date): Promise<VerifyResult<RefreshPayload>> {
  const r = await verify(keys, token, 'refresh', now);
  if (!r.ok) return r;
  const memberId = memberIdOf(r.payload.sub);
  if (!isUuid(r.payload.jti) || memberId === null) return { ok: false, reason: 'invalid' };
  return {
    ok: true,
    payload: { memberId, sid: r.payload.sid as string, jti: r.payload.jti, exp: r.payload.exp ?? 0 },
  };
}
