import { and, count, desc, eq, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articles } from '../db/schema';

const summaryColumns = {
  id: articles.id,
  title: articles.title,
  summary: articles.summary,
  thumbnailUrl: articles.thumbnailUrl,
  isVisible: articles.isVisible,
  publishedAt: articles.publishedAt,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
};
const columns = { ...summaryColumns, content: articles.content };

export type ArticleRow = typeof articles.$inferSelect;
/** publishedBy 가 있으면 공개된 것만: 보이고, 발행 시각이 지났다 */
type Filter = { publishedBy?: Date };

function where(f: Filter) {
  if (!f.publishedBy) return undefined;
  const conditions: SQL[] = [eq(articles.isVisible, true), lte(articles.publishedAt, f.publishedBy)];
  return and(...conditions);
}

export function listArticleSummaries(db: Db, p: Filter & { limit: number; offset: number }) {
  return db
    .select(summaryColumns)
    .from(articles)
    .where(where(p))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(p.limit)
    .offset(p.offset);
}

export async function countArticles(db: Db, f: Filter) {
  const rows = await db.select({ n: count() }).from(articles).where(where(f));
  return rows[0]?.n ?? 0;
}

export async function findArticleById(db: Db, p: Filter & { id: number }) {
  const rows = await db
    .select(columns)
    .from(articles)
    .where(and(eq(articles.id, p.id), where(p)))
    .limit(1);
  return rows[0] ?? null;
}

export type ArticleValues = Partial<
  Pick<ArticleRow, 'title' | 'summary' | 'content' | 'thumbnailUrl' | 'isVisible' | 'publishedAt' | 'createdAt' | 'updatedAt'>
>;

export async function insertArticle(db: Db, values: ArticleValues & Pick<ArticleRow, 'title' | 'content'>) {
  const rows = await db.insert(articles).values(values).returning(columns);
  return rows[0]!;
}

export async function updateArticle(db: Db, id: number, values: ArticleValues) {
  const rows = await db.update(articles).set(values).where(eq(articles.id, id)).returning(columns);
  return rows[0] ?? null;
}

export async function deleteArticle(db: Db, id: number) {
  const rows = await db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
  return rows.length > 0;
}
