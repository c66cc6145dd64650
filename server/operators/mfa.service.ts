import { MFA_REQUIRED_ROLES } from '../../lib/schemas/members';
import { RECOVERY_CODE_COUNT, type AdminMe, type MfaConfirmResult, type MfaEnrolment, type MfaVerifyResult } from '../../lib/schemas/operators';
import { insertAuditLog } from '../audit-logs/audit-logs.repository';
import type { AuditActor } from '../audit-logs/actor';
import type { AppDeps, AuthContext } from '../lib/context';
import { fail } from '../lib/errors';
import * as repo from './mfa.repository';
import { decryptSecret, encryptSecret, enrolmentOf, hashRecoveryCode, matchingStep, mfaKey, newRecoveryCode, newSecretBase32 } from './totp';

/** 틀린 코드: 10분에 5번까지. 넘으면 429 + Retry-After */
const MAX_FAILURES = 5;
const FAILURE_WINDOW_MS = 10 * 60 * 1000;

type Deps = Pick<AppDeps, 'db' | 'config' | 'now'>;

// GET /v1/admin/me
export async function getAdminMe(deps: Deps, auth: AuthContext): Promise<AdminMe> {
  const me = await repo.findOperatorMe(deps.db, auth.memberId);
  if (!me?.adminRole) throw fail('ADMIN_ROLE_FORBIDDEN');
  const enrolled = await repo.isMfaEnrolled(deps.db, auth.memberId);
  return {
    memberId: me.memberId,
    email: me.email,
    name: me.name,
    adminRole: me.adminRole,
    mfa: { required: MFA_REQUIRED_ROLES.includes(me.adminRole), enrolled, verified: auth.mfaVerified },
  };
}

/** 창 안에서 이미 다 틀렸으면 코드를 보기도 전에 막는다 */
async function assertNotLocked(deps: Deps, memberId: number) {
  const now = deps.now();
  const failures = await repo.recentMfaFailures(deps.db, memberId, new Date(now.getTime() - FAILURE_WINDOW_MS));
  if (failures.length < MAX_FAILURES) return;
  const oldest = failures[failures.length - MAX_FAILURES]!;
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest.getTime() + FAILURE_WINDOW_MS - now.getTime()) / 1000));
  throw fail('MFA_TOO_MANY_ATTEMPTS', { retryAfterSeconds });
}

/** 틀림을 적고 던진다: 적는 것은 트랜잭션 밖이어야 남는다 */
async function wrong(deps: Deps, memberId: number, name: 'MFA_CODE_INVALID' | 'MFA_RECOVERY_CODE_INVALID'): Promise<never> {
  await repo.recordMfaFailure(deps.db, memberId, deps.now());
  throw fail(name);
}

// POST /v1/admin/mfa/enrolment
export async function startEnrolment(deps: Deps, auth: AuthContext): Promise<MfaEnrolment> {
  const me = await repo.findOperatorMe(deps.db, auth.memberId);
  const secret = newSecretBase32();
  const stored = await repo.upsertPendingMfa(deps.db, { memberId: auth.memberId, secret: encryptSecret(mfaKey(deps.config.JWT_SECRET), secret) });
  if (!stored) throw fail('MFA_ALREADY_ENROLLED');
  return enrolmentOf(secret, me?.email ?? `operator-${auth.memberId}`);
}

// POST /v1/admin/mfa/enrolment/confirm
export async function confirmEnrolment(deps: Deps, auth: AuthContext, actor: AuditActor, code: string): Promise<MfaConfirmResult> {
  await assertNotLocked(deps, auth.memberId);
  const mfa = await repo.findMfa(deps.db, auth.memberId);
  if (!mfa) throw fail('MFA_NOT_ENROLLED');
  if (mfa.confirmedAt) throw fail('MFA_ALREADY_ENROLLED');
  const now = deps.now();
  const step = matchingStep(decryptSecret(mfaKey(deps.config.JWT_SECRET), mfa.secret), code, now);
  if (step === null) return wrong(deps, auth.memberId, 'MFA_CODE_INVALID');
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const confirmed = await deps.db.transaction(async (tx) => {
    // 두 번 눌러도 한 번만: 확인 전인 줄만 확인으로 바뀐다
    if (!(await repo.useTotpStep(tx, { memberId: auth.memberId, step, confirmAt: now }))) return false;
    await repo.replaceRecoveryCodes(tx, auth.memberId, codes.map(hashRecoveryCode));
    await repo.markSessionMfaVerified(tx, auth.sessionId, now);
    await insertAuditLog(tx, { ...actor, kind: 'operators.mfa-enrol', targetType: 'member', targetId: auth.memberId, summary: '2단계 인증 등록' });
    return true;
  });
  if (!confirmed) throw fail('MFA_ALREADY_ENROLLED');
  return { confirmed: true, recoveryCodes: codes };
}

// POST /v1/admin/mfa/verify
export async function verifyMfa(
  deps: Deps,
  auth: AuthContext,
  actor: AuditActor,
  body: { code: string } | { recoveryCode: string },
): Promise<MfaVerifyResult> {
  await assertNotLocked(deps, auth.memberId);
  const mfa = await repo.findMfa(deps.db, auth.memberId);
  if (!mfa?.confirmedAt) throw fail('MFA_NOT_ENROLLED');
  const now = deps.now();
  if ('code' in body) {
    const step = matchingStep(decryptSecret(mfaKey(deps.config.JWT_SECRET), mfa.secret), body.code, now);
    if (step === null) return wrong(deps, auth.memberId, 'MFA_CODE_INVALID');
    const ok = await deps.db.transaction(async (tx) => {
      if (!(await repo.useTotpStep(tx, { memberId: auth.memberId, step }))) return false;
      await repo.markSessionMfaVerified(tx, auth.sessionId, now);
      return true;
    });
    // 이미 쓴 코드(같은 30초 칸)를 다시 보낸 것: 틀린 코드와 같게 센다
    if (!ok) return wrong(deps, auth.memberId, 'MFA_CODE_INVALID');
  } else {
    const ok = await deps.db.transaction(async (tx) => {
      if (!(await repo.useRecoveryCode(tx, { memberId: auth.memberId, codeHash: hashRecoveryCode(body.recoveryCode), at: now }))) return false;
      await repo.markSessionMfaVerified(tx, auth.sessionId, now);
      // 복구 코드를 쓴 것은 앱을 잃었다는 신호일 수 있어 기록에 남긴다
      await insertAuditLog(tx, { ...actor, kind: 'operators.mfa-recovery', targetType: 'member', targetId: auth.memberId, summary: '복구 코드로 2단계 인증' });
      return true;
    });
    if (!ok) return wrong(deps, auth.memberId, 'MFA_RECOVERY_CODE_INVALID');
  }
  return { verified: true, recoveryCodesLeft: await repo.countUnusedRecoveryCodes(deps.db, auth.memberId) };
}
