import { ADMIN_ROLE_LABELS, type AdminRole } from '../../lib/schemas/members';
import type { Operator, OperatorList } from '../../lib/schemas/operators';
import type { AuditActor } from '../audit-logs/actor';
import { insertAuditLog } from '../audit-logs/audit-logs.repository';
import type { Db } from '../db/client';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import { revokeAllSessionsOfMember } from '../members/sessions.repository';
import * as repo from './operators.repository';

type Deps = Pick<AppDeps, 'db' | 'now'>;

function toOperator(r: Awaited<ReturnType<typeof repo.listOperatorRows>>[number]): Operator {
  return {
    memberId: r.memberId,
    email: r.email,
    name: r.name,
    // 등급 없이 ADMIN 인 옛 계정은 아무것도 못 한다: 목록에서는 가장 좁은 등급으로 보인다
    adminRole: r.adminRole ?? 'SUPPORT',
    mfaEnrolled: r.mfaConfirmedAt !== null,
    lastSignInAt: r.lastSignInAt ? r.lastSignInAt.toISOString() : null,
  };
}

async function operatorOrThrow(db: Db, memberId: number) {
  const rows = await repo.listOperatorRows(db);
  const row = rows.find((r) => r.memberId === memberId);
  if (!row) throw fail('OPERATOR_NOT_FOUND');
  return toOperator(row);
}

// GET /v1/admin/operators
export async function listOperators(deps: Deps): Promise<OperatorList> {
  return { items: (await repo.listOperatorRows(deps.db)).map(toOperator) };
}

// POST /v1/admin/operators
export async function addOperator(deps: Deps, actor: AuditActor, body: { email: string; adminRole: AdminRole }): Promise<Operator> {
  const memberId = await deps.db.transaction(async (tx) => {
    const member = await repo.findMemberByEmailForUpdate(tx, body.email);
    // 둘 다 적은 이메일이 틀린 것: 콘솔 폼이 그 칸 아래에 보이게 칸 이름을 붙인다
    if (!member || member.status === 'DELETED') throw fail('OPERATOR_MEMBER_NOT_FOUND', { field: 'email' });
    if (member.role === 'ADMIN') throw fail('OPERATOR_ALREADY_EXISTS', { field: 'email' });
    await repo.setOperatorRole(tx, { memberId: member.id, adminRole: body.adminRole, now: deps.now() });
    await insertAuditLog(tx, {
      ...actor,
      kind: 'operators.create',
      targetType: 'member',
      targetId: member.id,
      summary: `운영자 추가: ${body.email} (${ADMIN_ROLE_LABELS[body.adminRole]})`,
      before: { role: 'MEMBER', adminRole: null },
      after: { role: 'ADMIN', adminRole: body.adminRole },
    });
    return member.id;
  });
  return operatorOrThrow(deps.db, memberId);
}

/**
 * 남의 계정을 바꾸기 전 공통 검사(트랜잭션 안): 자기 자신은 안 되고, 요청한 쪽이 아직 OWNER 이고,
 * 바꾼 뒤에도 대표 운영자가 한 명은 남아야 한다.
 */
async function lockTarget(tx: Db, actor: AuditActor, memberId: number, nextRole?: AdminRole | null) {
  if (actor.actorMemberId === memberId) throw fail('OPERATOR_SELF_CHANGE');
  const owners = (await repo.lockOwners(tx)).map((o) => o.id);
  if (actor.actorMemberId === null || !owners.includes(actor.actorMemberId)) throw fail('ADMIN_ROLE_FORBIDDEN');
  const target = await repo.findOperatorForUpdate(tx, memberId);
  if (!target) throw fail('OPERATOR_NOT_FOUND');
  // nextRole 이 undefined 면 등급은 그대로(2단계 인증 초기화)
  const ownersAfter = owners.filter((id) => id !== memberId).length + (nextRole === 'OWNER' ? 1 : 0);
  if (nextRole !== undefined && ownersAfter < 1) throw fail('OPERATOR_LAST_OWNER');
  return target;
}

// PATCH /v1/admin/operators/{memberId}
export async function changeOperatorRole(deps: Deps, actor: AuditActor, memberId: number, adminRole: AdminRole): Promise<Operator> {
  await deps.db.transaction(async (tx) => {
    const target = await lockTarget(tx, actor, memberId, adminRole);
    // 같은 등급이면 바뀐 것이 없다: 기록도 없다
    if (target.adminRole === adminRole) return;
    await repo.setOperatorRole(tx, { memberId, adminRole, now: deps.now() });
    const before = target.adminRole ? ADMIN_ROLE_LABELS[target.adminRole] : '없음';
    await insertAuditLog(tx, {
      ...actor,
      kind: 'operators.role',
      targetType: 'member',
      targetId: memberId,
      summary: `운영자 등급 변경: ${target.email ?? memberId} ${before} → ${ADMIN_ROLE_LABELS[adminRole]}`,
      before: { adminRole: target.adminRole },
      after: { adminRole },
    });
  });
  return operatorOrThrow(deps.db, memberId);
}

// DELETE /v1/admin/operators/{memberId}
export async function revokeOperator(deps: Deps, actor: AuditActor, memberId: number) {
  await deps.db.transaction(async (tx) => {
    const target = await lockTarget(tx, actor, memberId, null);
    const now = deps.now();
    await repo.clearOperatorRole(tx, { memberId, now });
    await repo.deleteMfaOf(tx, memberId);
    // 권한을 뺏은 즉시 열린 콘솔도 닫힌다
    await revokeAllSessionsOfMember(tx, memberId, now, 'OPERATOR_REVOKED');
    await insertAuditLog(tx, {
      ...actor,
      kind: 'operators.revoke',
      targetType: 'member',
      targetId: memberId,
      summary: `운영자 권한 회수: ${target.email ?? memberId}`,
      before: { role: 'ADMIN', adminRole: target.adminRole },
      after: { role: 'MEMBER', adminRole: null },
    });
  });
  return { memberId, revoked: true as const };
}

// POST /v1/admin/operators/{memberId}/mfa-reset
export async function resetOperatorMfa(deps: Deps, actor: AuditActor, memberId: number) {
  const reset = await deps.db.transaction(async (tx) => {
    const target = await lockTarget(tx, actor, memberId);
    if (!(await repo.deleteMfaOf(tx, memberId))) return false;
    await insertAuditLog(tx, {
      ...actor,
      kind: 'operators.mfa-reset',
      targetType: 'member',
      targetId: memberId,
      summary: `2단계 인증 초기화: ${target.email ?? memberId}`,
    });
    return true;
  });
  return { memberId, reset };
}
