import type { z } from 'zod';
import {
  MEMBER_STATUS_LABELS,
  type AdminMemberDetail,
  type AdminMemberListQuery,
  type AdminMemberPage,
  type MemberStatusBodySchema,
  type MemberStatusResult,
} from '../../lib/schemas/admin-members';
import { REGISTRATION_TYPE_LABELS } from '../../lib/schemas/members';
import type { AuditActor } from '../audit-logs/actor';
import { insertAuditLog } from '../audit-logs/audit-logs.repository';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import { iso, isoOrNull } from '../lib/time';
import * as admin from './admin-members.repository';
import { lockMemberForStatus, updateMemberStatus } from './members.repository';
import { toCsv } from './members-csv';
import { listOpenSessionsOfMember, revokeAllSessionsOfMember } from './sessions.repository';

/** 상세의 칸마다 보여 줄 최근 건수 */
const LATEST = 5;
/** CSV 한 번에 내보내는 최대 줄 수: 이보다 많으면 조건을 좁혀 나눠 받는다 */
export const CSV_ROW_LIMIT = 50_000;

type Row = Awaited<ReturnType<typeof admin.listMembersForAdmin>>['rows'][number];
const rowOut = (r: Row) => ({ ...r, createdAt: iso(r.createdAt) });

export async function listAdminMembers(deps: AppDeps, q: AdminMemberListQuery): Promise<AdminMemberPage> {
  const { rows, total } = await admin.listMembersForAdmin(deps.db, q, { limit: q.size, offset: (q.page - 1) * q.size });
  return { items: rows.map(rowOut), page: q.page, size: q.size, total };
}

const phone = (v: string | null) => (v ? v.replace(/^(\d{3})(\d{3,4})(\d{4})$/, '$1-$2-$3') : '');
const seoul = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul', dateStyle: 'short', timeStyle: 'short' });

/** 목록과 같은 조건·정렬로 전부(최대 CSV_ROW_LIMIT 줄) */
export async function exportAdminMembersCsv(deps: AppDeps, q: AdminMemberListQuery): Promise<string> {
  const { rows } = await admin.listMembersForAdmin(deps.db, q, { limit: CSV_ROW_LIMIT, offset: 0 });
  return toCsv(
    ['회원 번호', '이메일', '이름', '휴대폰', '가입 방식', '상태', '적립금', '구매 건수', '구매 합계', '가입일(서울)'],
    rows.map((r) => [
      r.id,
      r.email,
      r.name,
      phone(r.cellPhone),
      REGISTRATION_TYPE_LABELS[r.registrationType],
      MEMBER_STATUS_LABELS[r.status],
      r.point,
      r.purchaseCount,
      r.purchaseTotal,
      seoul.format(r.createdAt),
    ]),
  );
}

const withDates = <T extends { createdAt: Date }>(items: T[]) => items.map((i) => ({ ...i, createdAt: iso(i.createdAt) }));

export async function getAdminMemberDetail(deps: AppDeps, id: number): Promise<AdminMemberDetail> {
  const { db } = deps;
  const m = await admin.findMemberForAdmin(db, id);
  if (!m) throw fail('MEMBER_NOT_FOUND');
  const [coupons, purchases, services, qnas, reviews, sessions] = await Promise.all([
    admin.memberCouponsOf(db, id, LATEST),
    admin.memberPurchasesOf(db, id, LATEST),
    admin.memberServicesOf(db, id, LATEST),
    admin.memberQnasOf(db, id, LATEST),
    admin.memberReviewsOf(db, id, LATEST),
    listOpenSessionsOfMember(db, id, 20),
  ]);
  return {
    member: { ...m, createdAt: iso(m.createdAt), statusChangedAt: isoOrNull(m.statusChangedAt), deletedAt: isoOrNull(m.deletedAt) },
    signInMethods: [{ type: m.registrationType, linkedAt: iso(m.createdAt) }],
    coupons: {
      count: coupons.count,
      items: coupons.items.map((c) => ({ ...c, issuedAt: iso(c.issuedAt), expiresAt: isoOrNull(c.expiresAt) })),
    },
    purchases: { count: purchases.count, items: withDates(purchases.items) },
    services: { count: services.count, items: withDates(services.items) },
    qnas: { count: qnas.count, items: withDates(qnas.items) },
    reviews: { count: reviews.count, items: withDates(reviews.items) },
    // 세션 id 는 토큰이 아니지만 끝 8자만 보여도 구분에는 충분하다
    sessions: sessions.map((s) => ({ id: s.id.slice(-8), createdAt: iso(s.createdAt), lastUsedAt: isoOrNull(s.lastUsedAt) })),
  };
}

/**
 * 이용 정지(STOP)·해제(NORMAL). 회원 행을 잠근 한 트랜잭션에서 상태와 사유를 적고, 정지면 그 회원의 세션을
 * 모두 닫고(access token 도 다음 요청부터 401), 작업 기록을 남긴다. 이미 그 상태면 아무것도 바꾸지 않는다.
 */
export async function changeMemberStatus(
  deps: AppDeps,
  actor: AuditActor,
  id: number,
  body: z.output<typeof MemberStatusBodySchema>,
): Promise<MemberStatusResult> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const before = await lockMemberForStatus(tx, id);
    if (!before) throw fail('MEMBER_NOT_FOUND');
    if (before.status === 'DELETED') throw fail('MEMBER_DELETED');
    // 운영자 계정의 정지는 권한 회수(운영자 관리)로: 콘솔에서 서로를 잠그는 일을 막는다
    if (body.status === 'STOP' && before.role === 'ADMIN') throw fail('OPERATOR_STOP_FORBIDDEN');
    if (before.status === body.status) {
      return {
        changed: false,
        status: before.status,
        statusReason: before.statusReason,
        statusChangedAt: isoOrNull(before.statusChangedAt),
        revokedSessions: 0,
      };
    }
    const after = await updateMemberStatus(tx, { id, from: before.status, to: body.status, reason: body.reason, now });
    if (!after) throw fail('MEMBER_NOT_FOUND');
    const revokedSessions = body.status === 'STOP' ? await revokeAllSessionsOfMember(tx, id, now, 'MEMBER_STOPPED') : 0;
    await insertAuditLog(tx, {
      ...actor,
      kind: 'members.status',
      targetType: 'member',
      targetId: id,
      summary: `회원 #${id} ${MEMBER_STATUS_LABELS[before.status]} → ${MEMBER_STATUS_LABELS[body.status]}: ${body.reason}`,
      before: { status: before.status, statusReason: before.statusReason },
      after: { status: body.status, statusReason: body.reason, revokedSessions },
    });
    return { changed: true, status: after.status, statusReason: after.statusReason, statusChangedAt: isoOrNull(after.statusChangedAt), revokedSessions };
  });
}
