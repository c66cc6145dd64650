import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { FAQ_CATEGORIES, type FaqCategory } from '../../lib/schemas/contents';
import type { Db } from '../db/client';
import { faqs } from '../db/schema';

const columns = {
  id: faqs.id,
  category: faqs.category,
  question: faqs.question,
  answer: faqs.answer,
  displayOrder: faqs.displayOrder,
  isVisible: faqs.isVisible,
};

export type FaqRow = typeof faqs.$inferSelect;
type Filter = { visibleOnly: boolean; category?: FaqCategory };

function where(f: Filter) {
  const conditions: SQL[] = [];
  if (f.visibleOnly) conditions.push(eq(faqs.isVisible, true));
  if (f.category) conditions.push(eq(faqs.category, f.category));
  return conditions.length ? and(...conditions) : undefined;
}

// 분류는 알파벳순이 아니라 화면의 탭 순서(FAQ_CATEGORIES)대로
const categoryRank = sql`array_position(array[${sql.join(
  FAQ_CATEGORIES.map((c) => sql`${c}`),
  sql`, `,
)}]::text[], ${faqs.category})`;

export function listFaqRows(db: Db, p: Filter & { limit: number; offset: number }) {
  return db
    .select(columns)
    .from(faqs)
    .where(where(p))
    .orderBy(categoryRank, asc(faqs.displayOrder), asc(faqs.id))
    .limit(p.limit)
    .offset(p.offset);
}

export async function countFaqs(db: Db, f: Filter) {
  const rows = await db.select({ n: count() }).from(faqs).where(where(f));
  return rows[0]?.n ?? 0;
}

export async function findFaqById(db: Db, id: number) {
  const rows = await db.select(columns).from(faqs).where(eq(faqs.id, id)).limit(1);
  return rows[0] ?? null;
}

export type FaqValues = Partial<Pick<FaqRow, 'category' | 'question' | 'answer' | 'displayOrder' | 'isVisible' | 'createdAt' | 'updatedAt'>>;

export async function insertFaq(db: Db, values: FaqValues & Pick<FaqRow, 'category' | 'question' | 'answer'>) {
  const rows = await db.insert(faqs).values(values).returning(columns);
  return rows[0]!;
}

export async function updateFaq(db: Db, id: number, values: FaqValues) {
  const rows = await db.update(faqs).set(values).where(eq(faqs.id, id)).returning(columns);
  return rows[0] ?? null;
}

export async function deleteFaq(db: Db, id: number) {
  const rows = await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
  return rows.length > 0;
}

export async function listFaqIds(db: Db, ids: number[]) {
  const rows = await db.select({ id: faqs.id }).from(faqs).where(inArray(faqs.id, ids));
  return rows.map((r) => r.id);
}

export function setFaqDisplayOrder(db: Db, id: number, displayOrder: number, updatedAt: Date) {
  return db.update(faqs).set({ displayOrder, updatedAt }).where(eq(faqs.id, id));
}
