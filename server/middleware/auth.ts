import { createMiddleware } from 'hono/factory';
import type { AdminRole } from '../../lib/schemas/members';
import type { AppEnv } from '../lib/context';
import { ApiError, fail, forbidden, unauthorized } from '../lib/errors';
import { findActiveSessionMember } from '../members/sessions.repository';
import { tokenKeys, verifyAccessToken } from '../members/tokens';

const SESSION_EXPIRED = '로그인이 만료되었습니다. 다시 로그인해주세요.';

/** Authorization: Bearer <access token> 을 검사하고, 세션이 살아 있는지 DB 에서 한 번 확인한다. */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw unauthorized();
  const deps = c.get('deps');
  const result = await verifyAccessToken(tokenKeys(deps.config), match[1]!, deps.now());
  if (!result.ok) {
    throw result.reason === 'expired'
      ? new ApiError('TOKEN_EXPIRED', 401, SESSION_EXPIRED)
      : new ApiError('TOKEN_INVALID', 401, SESSION_EXPIRED);
  }
  const { memberId, sid } = result.payload;
  const row = await findActiveSessionMember(deps.db, memberId, sid);
  if (!row || row.revokedAt || row.status === 'DELETED') throw new ApiError('SESSION_REVOKED', 401, SESSION_EXPIRED);
  if (row.status === 'STOP') throw forbidden('이용이 정지된 계정입니다. 고객센터로 문의해주세요.', 'MEMBER_STOPPED');
  // 역할은 토큰이 아니라 DB 가 정한다: 권한을 뺏으면 바로 반영된다
  c.set('auth', {
    memberId,
    role: row.role,
    sessionId: sid,
    adminRole: row.role === 'ADMIN' ? row.adminRole : null,
    mfaVerified: row.mfaVerifiedAt !== null,
  });
  await next();
});

/** /v1/my-page/{memberId}/** : 경로의 id 가 본인 것이 아니면 403. */
export const requireSelf = createMiddleware<AppEnv>(async (c, next) => {
  const raw = c.req.param('memberId');
  if (raw === undefined || String(c.get('auth').memberId) !== raw) {
    throw forbidden('본인의 정보만 볼 수 있습니다.', 'NOT_YOUR_RESOURCE');
  }
  await next();
});

/** /v1/admin/** : 관리자만. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('auth').role !== 'ADMIN') throw forbidden('관리자만 사용할 수 있습니다.', 'ADMIN_ONLY');
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
