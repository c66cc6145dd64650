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
import { readForExport, seoulDateTime, type CsvColumn } from '../lib/csv';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import { iso, isoOrNull } from '../lib/time';
import * as admin from './admin-members.repository';
import { lockMemberForStatus, updateMemberStatus } from './members.repository';
import { listOpenSessionsOfMember, revokeAllSessionsOfMember } from './sessions.repository';

/** 상세의 칸마다 보여 줄 최근 건수 */
const LATEST = 5;

type Row = Awaited<ReturnType<typeof admin.listMembersForAdmin>>['rows'][number];
const rowOut = (r: Row) => ({ ...r, createdAt: iso(r.createdAt) });

export async function listAdminMembers(deps: AppDeps, q: AdminMemberListQuery): Promise<AdminMemberPage> {
  const { rows, total } = await admin.listMembersForAdmin(deps.db, q, { limit: q.size, offset: (q.page - 1) * q.size });
  return { items: rows.map(rowOut), page: q.page, size: q.size, total };
}

const phone = (v: string | null) => (v ? v.replace(/^(\d{3})(\d{3,4})(\d{4})$/, '$1-$2-$3') : '');

/** 회원 CSV 의 열: 비밀번호 해시는 목록 줄(rowColumns)에 애초에 없다 */
export const MEMBER_CSV_COLUMNS: CsvColumn<Row>[] = [
  { header: '회원 번호', value: (r) => r.id },
  { header: '이메일', value: (r) => r.email },
  { header: '이름', value: (r) => r.name },
  { header: '휴대폰', value: (r) => phone(r.cellPhone) },
  { header: '가입 방식', value: (r) => REGISTRATION_TYPE_LABELS[r.registrationType] },
  { header: '상태', value: (r) => MEMBER_STATUS_LABELS[r.status] },
  { header: '적립금', value: (r) => r.point },
  { header: '구매 건수', value: (r) => r.purchaseCount },
  { header: '구매 합계', value: (r) => r.purchaseTotal },
  { header: '가입일시(서울)', value: (r) => seoulDateTime(r.createdAt) },
];

/** 목록과 같은 조건·정렬로 쪽 없이(한도까지) */
export function exportAdminMembers(deps: AppDeps, q: AdminMemberListQuery) {
  return readForExport(async (limit) => (await admin.listMembersForAdmin(deps.db, q, { limit, offset: 0 })).rows);
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
