import type { z } from 'zod';
import {
  COUPON_ISSUE_REJECT_LABELS,
  type AdminMemberCouponPage,
  type AdminMemberCouponQuerySchema,
  type CouponIssueBody,
  type CouponIssuePreview,
  type CouponIssueRejected,
  type CouponIssueRejectReason,
  type CouponIssueResult,
  type CouponMemberFilter,
} from '../../lib/schemas/coupons';
import { COUPON_LIMITS, MEMBER_COUPON_STATUS_LABELS, couponExpiryAt, couponViewStatus } from '../../lib/schemas/coupon-rules';
import type { AuditActor } from '../audit-logs/actor';
import { insertAuditLog } from '../audit-logs/audit-logs.repository';
import type { Db } from '../db/client';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import { offsetOf, pageOf } from '../lib/paging';
import { isoOrNull } from '../lib/time';
import * as issues from './coupon-issues.repository';
import * as repo from './coupons.repository';
import * as held from './member-coupons.repository';

type Issue = NonNullable<Awaited<ReturnType<typeof issues.findIssueByKey>>>;
const resultOf = (i: Issue, replayed: boolean): CouponIssueResult => ({
  issueId: i.id,
  couponId: i.couponId,
  memberCount: i.memberCount,
  createdAt: i.createdAt.toISOString(),
  replayed,
});

/** 같은 요청 키의 처음 결과. 다른 쿠폰에 쓴 키면 409 */
function replayOf(existing: Issue, couponId: number): CouponIssueResult {
  if (existing.couponId !== couponId) throw fail('COUPON_ISSUE_KEY_REUSED', { couponId: existing.couponId });
  return resultOf(existing, true);
}

/** 받을 수 없는 회원들: 없는 번호, 탈퇴, 회원당 한도 초과 */
async function rejectedMembers(tx: Db, couponId: number, perMemberLimit: number, memberIds: number[]): Promise<CouponIssueRejected[]> {
  const [found, counts] = await Promise.all([issues.findMembersByIds(tx, memberIds), held.countHeldByMembers(tx, { couponId, memberIds })]);
  const byId = new Map(found.map((m) => [m.id, m]));
  const heldOf = new Map(counts.map((c) => [c.memberId, c.n]));
  const out: CouponIssueRejected[] = [];
  const reject = (memberId: number, reason: CouponIssueRejectReason) => out.push({ memberId, reason, label: COUPON_ISSUE_REJECT_LABELS[reason] });
  for (const id of memberIds) {
    const m = byId.get(id);
    if (!m) reject(id, 'NOT_FOUND');
    else if (m.status === 'DELETED' || m.deletedAt) reject(id, 'WITHDRAWN');
    else if ((heldOf.get(id) ?? 0) >= perMemberLimit) reject(id, 'OVER_LIMIT');
  }
  return out;
}

async function targetsOf(tx: Db, body: CouponIssueBody): Promise<number[]> {
  if (body.memberIds) return [...new Set(body.memberIds)];
  const ids = await issues.listMemberIdsByFilter(tx, body.filter!, COUPON_LIMITS.issueMembersMax + 1);
  if (ids.length > COUPON_LIMITS.issueMembersMax) throw fail('COUPON_ISSUE_TOO_MANY', { max: COUPON_LIMITS.issueMembersMax });
  return ids;
}

/** 발급이 들어간 뒤 같은 키가 동시에 들어와 unique 에 걸렸을 때: 트랜잭션 밖에서 처음 결과를 읽는다 */
class KeyTaken extends Error {}

/**
 * 발급(한 트랜잭션, 모두 아니면 아무것도): 쿠폰 틀을 잠그고, 받을 수 없는 회원이 하나라도 있으면
 * 아무에게도 주지 않고 409 에 그 목록을 담는다. 같은 Idempotency-Key 는 처음 결과를 돌려준다.
 */
export async function issueCoupon(
  deps: AppDeps,
  actor: AuditActor,
  couponId: number,
  body: CouponIssueBody,
  requestKey: string,
): Promise<{ result: CouponIssueResult; created: boolean }> {
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const coupon = await repo.lockCouponById(tx, couponId);
      if (!coupon) throw fail('COUPON_NOT_FOUND');
      const existing = await issues.findIssueByKey(tx, requestKey);
      if (existing) return { result: replayOf(existing, couponId), created: false };
      if (coupon.archivedAt) throw fail('COUPON_ARCHIVED');
      if (coupon.endsAt && now > coupon.endsAt) throw fail('COUPON_ISSUE_ENDED');
      const memberIds = await targetsOf(tx, body);
      if (memberIds.length === 0) throw fail('COUPON_ISSUE_NO_MEMBERS');
      const rejected = await rejectedMembers(tx, couponId, coupon.perMemberLimit, memberIds);
      if (rejected.length) throw fail('COUPON_ISSUE_REJECTED', { rejected, rejectedCount: rejected.length, requestedCount: memberIds.length });
      const issue = await issues.insertIssue(tx, { couponId, requestKey, issuedBy: actor.actorMemberId, memberCount: memberIds.length, now });
      if (!issue) throw new KeyTaken();
      const expiresAt = couponExpiryAt(coupon, now);
      await held.insertMemberCoupons(
        tx,
        memberIds.map((memberId) => ({ memberId, couponId, issueId: issue.id, expiresAt, issuedAt: now })),
      );
      await insertAuditLog(tx, {
        ...actor,
        kind: 'coupons.issue',
        targetType: 'coupon',
        targetId: couponId,
        summary: `쿠폰 '${coupon.name}' ${memberIds.length.toLocaleString('ko-KR')}명에게 발급`,
        before: null,
        after: { issueId: issue.id, memberCount: memberIds.length, memberIds: memberIds.slice(0, 100), filter: body.filter ?? null, expiresAt: isoOrNull(expiresAt) },
      });
      return { result: resultOf(issue, false), created: true };
    });
  } catch (err) {
    if (!(err instanceof KeyTaken)) throw err;
    const existing = await issues.findIssueByKey(deps.db, requestKey);
    if (!existing) throw err;
    return { result: replayOf(existing, couponId), created: false };
  }
}

