import type { PageQuery } from '../../lib/schemas/common';
import type { Article, ArticleCreateBody, ArticleSummary, ArticleUpdateBody } from '../../lib/schemas/contents';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import * as repo from './articles.repository';
import { offsetOf, pageOf, type Page } from '../lib/paging';
import { iso } from '../lib/time';
import type { AdminResource } from './resource';

const articleNotFound = () => fail('ARTICLE_NOT_FOUND');

type SummaryRow = Awaited<ReturnType<typeof repo.listArticleSummaries>>[number];
const toSummary = (r: SummaryRow): ArticleSummary => ({
  ...r,
  publishedAt: iso(r.publishedAt),
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});
const toArticle = (r: SummaryRow & { content: string }): Article => ({ ...toSummary(r), content: r.content });

/** 공개 목록은 보이면서 발행 시각이 지난 것만 (발행 예약) */
const publicFilter = (deps: AppDeps, visibleOnly: boolean) => (visibleOnly ? { publishedBy: deps.now() } : {});

export async function listArticles(deps: AppDeps, q: PageQuery, visibleOnly = true): Promise<Page<ArticleSummary>> {
  const filter = publicFilter(deps, visibleOnly);
  const [rows, total] = await Promise.all([
    repo.listArticleSummaries(deps.db, { ...filter, limit: q.size, offset: offsetOf(q) }),
    repo.countArticles(deps.db, filter),
  ]);
  return pageOf(rows.map(toSummary), total, q);
}

export async function latestArticles(deps: AppDeps, limit: number): Promise<ArticleSummary[]> {
  const rows = await repo.listArticleSummaries(deps.db, { ...publicFilter(deps, true), limit, offset: 0 });
  return rows.map(toSummary);
}

export async function getArticle(deps: AppDeps, id: number, visibleOnly = true): Promise<Article> {
  const row = await repo.findArticleById(deps.db, { id, ...publicFilter(deps, visibleOnly) });
  if (!row) throw articleNotFound();
  return toArticle(row);
}

export const adminArticles: AdminResource<Article, ArticleSummary, ArticleCreateBody, ArticleUpdateBody> = {
  list: (deps, q) => listArticles(deps, q, false),
  get: (deps, id) => getArticle(deps, id, false),
  async create(deps, body) {
    const now = deps.now();
    const publishedAt = body.publishedAt ? new Date(body.publishedAt) : now;
    return toArticle(await repo.insertArticle(deps.db, { ...body, publishedAt, createdAt: now, updatedAt: now }));
  },
  async update(deps, id, body) {
    const publishedAt = body.publishedAt ? new Date(body.publishedAt) : undefined;
    const row = await repo.updateArticle(deps.db, id, { ...body, publishedAt, updatedAt: deps.now() });
    if (!row) throw articleNotFound();
    return toArticle(row);
  },
  async remove(deps, id) {
    if (!(await repo.deleteArticle(deps.db, id))) throw articleNotFound();
  },
};
