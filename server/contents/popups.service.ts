import { isWindowValid, type Popup, type PopupCreateBody, type PopupUpdateBody } from '../../lib/schemas/contents';
import type { AppDeps } from '../lib/context';
import { notFound } from '../lib/errors';
import * as repo from './popups.repository';
import { isoOrNull, offsetOf, pageOf, toDate } from './paging';
import { assertAllKnown, windowError, type AdminResource } from './resource';

const popupNotFound = () => notFound('팝업을 찾을 수 없습니다.', 'POPUP_NOT_FOUND');

type Row = Awaited<ReturnType<typeof repo.listPopupRows>>[number];
const toPopup = (r: Row): Popup => ({ ...r, startsAt: isoOrNull(r.startsAt), endsAt: isoOrNull(r.endsAt) });

/** 지금(deps.now) 노출 중인 팝업 */
export async function listShowingPopups(deps: AppDeps): Promise<Popup[]> {
  return (await repo.listShowingPopups(deps.db, deps.now())).map(toPopup);
}

async function findOrThrow(deps: AppDeps, id: number) {
  const row = await repo.findPopupById(deps.db, id);
  if (!row) throw popupNotFound();
  return row;
}

export const adminPopups: AdminResource<Popup, Popup, PopupCreateBody, PopupUpdateBody> = {
  async list(deps, q) {
    const [rows, total] = await Promise.all([
      repo.listPopupRows(deps.db, { limit: q.size, offset: offsetOf(q) }),
      repo.countPopups(deps.db),
    ]);
    return pageOf(rows.map(toPopup), total, q);
  },
  get: async (deps, id) => toPopup(await findOrThrow(deps, id)),
  async create(deps, body) {
    const now = deps.now();
    const values = { ...body, startsAt: toDate(body.startsAt), endsAt: toDate(body.endsAt), createdAt: now, updatedAt: now };
    return toPopup(await repo.insertPopup(deps.db, values));
  },
  async update(deps, id, body) {
    const current = await findOrThrow(deps, id);
    const startsAt = toDate(body.startsAt);
    const endsAt = toDate(body.endsAt);
    // 한쪽만 보내도 저장된 다른 쪽과 맞춰 본다
    if (!isWindowValid(startsAt === undefined ? current.startsAt : startsAt, endsAt === undefined ? current.endsAt : endsAt)) {
      throw windowError();
    }
    const row = await repo.updatePopup(deps.db, id, { ...body, startsAt, endsAt, updatedAt: deps.now() });
    if (!row) throw popupNotFound();
    return toPopup(row);
  },
  async remove(deps, id) {
    if (!(await repo.deletePopup(deps.db, id))) throw popupNotFound();
  },
  async reorder(deps, ids) {
    await deps.db.transaction(async (tx) => {
      assertAllKnown(ids, await repo.listPopupIds(tx, ids));
      for (const [position, id] of ids.entries()) await repo.setPopupDisplayOrder(tx, id, position, deps.now());
    });
  },
};
