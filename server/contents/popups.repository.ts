import { and, asc, count, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { popups } from '../db/schema';

const columns = {
  id: popups.id,
  title: popups.title,
  content: popups.content,
  imageUrl: popups.imageUrl,
  linkUrl: popups.linkUrl,
  displayOrder: popups.displayOrder,
  isVisible: popups.isVisible,
  startsAt: popups.startsAt,
  endsAt: popups.endsAt,
};
const ordering = [asc(popups.displayOrder), asc(popups.id)];

export type PopupRow = typeof popups.$inferSelect;

/** 보이고, 노출 기간(startsAt <= at < endsAt, 빈 쪽은 무기한) 안에 있는 팝업 */
export function listShowingPopups(db: Db, at: Date) {
  return db
    .select(columns)
    .from(popups)
    .where(
      and(
        eq(popups.isVisible, true),
        or(isNull(popups.startsAt), lte(popups.startsAt, at)),
        or(isNull(popups.endsAt), gt(popups.endsAt, at)),
      ),
    )
    .orderBy(...ordering);
}

export function listPopupRows(db: Db, p: { limit: number; offset: number }) {
  return db.select(columns).from(popups).orderBy(...ordering).limit(p.limit).offset(p.offset);
}

export async function countPopups(db: Db) {
  const rows = await db.select({ n: count() }).from(popups);
  return rows[0]?.n ?? 0;
}

export async function findPopupById(db: Db, id: number) {
  const rows = await db.select(columns).from(popups).where(eq(popups.id, id)).limit(1);
  return rows[0] ?? null;
}

export type PopupValues = Partial<Omit<PopupRow, 'id'>>;

export async function insertPopup(db: Db, values: PopupValues & Pick<PopupRow, 'title'>) {
  const rows = await db.insert(popups).values(values).returning(columns);
  return rows[0]!;
}

export async function updatePopup(db: Db, id: number, values: PopupValues) {
  const rows = await db.update(popups).set(values).where(eq(popups.id, id)).returning(columns);
  return rows[0] ?? null;
}

export async function deletePopup(db: Db, id: number) {
  const rows = await db.delete(popups).where(eq(popups.id, id)).returning({ id: popups.id });
  return rows.length > 0;
}

export async function listPopupIds(db: Db, ids: number[]) {
  const rows = await db.select({ id: popups.id }).from(popups).where(inArray(popups.id, ids));
  return rows.map((r) => r.id);
}

export function setPopupDisplayOrder(db: Db, id: number, displayOrder: number, updatedAt: Date) {
  return db.update(popups).set({ displayOrder, updatedAt }).where(eq(popups.id, id));
}
