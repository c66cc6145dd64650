import { and, count, desc, eq, gte, inArray, isNull, lt, notExists, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members, products, reviewImages, reviews, services } from '../db/schema';

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewFilter = {
  channelId?: number;
  productTypeId?: number;
  photoOnly?: boolean;
  /** undefined 면 숨김 여부를 가리지 않는다(관리자) */
  hidden?: boolean;
  from?: Date;
  to?: Date;
};

const hasImages = sql`jsonb_array_length(${reviews.imageUrls}) > 0`;

function whereOf(f: ReviewFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.channelId !== undefined) parts.push(eq(reviews.channelId, f.channelId));
  if (f.productTypeId !== undefined) parts.push(eq(reviews.productTypeId, f.productTypeId));
  if (f.photoOnly === true) parts.push(hasImages);
  if (f.photoOnly === false) parts.push(sql`jsonb_array_length(${reviews.imageUrls}) = 0`);
  if (f.hidden !== undefined) parts.push(eq(reviews.isHidden, f.hidden));
  if (f.from) parts.push(gte(reviews.createdAt, f.from));
  if (f.to) parts.push(lt(reviews.createdAt, f.to));
  return parts.length > 0 ? and(...parts) : undefined;
}

export async function listReviewRows(db: Db, f: ReviewFilter & { limit: number; offset: number }) {
  const where = whereOf(f);
  const [rows, totals] = await Promise.all([
    db.select().from(reviews).where(where).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(f.limit).offset(f.offset),
    db.select({ total: count() }).from(reviews).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findReviewById(db: Db, id: number) {
  const rows = await db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
  return rows[0] ?? null;
}

/** 한 채널 x 상품 유형의 보이는 후기: 수, 평균, 별 개수(반 별은 올림)별 수 */
export async function summarizeReviews(db: Db, p: { channelId: number; productTypeId: number }) {
  const score = sql<number>`ceil(${reviews.rating})::int`;
  return db
    .select({ score, count: count() })
    .from(reviews)
    .where(whereOf({ ...p, hidden: false }))
    .groupBy(score);
}

export async function averageRating(db: Db, p: { channelId: number; productTypeId: number }) {
  const rows = await db
    .select({ count: count(), average: sql<string | null>`avg(${reviews.rating})` })
    .from(reviews)
    .where(whereOf({ ...p, hidden: false }));
  return { count: rows[0]?.count ?? 0, average: Number(rows[0]?.average ?? 0) };
}

/** 사진 후기의 사진을 하나씩 펼친다(최신 후기부터, 후기 안에서는 올린 순서) */
export async function listReviewPhotoRows(db: Db, p: { channelId: number; productTypeId: number; limit: number; offset: number }) {
  const where = sql`${reviews.channelId} = ${p.channelId} and ${reviews.productTypeId} = ${p.productTypeId} and ${reviews.isHidden} = false`;
  const photos = rowsOf<{ review_id: number; image_url: string }>(
    await db.execute(sql`
    select ${reviews.id} as review_id, photo.value as image_url
    from ${reviews}, jsonb_array_elements_text(${reviews.imageUrls}) with ordinality as photo(value, position)
    where ${where}
    order by ${reviews.createdAt} desc, ${reviews.id} desc, photo.position
    limit ${p.limit} offset ${p.offset}`),
  );
  const totals = rowsOf<{ total: number }>(
    await db.execute(sql`select coalesce(sum(jsonb_array_length(${reviews.imageUrls})), 0)::int as total from ${reviews} where ${where}`),
  );
  return { rows: photos.map((r) => ({ reviewId: Number(r.review_id), imageUrl: r.image_url })), total: Number(totals[0]?.total ?? 0) };
}

/** PGlite 와 node-postgres 모두 execute 의 결과에 rows 를 싣는다 */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** 후기 대상 서비스: 상품의 채널·유형과 함께. 트랜잭션 안에서 행을 잠근다 */
export async function findServiceForReview(db: Db, serviceId: number) {
  const rows = await db
    .select({
      id: services.id,
      memberId: services.memberId,
      status: services.status,
      totalPrice: services.totalPrice,
      productId: services.productId,
      productName: services.productName,
      channelId: products.channelId,
      productTypeId: products.productTypeId,
    })
    .from(services)
    .innerJoin(products, eq(products.id, services.productId))
    .where(eq(services.id, serviceId))
    .for('update', { of: services })
    .limit(1);
  return rows[0] ?? null;
}

export async function reviewExistsForService(db: Db, serviceId: number) {
  const rows = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.serviceId, serviceId)).limit(1);
  return rows.length > 0;
}

/** 완료됐고, 기준 금액 이상이고, 아직 후기가 없는 내 서비스 */
export function listReviewableServices(db: Db, p: { memberId: number; minPrice: number }) {
  return db
    .select({ id: services.id, productName: services.productName })
    .from(services)
    .where(
      and(
        eq(services.memberId, p.memberId),
        eq(services.status, 'COMPLETED'),
        gte(services.totalPrice, p.minPrice),
        notExists(db.select({ one: sql`1` }).from(reviews).where(eq(reviews.serviceId, services.id))),
      ),
    )
    .orderBy(desc(services.id));
}

export async function findMemberName(db: Db, memberId: number) {
  const rows = await db.select({ name: members.name }).from(members).where(eq(members.id, memberId)).limit(1);
  return rows[0]?.name ?? null;
}

export async function insertReview(db: Db, values: typeof reviews.$inferInsert) {
  const rows = await db.insert(reviews).values(values).returning();
  return rows[0]!;
}

/** 올린 사람이 같고 아직 어느 후기에도 묶이지 않은 사진만 묶는다: 묶인 수를 돌려준다 */
export async function attachReviewImages(db: Db, p: { memberId: number; reviewId: number; urls: string[] }) {
  if (p.urls.length === 0) return 0;
  const rows = await db
    .update(reviewImages)
    .set({ reviewId: p.reviewId })
    .where(and(inArray(reviewImages.url, p.urls), eq(reviewImages.memberId, p.memberId), isNull(reviewImages.reviewId)))
    .returning({ id: reviewImages.id });
  return rows.length;
}

export async function incrementReviewCount(db: Db, memberId: number) {
  await db.update(members).set({ reviewCount: sql`${members.reviewCount} + 1` }).where(eq(members.id, memberId));
}

/** 조건부 갱신: 적립 시각이 비어 있을 때만 적는다. 적었으면 true (한 번만 적립) */
export async function markLineRewarded(db: Db, p: { reviewId: number; now: Date }) {
  const rows = await db
    .update(reviews)
    .set({ lineRewardAt: p.now })
    .where(and(eq(reviews.id, p.reviewId), isNull(reviews.lineRewardAt)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

export async function markPhotoRewarded(db: Db, p: { reviewId: number; now: Date }) {
  const rows = await db
    .update(reviews)
    .set({ photoRewardAt: p.now, updatedAt: p.now })
    .where(and(eq(reviews.id, p.reviewId), isNull(reviews.photoRewardAt), sql`jsonb_array_length(${reviews.imageUrls}) > 0`))
    .returning({ id: reviews.id, memberId: reviews.memberId });
  return rows[0] ?? null;
}

export async function updateReviewVisibility(db: Db, p: { id: number; isHidden: boolean; hiddenReason: string | null; now: Date }) {
  const rows = await db
    .update(reviews)
    .set({ isHidden: p.isHidden, hiddenReason: p.hiddenReason, updatedAt: p.now })
    .where(eq(reviews.id, p.id))
    .returning();
  return rows[0] ?? null;
}

export async function insertReviewImage(db: Db, values: typeof reviewImages.$inferInsert) {
  await db.insert(reviewImages).values(values);
}