/** 필터로 발급하기 전에: 몇 명이 받고, 그중 몇 명이 이미 한도만큼 받았나(쓰지 않는다) */
export async function previewIssue(deps: AppDeps, couponId: number, filter: CouponMemberFilter): Promise<CouponIssuePreview> {
  const coupon = await repo.findCouponById(deps.db, couponId);
  if (!coupon) throw fail('COUPON_NOT_FOUND');
  const memberCount = await issues.countMembersByFilter(deps.db, filter);
  const ids = memberCount <= COUPON_LIMITS.issueMembersMax ? await issues.listMemberIdsByFilter(deps.db, filter, COUPON_LIMITS.issueMembersMax) : [];
  const counts = await held.countHeldByMembers(deps.db, { couponId, memberIds: ids });
  const overLimitCount = counts.filter((c) => c.n >= coupon.perMemberLimit).length;
  return { memberCount, overLimitCount, max: COUPON_LIMITS.issueMembersMax };
}

/**
 * 가입 환영 쿠폰: 가입 트랜잭션 안에서 부른다(이메일 가입, 나중에 소셜 가입도). 보관하지 않은 환영 쿠폰이
 * 있고 기간이 끝나지 않았으면 한 장. 요청 키가 회원마다 하나라 같은 회원에게 두 번 주지 않는다.
 */
export async function issueWelcomeCoupon(tx: Db, p: { memberId: number; now: Date }): Promise<number | null> {
  const coupon = await repo.findActiveWelcomeCoupon(tx);
  if (!coupon || (coupon.endsAt && p.now > coupon.endsAt)) return null;
  const issue = await issues.insertIssue(tx, { couponId: coupon.id, requestKey: `welcome-${p.memberId}`, issuedBy: null, memberCount: 1, now: p.now });
  if (!issue) return null;
  const [row] = await held.insertMemberCoupons(tx, [
    { memberId: p.memberId, couponId: coupon.id, issueId: issue.id, expiresAt: couponExpiryAt(coupon, p.now), issuedAt: p.now },
  ]);
  return row?.id ?? null;
}

/** 회수: 쓰지 않았고 결제에 묶이지 않은 장만 REVOKED 로 */
export async function revokeMemberCoupon(deps: AppDeps, actor: AuditActor, id: number) {
  return deps.db.transaction(async (tx) => {
    const row = await held.findMemberCouponById(tx, id);
    if (!row) throw fail('MEMBER_COUPON_NOT_FOUND');
    const revoked = await held.revokeMemberCoupon(tx, { id, now: deps.now() });
    if (!revoked) throw fail('MEMBER_COUPON_NOT_REVOCABLE', { status: row.status });
    await insertAuditLog(tx, {
      ...actor,
      kind: 'coupons.revoke',
      targetType: 'member_coupon',
      targetId: id,
      summary: `회원 ${row.memberId}의 쿠폰 회수`,
      before: { status: row.status },
      after: { status: 'REVOKED', revokedAt: deps.now().toISOString(), memberId: row.memberId, couponId: row.couponId },
    });
    return { id, status: 'REVOKED' as const, revokedAt: deps.now().toISOString() };
  });
}

/** 쿠폰 하나의 발급 내역 */
export async function listIssuedCoupons(
  deps: AppDeps,
  couponId: number,
  q: z.output<typeof AdminMemberCouponQuerySchema>,
): Promise<AdminMemberCouponPage> {
  if (!(await repo.findCouponById(deps.db, couponId))) throw fail('COUPON_NOT_FOUND');
  const now = deps.now();
  const filter = { couponId, status: q.status, now };
  const [rows, total] = await Promise.all([
    held.listMemberCouponsOfCoupon(deps.db, filter, { limit: q.size, offset: offsetOf(q) }),
    held.countMemberCouponsOfCoupon(deps.db, filter),
  ]);
  const items = rows.map((r) => {
    const status = couponViewStatus(r.status, r.expiresAt, r.endsAt, now);
    return {
      id: r.id,
      memberId: r.memberId,
      memberEmail: r.memberEmail,
      memberName: r.memberName,
      status,
      statusLabel: MEMBER_COUPON_STATUS_LABELS[status],
      issuedAt: r.issuedAt.toISOString(),
      expiresAt: isoOrNull(r.expiresAt),
      usedAt: isoOrNull(r.usedAt),
      revokedAt: isoOrNull(r.revokedAt),
      purchaseId: r.purchaseId,
      revocable: r.status === 'AVAILABLE',
    };
  });
  return pageOf(items, total, q);
}
