import type { PageQuery } from '../../lib/schemas/common';
import type { Faq, FaqCategory, FaqCreateBody, FaqUpdateBody } from '../../lib/schemas/contents';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import * as repo from './faqs.repository';
import { offsetOf, pageOf, type Page } from '../lib/paging';
import { assertAllKnown, type AdminResource } from './resource';

const faqNotFound = () => fail('FAQ_NOT_FOUND');

type Row = Awaited<ReturnType<typeof repo.listFaqRows>>[number];
// category 는 varchar 컬럼이지만 쓰기는 항상 FaqCategorySchema 를 거친다
const toFaq = (r: Row): Faq => ({ ...r, category: r.category as FaqCategory });

export async function listFaqs(deps: AppDeps, q: PageQuery & { category?: FaqCategory }, visibleOnly = true): Promise<Page<Faq>> {
  const filter = { visibleOnly, category: q.category };
  const [rows, total] = await Promise.all([
    repo.listFaqRows(deps.db, { ...filter, limit: q.size, offset: offsetOf(q) }),
    repo.countFaqs(deps.db, filter),
  ]);
  return pageOf(rows.map(toFaq), total, q);
}

export const adminFaqs: AdminResource<Faq, Faq, FaqCreateBody, FaqUpdateBody> = {
  list: (deps, q) => listFaqs(deps, q, false),
  async get(deps, id) {
    const row = await repo.findFaqById(deps.db, id);
    if (!row) throw faqNotFound();
    return toFaq(row);
  },
  async create(deps, body) {
    return toFaq(await repo.insertFaq(deps.db, { ...body, createdAt: deps.now(), updatedAt: deps.now() }));
  },
  async update(deps, id, body) {
    const row = await repo.updateFaq(deps.db, id, { ...body, updatedAt: deps.now() });
    if (!row) throw faqNotFound();
    return toFaq(row);
  },
  async remove(deps, id) {
    if (!(await repo.deleteFaq(deps.db, id))) throw faqNotFound();
  },
  async reorder(deps, ids) {
    await deps.db.transaction(async (tx) => {
      assertAllKnown(ids, await repo.listFaqIds(tx, ids));
      for (const [position, id] of ids.entries()) await repo.setFaqDisplayOrder(tx, id, position, deps.now());
    });
  },
};
