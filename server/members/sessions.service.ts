import { randomUUID } from 'node:crypto';
import type { Role, TokenPair, ValidateTokenResponse } from '../../lib/schemas/members';
import type { AppDeps } from '../lib/context';
import { ApiError, fail } from '../lib/errors';
import { useMyInfoSessionsOfSession } from './member-tokens.repository';
import { checkOperatorSession, operatorSessionEnd } from './operator-sessions';
import * as repo from './sessions.repository';
import { signAccessToken, signRefreshToken, tokenKeys, verifyAccessToken, verifyRefreshToken } from './tokens';


async function issuePair(deps: AppDeps, db: AppDeps['db'], memberId: number, role: Role, sid: string): Promise<TokenPair> {
  const keys = tokenKeys(deps.config);
  const now = deps.now();
  const refresh = await signRefreshToken(keys, memberId, sid, now);
  await repo.insertRefreshToken(db, { id: refresh.jti, sessionId: sid, expiresAt: refresh.expiresAt });
  const accessToken = await signAccessToken(keys, { memberId, role, sid }, now);
  return { accessToken, refreshToken: refresh.token };
}

/** 로그인·가입: 새 세션(토큰 패밀리)을 연다. 호출한 쪽의 트랜잭션 안에서 쓴다. */
export async function openSession(deps: AppDeps, db: AppDeps['db'], memberId: number, role: Role): Promise<TokenPair> {
  const sid = randomUUID();
  await repo.insertSession(db, { id: sid, memberId, at: deps.now() });
  return issuePair(deps, db, memberId, role, sid);
}

/**
 * 리프레시 토큰 회전. 한 번 쓴 토큰이 다시 오면 도난으로 보고 세션 전체를 폐기한다.
 * 트랜잭션 + FOR UPDATE + 조건부 갱신으로 동시에 두 번 와도 한 번만 성공한다.
 */
export async function rotateRefreshToken(deps: AppDeps, refreshToken: string): Promise<TokenPair> {
  const now = deps.now();
  const verified = await verifyRefreshToken(tokenKeys(deps.config), refreshToken, now);
  if (!verified.ok) throw fail('REFRESH_TOKEN_INVALID');
  const { jti, sid } = verified.payload;

  const outcome = await deps.db.transaction(async (tx) => {
    const row = await repo.findRefreshTokenForUpdate(tx, jti);
    if (!row || row.sessionId !== sid) return { kind: 'invalid' as const };
    const member = await repo.findActiveSessionMember(tx, row.memberId, sid);
    // 정지된 회원에게는 '만료' 대신 정지를 알린다(정지할 때 세션도 이미 닫혔다)
    if (member?.status === 'STOP') return { kind: 'stopped' as const };
    if (row.revokedAt) return { kind: 'invalid' as const };
    if (row.usedAt || !(await repo.markRefreshTokenUsed(tx, jti, now))) {
      await repo.revokeSession(tx, sid, now, 'REUSE_DETECTED');
      await useMyInfoSessionsOfSession(tx, { sessionId: sid, at: now });
      return { kind: 'reused' as const };
    }
    if (!member || member.status === 'DELETED') return { kind: 'invalid' as const };
    // 운영자 세션은 유휴 시간·최대 시간이 지나면 리프레시 토큰이 살아 있어도 새로 받지 못한다
    const ended = operatorSessionEnd(deps.config, member, now);
    if (ended) {
      await repo.revokeSession(tx, sid, now, ended);
      await useMyInfoSessionsOfSession(tx, { sessionId: sid, at: now });
      return { kind: 'operatorEnded' as const, reason: ended };
    }
    return { kind: 'ok' as const, pair: await issuePair(deps, tx, row.memberId, member.role, sid) };
  });

  if (outcome.kind === 'reused') {
    deps.logger.warn({ sid }, 'refresh token reuse detected; session revoked');
    throw fail('REFRESH_TOKEN_REUSED');
  }
  if (outcome.kind === 'stopped') throw fail('MEMBER_STOPPED');
  if (outcome.kind === 'operatorEnded') throw fail('OPERATOR_SESSION_EXPIRED', { reason: outcome.reason });
  if (outcome.kind === 'invalid') throw fail('REFRESH_TOKEN_INVALID');
  return outcome.pair;
}

/** 페이지마다 부르는 토큰 검사: 유효하면 그대로, access 만 만료면 새 쌍, 아니면 무효. */
export async function validateTokens(deps: AppDeps, token: string, refreshToken: string): Promise<ValidateTokenResponse> {
  const invalid = { isValid: false, isRenew: false, token: null, refreshToken: null };
  const now = deps.now();
  const keys = tokenKeys(deps.config);
  const access = token ? await verifyAccessToken(keys, token, now) : null;

  if (access?.ok) {
    const row = await repo.findActiveSessionMember(deps.db, access.payload.memberId, access.payload.sid);
    if (!row || row.revokedAt || row.status === 'DELETED' || row.status === 'STOP') return invalid;
    // 페이지 이동도 운영자의 사용이다: 끝난 세션이면 닫고 무효(프록시가 로그인 화면으로 보낸다), 아니면 마지막 사용 시각
    if (!(await operatorSessionAlive(deps, access.payload.sid, row))) return invalid;
    return { isValid: true, isRenew: false, token, refreshToken: refreshToken || null };
  }
  if (!refreshToken) return invalid;
  try {
    const pair = await rotateRefreshToken(deps, refreshToken);
    return { isValid: true, isRenew: true, token: pair.accessToken, refreshToken: pair.refreshToken };
  } catch (e) {
    // 정지(403 MEMBER_STOPPED)도 무효: 프록시가 로그인 화면으로 보내고, 로그인이 정지를 알린다
    if (e instanceof ApiError && (e.status === 401 || e.code === 'MEMBER_STOPPED')) return invalid;
    throw e;
  }
}

async function operatorSessionAlive(deps: AppDeps, sid: string, row: Parameters<typeof checkOperatorSession>[2]) {
  try {
    await checkOperatorSession(deps, sid, row);
    return true;
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) return false;
    throw e;
  }
}

/** 로그아웃: 토큰이 속한 세션과 그 세션이 연 내 정보 수정 세션을 끝낸다. 이미 만료되었거나 틀린 토큰이면 할 일이 없다. */
export async function closeSession(deps: AppDeps, sid: string) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await repo.revokeSession(tx, sid, now, 'LOGOUT');
    await useMyInfoSessionsOfSession(tx, { sessionId: sid, at: now });
  });
}
