import { and, asc, count, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { banners } from '../db/schema';

const columns = {
  id: banners.id,
  title: banners.title,
  imageUrl: banners.imageUrl,
  linkUrl: banners.linkUrl,
  displayOrder: banners.displayOrder,
  isVisible: banners.isVisible,
  startsAt: banners.startsAt,
  endsAt: banners.endsAt,
};
const ordering = [asc(banners.displayOrder), asc(banners.id)];

export type BannerRow = typeof banners.$inferSelect;

/** 보이고, 노출 기간(startsAt <= at < endsAt, 빈 쪽은 무기한) 안에 있는 배너 */
export function listShowingBanners(db: Db, at: Date) {
  return db
    .select(columns)
    .from(banners)
    .where(
      and(
        eq(banners.isVisible, true),
        or(isNull(banners.startsAt), lte(banners.startsAt, at)),
        or(isNull(banners.endsAt), gt(banners.endsAt, at)),
      ),
    )
    .orderBy(...ordering);
}

export function listBannerRows(db: Db, p: { limit: number; offset: number }) {
  return db.select(columns).from(banners).orderBy(...ordering).limit(p.limit).offset(p.offset);
}

export async function countBanners(db: Db) {
  const rows = await db.select({ n: count() }).from(banners);
  return rows[0]?.n ?? 0;
}

export async function findBannerById(db: Db, id: number) {
  const rows = await db.select(columns).from(banners).where(eq(banners.id, id)).limit(1);
  return rows[0] ?? null;
}

export type BannerValues = Partial<Omit<BannerRow, 'id'>>;

export async function insertBanner(db: Db, values: BannerValues & Pick<BannerRow, 'title' | 'imageUrl'>) {
  const rows = await db.insert(banners).values(values).returning(columns);
  return rows[0]!;
}

export async function updateBanner(db: Db, id: number, values: BannerValues) {
  const rows = await db.update(banners).set(values).where(eq(banners.id, id)).returning(columns);
  return rows[0] ?? null;
}

export async function deleteBanner(db: Db, id: number) {
  const rows = await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
  return rows.length > 0;
}

export async function listBannerIds(db: Db, ids: number[]) {
  const rows = await db.select({ id: banners.id }).from(banners).where(inArray(banners.id, ids));
  return rows.map((r) => r.id);
}

export function setBannerDisplayOrder(db: Db, id: number, displayOrder: number, updatedAt: Date) {
  return db.update(banners).set({ displayOrder, updatedAt }).where(eq(banners.id, id));
}
