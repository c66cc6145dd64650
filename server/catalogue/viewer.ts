import type { Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { operatorSessionEnd } from '../members/operator-sessions';
import { findActiveSessionMember } from '../members/sessions.repository';
import { tokenKeys, verifyAccessToken } from '../members/tokens';

/**
 * 공개 카탈로그는 로그인 없이 열리지만, 관리자에게는 ADMIN_ORDER 상품도 보여 준다.
 * 토큰이 없거나 틀리거나 만료되면 401 대신 손님으로 본다 — 공개 페이지가 깨지지 않게.
 * (Authorization 헤더가 있는 요청은 공개 캐시를 거치지 않는다: response-cache.ts)
 */
export async function viewerIsAdmin(c: Context<AppEnv>): Promise<boolean> {
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (!token) return false;
  const deps = c.get('deps');
  const result = await verifyAccessToken(tokenKeys(deps.config), token, deps.now());
  if (!result.ok) return false;
  const row = await findActiveSessionMember(deps.db, result.payload.memberId, result.payload.sid);
  if (!row || row.revokedAt || row.status === 'STOP' || row.status === 'DELETED' || row.role !== 'ADMIN') return false;
  // 끝난 운영자 세션은 손님으로 본다(닫고 401 로 답하는 일은 인증이 필요한 길이 한다)
  return operatorSessionEnd(deps.config, row, deps.now()) === null;
}
