import type { Context } from 'hono';
import type { AppEnv } from '../lib/context';
import type { AuditEntry } from './audit-logs.repository';

export type AuditActor = Pick<AuditEntry, 'actorMemberId' | 'actorRole' | 'requestId'>;

/** 라우트가 서비스에 넘기는 "누가, 어느 요청에서" — 서비스는 이것으로 작업 기록을 적는다 */
export function auditActor(c: Context<AppEnv>): AuditActor {
  const auth = c.get('auth');
  return { actorMemberId: auth.memberId, actorRole: auth.adminRole ?? 'SYSTEM', requestId: c.get('requestId') ?? null };
}
