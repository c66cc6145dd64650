import { createMiddleware } from 'hono/factory';
import { MFA_REQUIRED_ROLES } from '../../lib/schemas/members';
import type { AppEnv } from '../lib/context';
import { fail } from '../lib/errors';
import { isMfaEnrolled } from '../operators/mfa.repository';

/** 인증 전에도 불러야 하는 길: 내 정보(콘솔이 어느 화면을 보일지 정한다)와 등록·확인 */
const MFA_EXEMPT = /^\/v1\/admin\/(me|mfa\/.+)$/;

/**
 * /v1/admin/** 의 2단계 인증 관문(requireAdmin 뒤). OWNER·MANAGER 는 이 세션에서 코드를 확인하기 전에는
 * 403 MFA_REQUIRED(meta.enrolled: 등록했는가 — 콘솔이 등록 화면과 확인 화면 중 고른다).
 * SUPPORT 는 등록할 수 있지만 강제하지 않는다.
 */
export const requireMfa = createMiddleware<AppEnv>(async (c, next) => {
  const { adminRole, mfaVerified, memberId } = c.get('auth');
  if (mfaVerified || !adminRole || !MFA_REQUIRED_ROLES.includes(adminRole) || MFA_EXEMPT.test(c.req.path)) {
    await next();
    return;
  }
  throw fail('MFA_REQUIRED', { enrolled: await isMfaEnrolled(c.get('deps').db, memberId) });
});
