import { MFA_REQUIRED_ROLES } from '../../lib/schemas/members';
import { RECOVERY_CODE_COUNT, type AdminMe, type MfaConfirmResult, type MfaEnrolment, type MfaVerifyResult } from '../../lib/schemas/operators';
import { insertAuditLog } from '../audit-logs/audit-logs.repository';
import type { AuditActor } from '../audit-logs/actor';
import type { AppDeps, AuthContext } from '../lib/context';
import { fail } from '../lib/errors';
import { MINUTE_MS } from '../lib/time';
import { raiseAlert } from '../tasks/alerts.service';
import * as repo from './mfa.repository';
import { encryptSecret, enrolmentOf, hashRecoveryCode, matchingStep, mfaKey, newRecoveryCode, newSecretBase32, openStoredSecret } from './totp';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now' | 'logger'>;

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

type Mfa = NonNullable<Awaited<ReturnType<typeof repo.findMfa>>>;

/** 잠긴 동안은 코드를 보기도 전에 막는다: 맞는 코드도 429 + Retry-After */
function assertNotLocked(deps: Deps, mfa: Pick<Mfa, 'lockedUntil'>) {
  const waitMs = mfa.lockedUntil ? mfa.lockedUntil.getTime() - deps.now().getTime() : 0;
  if (waitMs > 0) throw fail('MFA_TOO_MANY_ATTEMPTS', { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });
}

/**
 * 틀림을 적고 던진다(트랜잭션은 틀림만 커밋한다: 답은 오류여도 기록은 남는다). 창(MFA_FAILURE_WINDOW_MINUTES) 안에서,
 * 그리고 지난 잠금이 풀린 뒤에 MFA_MAX_FAILURES 번째로 틀리면 MFA_LOCK_MINUTES 동안 잠그고 콘솔 경보를 연다.
 * 횟수와 잠금은 DB 에 있어 api 인스턴스가 여럿이어도 같다. MFA 줄을 잠가 동시에 틀려도 잠금·경보는 한 번.
 */
async function wrong(deps: Deps, memberId: number, name: 'MFA_CODE_INVALID' | 'MFA_CODE_USED' | 'MFA_RECOVERY_CODE_INVALID'): Promise<never> {
  const now = deps.now();
  const { config } = deps;
  const locked = await deps.db.transaction(async (tx) => {
    const row = await repo.lockMfaRow(tx, memberId);
    await repo.recordMfaFailure(tx, memberId, now);
    if (!row || (row.lockedUntil && row.lockedUntil > now)) return false;
    const windowStart = now.getTime() - config.MFA_FAILURE_WINDOW_MINUTES * MINUTE_MS;
    const since = new Date(Math.max(windowStart, row.lockedUntil?.getTime() ?? 0));
    if ((await repo.countMfaFailuresSince(tx, memberId, since)) < config.MFA_MAX_FAILURES) return false;
    const until = new Date(now.getTime() + config.MFA_LOCK_MINUTES * MINUTE_MS);
    await repo.setMfaLockedUntil(tx, memberId, until);
    const me = await repo.findOperatorMe(tx, memberId);
    await raiseAlert(tx, deps, {
      kind: 'MFA_LOCKED',
      subjectKey: `member:${memberId}`,
      message: `운영자 ${me?.email ?? `#${memberId}`}의 2단계 인증 코드가 ${config.MFA_MAX_FAILURES}번 틀려 ${config.MFA_LOCK_MINUTES}분 동안 잠겼습니다. 본인이 아니라면 비밀번호를 바꾸고 2단계 인증을 초기화해주세요.`,
      now,
    });
    return true;
  });
  if (locked) deps.logger.warn({ memberId }, 'operator MFA locked after repeated failures');
  throw fail(name);
}

/**
 * 맞는 코드를 받아들이는 트랜잭션의 첫 걸음: MFA 줄을 잠그고 잠금을 다시 본다. 앞의 검사와 이 트랜잭션 사이에
 * 동시에 보낸 틀린 코드들이 잠금을 걸었으면, 한꺼번에 보낸 추측 속의 맞는 코드도 429 로 막힌다
 */
async function assertStillUnlocked(deps: Deps, tx: Deps['db'], memberId: number) {
  const row = await repo.lockMfaRow(tx, memberId);
  if (row) assertNotLocked(deps, row);
}

/** 저장한 비밀을 푼다. 서명 키를 돌리는 기간 없이 JWT_SECRET 을 바꿨으면 풀 수 없다: 다시 등록해야 한다 */
function openSecret(deps: Deps, mfa: Mfa) {
  const opened = openStoredSecret(deps.config, mfa.secret);
  if (!opened) throw fail('MFA_SECRET_UNREADABLE');
  return opened;
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
  const mfa = await repo.findMfa(deps.db, auth.memberId);
  if (!mfa) throw fail('MFA_NOT_ENROLLED');
  if (mfa.confirmedAt) throw fail('MFA_ALREADY_ENROLLED');
  assertNotLocked(deps, mfa);
  const now = deps.now();
  const opened = openSecret(deps, mfa);
  const step = matchingStep(opened.secret, code, now);
  if (step === null) return wrong(deps, auth.memberId, 'MFA_CODE_INVALID');
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const confirmed = await deps.db.transaction(async (tx) => {
    await assertStillUnlocked(deps, tx, auth.memberId);
    // 두 번 눌러도 한 번만: 확인 전인 줄만 확인으로 바뀐다
    if (!(await repo.useTotpStep(tx, { memberId: auth.memberId, step, confirmAt: now }))) return false;
    if (opened.rewrapped) await repo.rewrapMfaSecret(tx, auth.memberId, opened.rewrapped);
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
  const mfa = await repo.findMfa(deps.db, auth.memberId);
  if (!mfa?.confirmedAt) throw fail('MFA_NOT_ENROLLED');
  assertNotLocked(deps, mfa);
  const now = deps.now();
  if ('code' in body) {
    const opened = openSecret(deps, mfa);
    const step = matchingStep(opened.secret, body.code, now);
    if (step === null) return wrong(deps, auth.memberId, 'MFA_CODE_INVALID');
    const ok = await deps.db.transaction(async (tx) => {
      await assertStillUnlocked(deps, tx, auth.memberId);
      if (!(await repo.useTotpStep(tx, { memberId: auth.memberId, step }))) return false;
      // 이전 서명 키로 싼 비밀이면 지금 키로 바꿔 둔다: 이전 키를 지운 뒤에도 풀린다
      if (opened.rewrapped) await repo.rewrapMfaSecret(tx, auth.memberId, opened.rewrapped);
      await repo.markSessionMfaVerified(tx, auth.sessionId, now);
      return true;
    });
    // 이미 쓴 코드(같은 30초 칸)를 다시 보낸 것: 틀림으로 세되, 맞지 않다고 하지 않고 다음 코드를 기다리라고 알린다
    if (!ok) return wrong(deps, auth.memberId, 'MFA_CODE_USED');
  } else {
    const ok = await deps.db.transaction(async (tx) => {
      await assertStillUnlocked(deps, tx, auth.memberId);
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
