import type { PageQuery } from '../../lib/schemas/common';
import type { Notice, NoticeCreateBody, NoticeSummary, NoticeUpdateBody } from '../../lib/schemas/contents';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import * as repo from './notices.repository';
import { offsetOf, pageOf, type Page } from '../lib/paging';
import { iso } from '../lib/time';
import type { AdminResource } from './resource';

const noticeNotFound = () => fail('NOTICE_NOT_FOUND');

type SummaryRow = Awaited<ReturnType<typeof repo.listNoticeSummaries>>[number];
const toSummary = (r: SummaryRow): NoticeSummary => ({ ...r, createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt) });
const toNotice = (r: SummaryRow & { content: string }): Notice => ({ ...toSummary(r), content: r.content });

export async function listNotices(deps: AppDeps, q: PageQuery, visibleOnly = true): Promise<Page<NoticeSummary>> {
  const [rows, total] = await Promise.all([
    repo.listNoticeSummaries(deps.db, { visibleOnly, limit: q.size, offset: offsetOf(q) }),
    repo.countNotices(deps.db, { visibleOnly }),
  ]);
  return pageOf(rows.map(toSummary), total, q);
}

export async function latestNotices(deps: AppDeps, limit: number): Promise<NoticeSummary[]> {
  const rows = await repo.listNoticeSummaries(deps.db, { visibleOnly: true, limit, offset: 0 });
  return rows.map(toSummary);
}

export async function getNotice(deps: AppDeps, id: number, visibleOnly = true): Promise<Notice> {
  const row = await repo.findNoticeById(deps.db, { id, visibleOnly });
  if (!row) throw noticeNotFound();
  return toNotice(row);
}

export const adminNotices: AdminResource<Notice, NoticeSummary, NoticeCreateBody, NoticeUpdateBody> = {
  list: (deps, q) => listNotices(deps, q, false),
  get: (deps, id) => getNotice(deps, id, false),
  async create(deps, body) {
    // 정렬 기준인 createdAt 을 앱의 시계로 적는다 (테스트 시계와 DB 시계가 달라도 순서가 맞게)
    return toNotice(await repo.insertNotice(deps.db, { ...body, createdAt: deps.now(), updatedAt: deps.now() }));
  },
  async update(deps, id, body) {
    const row = await repo.updateNotice(deps.db, id, { ...body, updatedAt: deps.now() });
    if (!row) throw noticeNotFound();
    return toNotice(row);
  },
  async remove(deps, id) {
    if (!(await repo.deleteNotice(deps.db, id))) throw noticeNotFound();
  },
};
