import { and, count, desc, eq, gte, inArray, isNull, lt, notExists, sql, type SQL } from 'drizzle-orm';
import type { PurchaseStatus } from '../../lib/schemas/purchases';
import type { Db } from '../db/client';
import { orderByOf } from '../lib/sorting';
import { serviceOptionColumns } from '../qnas/qnas.repository';
import { members, products, purchases, reviewImages, reviews, services } from '../db/schema';

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

const REVIEW_SORT_COLUMNS = { createdAt: reviews.createdAt, rating: reviews.rating };

export async function listReviewRows(db: Db, f: ReviewFilter & { sort?: string; limit: number; offset: number }) {
  const where = whereOf(f);
  const orderBy = orderByOf(f.sort, REVIEW_SORT_COLUMNS, reviews.id, [desc(reviews.createdAt), desc(reviews.id)]);
  const [rows, totals] = await Promise.all([
    db.select().from(reviews).where(where).orderBy(...orderBy).limit(f.limit).offset(f.offset),
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

/**
 * 후기 대상 서비스: 상품의 채널·유형, 구매 상태와 함께. 트랜잭션 안에서 구매를 먼저(공유 잠금), 그다음 서비스를 잠근다.
 * 환불(refunds.service)도 구매 → 서비스 순서로 잠그므로 엇갈려 멈추지 않고, 환불과 후기가 동시에 와도 한쪽이 기다린다
 */
export async function findServiceForReview(db: Db, serviceId: number) {
  const owners = await db
    .select({ status: purchases.status })
    .from(purchases)
    .where(inArray(purchases.id, db.select({ id: services.purchaseId }).from(services).where(eq(services.id, serviceId))))
    .for('share')
    .limit(1);
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
  const service = rows[0];
  return service && owners[0] ? { ...service, purchaseStatus: owners[0].status } : null;
}

export async function reviewExistsForService(db: Db, serviceId: number) {
  const rows = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.serviceId, serviceId)).limit(1);
  return rows.length > 0;
}

/** 완료됐고, 기준 금액 이상이고, 환불되지 않은(구매가 결제 완료 그대로인) 아직 후기가 없는 내 서비스 */
export function listReviewableServices(db: Db, p: { memberId: number; minPrice: number; purchaseStatus: PurchaseStatus }) {
  return db
    .select(serviceOptionColumns)
    .from(services)
    .innerJoin(purchases, eq(purchases.id, services.purchaseId))
    .where(
      and(
        eq(services.memberId, p.memberId),
        eq(services.status, 'COMPLETED'),
        eq(purchases.status, p.purchaseStatus),
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

/** 조건부 갱신: 적립 시각이 비어 있을 때만 적는다. 적었으면 true (한 번만 적립) */
export async function markLineRewarded(db: Db, p: { reviewId: number; now: Date }) {
  const rows = await db
    .update(reviews)
    .set({ lineRewardAt: p.now })
    .where(and(eq(reviews.id, p.reviewId), isNull(reviews.lineRewardAt)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

/** 사진 적립: 사진이 있고, 숨기지 않았고, 아직 주지 않은 후기만 적는다 */
export async function markPhotoRewarded(db: Db, p: { reviewId: number; now: Date }) {
  const rows = await db
    .update(reviews)
    .set({ photoRewardAt: p.now, updatedAt: p.now })
    .where(and(eq(reviews.id, p.reviewId), isNull(reviews.photoRewardAt), eq(reviews.isHidden, false), hasImages))
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

/** 이 회원이 since 이후에 올렸고 아직 어느 후기에도 묶이지 않은 사진 수 */
export async function countUnattachedImagesSince(db: Db, p: { memberId: number; since: Date }) {
  const rows = await db
    .select({ n: count() })
    .from(reviewImages)
    .where(and(eq(reviewImages.memberId, p.memberId), isNull(reviewImages.reviewId), gte(reviewImages.createdAt, p.since)));
  return rows[0]?.n ?? 0;
}

/** 후기의 사진을 떼어 낸다: 주소 목록을 비우고 review_images 행을 지운 뒤 저장소 키를 돌려준다. 없는 후기면 null */
export async function detachReviewImages(db: Db, p: { reviewId: number; now: Date }) {
  const updated = await db
    .update(reviews)
    .set({ imageUrls: [], updatedAt: p.now })
    .where(eq(reviews.id, p.reviewId))
    .returning();
  if (!updated[0]) return null;
  const removed = await db.delete(reviewImages).where(eq(reviewImages.reviewId, p.reviewId)).returning({ storageKey: reviewImages.storageKey });
  return { review: updated[0], storageKeys: removed.map((r) => r.storageKey) };
}

/**
 * before 보다 먼저 올렸는데 끝내 후기에 묶이지 않은 사진을 limit 개까지 지우고 저장소 키를 돌려준다.
 * SKIP LOCKED: 여러 인스턴스가 같은 행을 잡지 않는다. 지우는 순간 묶인 행은(review_id 가 생김) 조건을 다시 보고 건너뛴다
 */
export async function deleteStaleUnattachedImages(db: Db, p: { before: Date; limit: number }) {
  const stale = db
    .select({ id: reviewImages.id })
    .from(reviewImages)
    .where(and(isNull(reviewImages.reviewId), lt(reviewImages.createdAt, p.before)))
    .orderBy(reviewImages.id)
    .limit(p.limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .delete(reviewImages)
    .where(and(inArray(reviewImages.id, stale), isNull(reviewImages.reviewId)))
    .returning({ storageKey: reviewImages.storageKey });
  return rows.map((r) => r.storageKey);
}

export function renameReviewAuthorOf(db: Db, p: { memberId: number; authorName: string }) {
  return db.update(reviews).set({ authorName: p.authorName }).where(eq(reviews.memberId, p.memberId));
}
