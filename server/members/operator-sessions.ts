import type { Config } from '../config';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import { HOUR_MS, MINUTE_MS } from '../lib/time';
import { useMyInfoSessionsOfSession } from './member-tokens.repository';
import { revokeSession, touchSession } from './sessions.repository';

/** 마지막 사용 시각은 이보다 자주 고치지 않는다: 요청마다 쓰지 않으려고(유휴 판정이 이만큼 늦을 수 있다) */
export const ACTIVITY_WRITE_INTERVAL_MS = MINUTE_MS;

type SessionTimes = { role: 'MEMBER' | 'ADMIN'; createdAt: Date; lastActiveAt: Date | null };
export type OperatorSessionEnd = 'IDLE_TIMEOUT' | 'MAX_AGE';

/** 운영자 세션이 끝났으면 사유(로그인부터 최대 시간, 또는 유휴 시간), 아니면 null. 회원 세션은 늘 null */
export function operatorSessionEnd(config: Pick<Config, 'OPERATOR_IDLE_TIMEOUT_MINUTES' | 'OPERATOR_SESSION_MAX_HOURS'>, row: SessionTimes, now: Date): OperatorSessionEnd | null {
  if (row.role !== 'ADMIN') return null;
  if (now.getTime() - row.createdAt.getTime() >= config.OPERATOR_SESSION_MAX_HOURS * HOUR_MS) return 'MAX_AGE';
  const last = row.lastActiveAt ?? row.createdAt;
  if (now.getTime() - last.getTime() >= config.OPERATOR_IDLE_TIMEOUT_MINUTES * MINUTE_MS) return 'IDLE_TIMEOUT';
  return null;
}

/**
 * 인증 미들웨어·토큰 검사가 부른다. 운영자 세션이 끝났으면 닫고(그 세션이 연 내 정보 수정 세션도) 401
 * OPERATOR_SESSION_EXPIRED, 살아 있으면 마지막 사용 시각을 1분에 한 번까지만 고친다. 회원 세션은 아무것도 하지 않는다.
 */
export async function checkOperatorSession(deps: Pick<AppDeps, 'db' | 'config' | 'now'>, sessionId: string, row: SessionTimes): Promise<void> {
  if (row.role !== 'ADMIN') return;
  const now = deps.now();
  const ended = operatorSessionEnd(deps.config, row, now);
  if (ended) {
    await endOperatorSession(deps.db, sessionId, now, ended);
    throw fail('OPERATOR_SESSION_EXPIRED', { reason: ended });
  }
  const last = row.lastActiveAt ?? row.createdAt;
  if (now.getTime() - last.getTime() >= ACTIVITY_WRITE_INTERVAL_MS) {
    await touchSession(deps.db, { sessionId, at: now, olderThan: new Date(now.getTime() - ACTIVITY_WRITE_INTERVAL_MS) });
  }
}

/** 끝난 운영자 세션을 닫는다: 로그아웃과 같이 그 세션의 내 정보 수정 세션도 */
export async function endOperatorSession(db: AppDeps['db'], sessionId: string, at: Date, reason: OperatorSessionEnd) {
  await db.transaction(async (tx) => {
    await revokeSession(tx, sessionId, at, reason);
    await useMyInfoSessionsOfSession(tx, { sessionId, at });
  });
}
