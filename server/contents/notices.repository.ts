import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notices } from '../db/schema';

const summaryColumns = {
  id: notices.id,
  title: notices.title,
  isPinned: notices.isPinned,
  isVisible: notices.isVisible,
  createdAt: notices.createdAt,
  updatedAt: notices.updatedAt,
};
const columns = { ...summaryColumns, content: notices.content };

export type NoticeRow = typeof notices.$inferSelect;
type Filter = { visibleOnly: boolean };
const where = (f: Filter) => (f.visibleOnly ? eq(notices.isVisible, true) : undefined);

/** 고정 공지 먼저, 그다음 최신순 */
export function listNoticeSummaries(db: Db, p: Filter & { limit: number; offset: number }) {
  return db
    .select(summaryColumns)
    .from(notices)
    .where(where(p))
    .orderBy(desc(notices.isPinned), desc(notices.createdAt), desc(notices.id))
    .limit(p.limit)
    .offset(p.offset);
}

export async function countNotices(db: Db, f: Filter) {
  const rows = await db.select({ n: count() }).from(notices).where(where(f));
  return rows[0]?.n ?? 0;
}

export async function findNoticeById(db: Db, p: Filter & { id: number }) {
  const rows = await db
    .select(columns)
    .from(notices)
    .where(and(eq(notices.id, p.id), where(p)))
    .limit(1);
  return rows[0] ?? null;
}

export type NoticeValues = Partial<Pick<NoticeRow, 'title' | 'content' | 'isPinned' | 'isVisible' | 'createdAt' | 'updatedAt'>>;

export async function insertNotice(db: Db, values: NoticeValues & Pick<NoticeRow, 'title' | 'content'>) {
  const rows = await db.insert(notices).values(values).returning(columns);
  return rows[0]!;
}

export async function updateNotice(db: Db, id: number, values: NoticeValues) {
  const rows = await db.update(notices).set(values).where(eq(notices.id, id)).returning(columns);
  return rows[0] ?? null;
}

export async function deleteNotice(db: Db, id: number) {
  const rows = await db.delete(notices).where(eq(notices.id, id)).returning({ id: notices.id });
  return rows.length > 0;
}
