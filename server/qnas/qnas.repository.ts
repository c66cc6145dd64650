import { and, asc, count, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { InquiryCategory, QnaStatus } from '../../lib/schemas/qnas';
import type { Db } from '../db/client';
import { orderByOf } from '../lib/sorting';
import { members, purchases, qnas, services } from '../db/schema';
import { escapeLike } from '../lib/sql';

const qnaColumns = {
  id: qnas.id,
  memberId: qnas.memberId,
  serviceId: qnas.serviceId,
  productName: services.productName,
  targetKey: services.targetKey,
  orderNo: purchases.orderNo,
  orderedAt: purchases.createdAt,
  category: qnas.category,
  title: qnas.title,
  content: qnas.content,
  receiveEmail: qnas.receiveEmail,
  status: qnas.status,
  reply: qnas.reply,
  repliedAt: qnas.repliedAt,
  repliedByMemberId: qnas.repliedByMemberId,
  createdAt: qnas.createdAt,
};
/** 서비스 고르기 한 줄(문의·후기 폼이 같은 모양): MyServiceOptionSchema */
export const serviceOptionColumns = {
  id: services.id,
  productName: services.productName,
  targetKey: services.targetKey,
  orderNo: purchases.orderNo,
  orderedAt: purchases.createdAt,
};
const adminColumns = { ...qnaColumns, memberEmail: members.email, memberName: members.name };

export type QnaRow = Awaited<ReturnType<typeof listQnasOfMember>>['rows'][number];
export type AdminQnaRow = NonNullable<Awaited<ReturnType<typeof findAdminQnaById>>>;

export async function listQnasOfMember(db: Db, p: { memberId: number; limit: number; offset: number }) {
  const where = eq(qnas.memberId, p.memberId);
  const [rows, totals] = await Promise.all([
    db
      .select(qnaColumns)
      .from(qnas)
      .leftJoin(services, eq(services.id, qnas.serviceId))
    .leftJoin(purchases, eq(purchases.id, services.purchaseId))
      .where(where)
      .orderBy(desc(qnas.createdAt), desc(qnas.id))
      .limit(p.limit)
      .offset(p.offset),
    db.select({ n: count() }).from(qnas).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findQnaOfMemberById(db: Db, p: { memberId: number; id: number }) {
  const rows = await db
    .select(qnaColumns)
    .from(qnas)
    .leftJoin(services, eq(services.id, qnas.serviceId))
    .leftJoin(purchases, eq(purchases.id, services.purchaseId))
    .where(and(eq(qnas.id, p.id), eq(qnas.memberId, p.memberId)))
    .limit(1);
  return rows[0] ?? null;
}

/** 문의 폼의 상품 고르기: 회원의 서비스, 최신 순. 같은 상품끼리 가리게 대상과 주문(번호·시각)을 함께 */
export async function listServiceOptionsOfMember(db: Db, p: { memberId: number }) {
  return db
    .select(serviceOptionColumns)
    .from(services)
    .innerJoin(purchases, eq(purchases.id, services.purchaseId))
    .where(eq(services.memberId, p.memberId))
    .orderBy(desc(services.createdAt), desc(services.id));
}

export async function findServiceOwner(db: Db, p: { serviceId: number }) {
  const rows = await db.select({ memberId: services.memberId }).from(services).where(eq(services.id, p.serviceId)).limit(1);
  return rows[0] ?? null;
}

export async function insertQna(
  db: Db,
  v: { memberId: number; serviceId: number | null; category: InquiryCategory; title: string; content: string; receiveEmail: boolean; now: Date },
) {
  const rows = await db
    .insert(qnas)
    .values({
      memberId: v.memberId,
      serviceId: v.serviceId,
      category: v.category,
      title: v.title,
      content: v.content,
      receiveEmail: v.receiveEmail,
      createdAt: v.now,
      updatedAt: v.now,
    })
    .returning({ id: qnas.id });
  return rows[0]!.id;
}

export type AdminQnaFilter = {
  status?: QnaStatus;
  category?: InquiryCategory;
  email?: string;
  /** 서울 날짜를 UTC 순간으로 바꾼 값: createdAt ∈ [since, until) */
  since?: Date;
  until?: Date;
};


function adminWhere(f: AdminQnaFilter): SQL | undefined {
  return and(
    f.status ? eq(qnas.status, f.status) : undefined,
    f.category ? eq(qnas.category, f.category) : undefined,
    f.email ? ilike(members.email, `%${escapeLike(f.email)}%`) : undefined,
    f.since ? gte(qnas.createdAt, f.since) : undefined,
    f.until ? lt(qnas.createdAt, f.until) : undefined,
  );
}

const QNA_SORT_COLUMNS = { createdAt: qnas.createdAt, status: qnas.status, category: qnas.category };

export async function listAdminQnas(
  db: Db,
  p: { filter: AdminQnaFilter; order: 'queue' | 'newest'; sort?: string; limit: number; offset: number },
) {
  const where = adminWhere(p.filter);
  // queue: 답변 대기를 먼저, 그 안에서 오래 기다린 순. 표에서 열을 골랐으면(sort) 그 열이 앞선다
  const orderBy = orderByOf(
    p.sort,
    QNA_SORT_COLUMNS,
    qnas.id,
    p.order === 'queue'
      ? [sql`case when ${qnas.status} = 'WAITING' then 0 else 1 end`, asc(qnas.createdAt), asc(qnas.id)]
      : [desc(qnas.createdAt), desc(qnas.id)],
  );
  const [rows, totals] = await Promise.all([
    db
      .select(adminColumns)
      .from(qnas)
      .innerJoin(members, eq(members.id, qnas.memberId))
      .leftJoin(services, eq(services.id, qnas.serviceId))
    .leftJoin(purchases, eq(purchases.id, services.purchaseId))
      .where(where)
      .orderBy(...orderBy)
      .limit(p.limit)
      .offset(p.offset),
    db.select({ n: count() }).from(qnas).innerJoin(members, eq(members.id, qnas.memberId)).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findAdminQnaById(db: Db, p: { id: number }) {
  const rows = await db
    .select(adminColumns)
    .from(qnas)
    .innerJoin(members, eq(members.id, qnas.memberId))
    .leftJoin(services, eq(services.id, qnas.serviceId))
    .leftJoin(purchases, eq(purchases.id, services.purchaseId))
    .where(eq(qnas.id, p.id))
    .limit(1);
  return rows[0] ?? null;
}

/** 답변은 이 줄을 잠근 채로 정한다: 두 운영자가 동시에 처음 답해도 메일은 한 통 */
export async function lockQnaForReply(db: Db, p: { id: number }) {
  const rows = await db
    .select({ id: qnas.id, status: qnas.status, memberId: qnas.memberId, receiveEmail: qnas.receiveEmail, title: qnas.title })
    .from(qnas)
    .where(eq(qnas.id, p.id))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

export async function updateQnaReply(db: Db, p: { id: number; reply: string; repliedByMemberId: number; now: Date }) {
  await db
    .update(qnas)
    .set({ status: 'ANSWERED', reply: p.reply, repliedAt: p.now, repliedByMemberId: p.repliedByMemberId, updatedAt: p.now })
    .where(eq(qnas.id, p.id));
}

/** 답변 메일을 받을 주소: 탈퇴했거나 주소가 지워졌으면 null */
export async function findMemberMailAddress(db: Db, p: { memberId: number }) {
  const rows = await db.select({ email: members.email, status: members.status }).from(members).where(eq(members.id, p.memberId)).limit(1);
  const row = rows[0];
  return row && row.status !== 'DELETED' && row.email ? row.email : null;
}
