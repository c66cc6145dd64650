import { isWindowValid } from '../../lib/schemas/contents';
import type { Db } from '../db/client';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import { offsetOf, pageOf } from '../lib/paging';
import { toDate } from '../lib/time';
import { assertAllKnown, windowError, type AdminResource } from './resource';

type WindowRow = { startsAt: Date | null; endsAt: Date | null };
type WindowBody = { startsAt?: string | null; endsAt?: string | null };
/** 저장소로 넘기는 값: 본문의 ISO 문자열은 Date 로 (undefined 는 '바꾸지 않음') */
type Stored<Body> = Omit<Body, 'startsAt' | 'endsAt'> & {
  startsAt: Date | null | undefined;
  endsAt: Date | null | undefined;
  updatedAt: Date;
};

/**
 * 서비스가 저장소에 바라는 모양. displayWindowRepository 가 만든 것을 넘기면
 * 본문(Create/Update)이 그 표에 들어갈 수 있는지를 여기서 TS 가 따진다.
 */
export type DisplayWindowRepo<Row, Insert, Patch> = {
  listShowing: (db: Db, at: Date) => Promise<Row[]>;
  listRows: (db: Db, p: { limit: number; offset: number }) => Promise<Row[]>;
  count: (db: Db) => Promise<number>;
  findById: (db: Db, id: number) => Promise<Row | null>;
  insert: (db: Db, values: Insert) => Promise<Row>;
  update: (db: Db, id: number, values: Patch) => Promise<Row | null>;
  remove: (db: Db, id: number) => Promise<boolean>;
  listIds: (db: Db, ids: number[]) => Promise<number[]>;
  setDisplayOrder: (db: Db, id: number, displayOrder: number, updatedAt: Date) => PromiseLike<unknown>;
};

/** 배너·팝업처럼 노출 기간이 있는 콘텐츠: 공개용 '지금 노출 중' 목록과 관리자 CRUD + 순서 바꾸기 */
export function displayWindowResource<Row extends WindowRow, Item, Create extends WindowBody, Update extends WindowBody>(config: {
  repo: DisplayWindowRepo<Row, Stored<Create> & { createdAt: Date }, Stored<Update>>;
  notFound: 'BANNER_NOT_FOUND' | 'POPUP_NOT_FOUND';
  toItem: (r: Row) => Item;
}) {
  const { repo, toItem } = config;
  const itemNotFound = () => fail(config.notFound);

  async function findOrThrow(deps: AppDeps, id: number) {
    const row = await repo.findById(deps.db, id);
    if (!row) throw itemNotFound();
    return row;
  }

  /** 지금(deps.now) 노출 중인 것 */
  async function listShowing(deps: AppDeps): Promise<Item[]> {
    return (await repo.listShowing(deps.db, deps.now())).map(toItem);
  }

  const admin: AdminResource<Item, Item, Create, Update> = {
    async list(deps, q) {
      const [rows, total] = await Promise.all([
        repo.listRows(deps.db, { limit: q.size, offset: offsetOf(q) }),
        repo.count(deps.db),
      ]);
      return pageOf(rows.map(toItem), total, q);
    },
    get: async (deps, id) => toItem(await findOrThrow(deps, id)),
    async create(deps, body) {
      const now = deps.now();
      const values = { ...body, startsAt: toDate(body.startsAt), endsAt: toDate(body.endsAt), createdAt: now, updatedAt: now };
      return toItem(await repo.insert(deps.db, values));
    },
    async update(deps, id, body) {
      const current = await findOrThrow(deps, id);
      const startsAt = toDate(body.startsAt);
      const endsAt = toDate(body.endsAt);
      // 한쪽만 보내도 저장된 다른 쪽과 맞춰 본다
      if (!isWindowValid(startsAt === undefined ? current.startsAt : startsAt, endsAt === undefined ? current.endsAt : endsAt)) {
        throw windowError();
      }
      const row = await repo.update(deps.db, id, { ...body, startsAt, endsAt, updatedAt: deps.now() });
      if (!row) throw itemNotFound();
      return toItem(row);
    },
    async remove(deps, id) {
      if (!(await repo.remove(deps.db, id))) throw itemNotFound();
    },
    async reorder(deps, ids) {
      await deps.db.transaction(async (tx) => {
        assertAllKnown(ids, await repo.listIds(tx, ids));
        for (const [position, id] of ids.entries()) await repo.setDisplayOrder(tx, id, position, deps.now());
      });
    },
  };

  return { listShowing, admin };
}
