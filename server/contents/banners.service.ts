import { isWindowValid, type Banner, type BannerCreateBody, type BannerUpdateBody } from '../../lib/schemas/contents';
import type { AppDeps } from '../lib/context';
import { notFound } from '../lib/errors';
import * as repo from './banners.repository';
import { isoOrNull, offsetOf, pageOf, toDate } from './paging';
import { assertAllKnown, windowError, type AdminResource } from './resource';

const bannerNotFound = () => notFound('배너를 찾을 수 없습니다.', 'BANNER_NOT_FOUND');

type Row = Awaited<ReturnType<typeof repo.listBannerRows>>[number];
const toBanner = (r: Row): Banner => ({ ...r, startsAt: isoOrNull(r.startsAt), endsAt: isoOrNull(r.endsAt) });

/** 지금(deps.now) 노출 중인 배너 */
export async function listShowingBanners(deps: AppDeps): Promise<Banner[]> {
  return (await repo.listShowingBanners(deps.db, deps.now())).map(toBanner);
}

async function findOrThrow(deps: AppDeps, id: number) {
  const row = await repo.findBannerById(deps.db, id);
  if (!row) throw bannerNotFound();
  return row;
}

export const adminBanners: AdminResource<Banner, Banner, BannerCreateBody, BannerUpdateBody> = {
  async list(deps, q) {
    const [rows, total] = await Promise.all([
      repo.listBannerRows(deps.db, { limit: q.size, offset: offsetOf(q) }),
      repo.countBanners(deps.db),
    ]);
    return pageOf(rows.map(toBanner), total, q);
  },
  get: async (deps, id) => toBanner(await findOrThrow(deps, id)),
  async create(deps, body) {
    const now = deps.now();
    const values = { ...body, startsAt: toDate(body.startsAt), endsAt: toDate(body.endsAt), createdAt: now, updatedAt: now };
    return toBanner(await repo.insertBanner(deps.db, values));
  },
  async update(deps, id, body) {
    const current = await findOrThrow(deps, id);
    const startsAt = toDate(body.startsAt);
    const endsAt = toDate(body.endsAt);
    // 한쪽만 보내도 저장된 다른 쪽과 맞춰 본다
    if (!isWindowValid(startsAt === undefined ? current.startsAt : startsAt, endsAt === undefined ? current.endsAt : endsAt)) {
      throw windowError();
    }
    const row = await repo.updateBanner(deps.db, id, { ...body, startsAt, endsAt, updatedAt: deps.now() });
    if (!row) throw bannerNotFound();
    return toBanner(row);
  },
  async remove(deps, id) {
    if (!(await repo.deleteBanner(deps.db, id))) throw bannerNotFound();
  },
  async reorder(deps, ids) {
    await deps.db.transaction(async (tx) => {
      assertAllKnown(ids, await repo.listBannerIds(tx, ids));
      for (const [position, id] of ids.entries()) await repo.setBannerDisplayOrder(tx, id, position, deps.now());
    });
  },
};
