import { createMiddleware } from 'hono/factory';
import type { AdminRole } from '../../lib/schemas/members';
import type { Context } from 'hono';
import type { AppEnv, AuthContext } from '../lib/context';
import { fail } from '../lib/errors';
import { checkOperatorSession } from '../members/operator-sessions';
import { findActiveSessionMember } from '../members/sessions.repository';
import { tokenKeys, verifyAccessToken } from '../members/tokens';

/** Authorization: Bearer <access token> 을 검사하고, 세션이 살아 있는지 DB 에서 한 번 확인한다. 아니면 401(정지면 403) */
export async function authenticate(c: Context<AppEnv>): Promise<AuthContext> {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw fail('UNAUTHORIZED');
  const deps = c.get('deps');
  const result = await verifyAccessToken(tokenKeys(deps.config), match[1]!, deps.now());
  if (!result.ok) {
    throw result.reason === 'expired'
      ? fail('TOKEN_EXPIRED')
      : fail('TOKEN_INVALID');
  }
  const { memberId, sid } = result.payload;
  const row = await findActiveSessionMember(deps.db, memberId, sid);
  if (!row || row.revokedAt || row.status === 'DELETED') throw fail('SESSION_REVOKED');
  if (row.status === 'STOP') throw fail('MEMBER_STOPPED');
  // 운영자 세션: 유휴 시간·최대 시간이 지났으면 닫고 401, 아니면 마지막 사용 시각(1분에 한 번까지)
  await checkOperatorSession(deps, sid, row);
  // 역할은 토큰이 아니라 DB 가 정한다: 권한을 뺏으면 바로 반영된다
  return {
    memberId,
    role: row.role,
    sessionId: sid,
    adminRole: row.role === 'ADMIN' ? row.adminRole : null,
    mfaVerified: row.mfaVerifiedAt !== null,
    emailVerified: row.status !== 'REQUIRED_EMAIL_AUTH',
  };
}

export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  c.set('auth', await authenticate(c));
  await next();
});

/**
 * 결제·문의·후기 작성처럼 인증한 이메일이 있어야 하는 길(requireAuth 뒤). 가입 인증 링크를 열기 전이면 403.
 * 로그인·둘러보기·장바구니는 막지 않는다: 라우트마다 createRoute({ middleware: [requireVerifiedEmail] }) 로 밝힌다.
 */
export const requireVerifiedEmail = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('auth').emailVerified) throw fail('EMAIL_NOT_VERIFIED');
  await next();
});

/** /v1/my-page/{memberId}/** : 경로의 id 가 본인 것이 아니면 403. */
export const requireSelf = createMiddleware<AppEnv>(async (c, next) => {
  const raw = c.req.param('memberId');
  if (raw === undefined || String(c.get('auth').memberId) !== raw) {
    throw fail('NOT_YOUR_RESOURCE');
  }
  await next();
});

/** /v1/admin/** : 관리자만. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('auth').role !== 'ADMIN') throw fail('ADMIN_ONLY');
  await next();
});

/**
 * 관리자 라우트마다 부를 수 있는 등급을 밝힌다: createRoute({ middleware: [allow(...STAFF)] }).
 * 밝히지 않은 라우트는 tests/api/admin-access 의 표가 잡아낸다.
 */
export const allow = (...roles: AdminRole[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { adminRole } = c.get('auth');
    if (!adminRole || !roles.includes(adminRole)) {
      throw fail('ADMIN_ROLE_FORBIDDEN');
    }
    await next();
  });

/** 자주 쓰는 등급 묶음 */
export const EVERY_OPERATOR: AdminRole[] = ['OWNER', 'MANAGER', 'SUPPORT'];
export const STAFF: AdminRole[] = ['OWNER', 'MANAGER'];
export const OWNER_ONLY: AdminRole[] = ['OWNER'];
