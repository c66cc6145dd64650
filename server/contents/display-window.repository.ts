import { and, asc, count, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../db/client';

/** 배너와 팝업이 함께 가진 컬럼: 순서, 노출 여부, 노출 기간(schema/contents.ts 의 displayWindow) */
export type DisplayWindowTable = PgTable & {
  id: AnyPgColumn<{ data: number; notNull: true }>;
  displayOrder: AnyPgColumn<{ data: number; notNull: true }>;
  isVisible: AnyPgColumn<{ data: boolean; notNull: true }>;
  startsAt: AnyPgColumn<{ data: Date }>;
  endsAt: AnyPgColumn<{ data: Date }>;
  updatedAt: AnyPgColumn<{ data: Date; notNull: true }>;
};

/**
 * 노출 기간이 있는 표 하나의 저장소. columns 는 응답에 싣는 컬럼이다.
 * drizzle 은 제네릭 표·선택의 select 결과 타입을 풀지 못해서, 쿼리는 PgTable 로 짓고
 * 행 타입은 drizzle 이 한 표 select 에 주는 것과 같은 SelectResultFields<TColumns> 로 되돌린다.
 */
export function displayWindowRepository<TTable extends DisplayWindowTable, TColumns extends Record<string, AnyPgColumn>>(
  table: TTable,
  columns: TColumns,
) {
  type Row = SelectResultFields<TColumns>;
  const source: PgTable = table;
  const selection: Record<string, AnyPgColumn> = columns;
  const asRows = (rows: unknown[]) => rows as Row[];
  const ordering = [asc(table.displayOrder), asc(table.id)];

  return {
    /** 보이고, 노출 기간(startsAt <= at < endsAt, 빈 쪽은 무기한) 안에 있는 것 */
    async listShowing(db: Db, at: Date) {
      const rows = await db
        .select(selection)
        .from(source)
        .where(
          and(
            eq(table.isVisible, true),
            or(isNull(table.startsAt), lte(table.startsAt, at)),
            or(isNull(table.endsAt), gt(table.endsAt, at)),
          ),
        )
        .orderBy(...ordering);
      return asRows(rows);
    },

    async listRows(db: Db, p: { limit: number; offset: number }) {
      return asRows(await db.select(selection).from(source).orderBy(...ordering).limit(p.limit).offset(p.offset));
    },

    async count(db: Db) {
      const rows = await db.select({ n: count() }).from(source);
      return rows[0]?.n ?? 0;
    },

    async findById(db: Db, id: number) {
      const rows = await db.select(selection).from(source).where(eq(table.id, id)).limit(1);
      return asRows(rows)[0] ?? null;
    },

    async insert(db: Db, values: PgInsertValue<TTable>) {
      const rows = await db.insert(table).values(values).returning(selection);
      return asRows(rows)[0]!;
    },

    async update(db: Db, id: number, values: PgUpdateSetSource<TTable>) {
      const rows = await db.update(table).set(values).where(eq(table.id, id)).returning(selection);
      return asRows(rows)[0] ?? null;
    },

    async remove(db: Db, id: number) {
      const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
      return rows.length > 0;
    },

    async listIds(db: Db, ids: number[]) {
      const rows = await db.select({ id: table.id }).from(source).where(inArray(table.id, ids));
      return rows.map((r) => r.id);
    },

    setDisplayOrder(db: Db, id: number, displayOrder: number, updatedAt: Date) {
      // 제네릭 TTable 의 PgUpdateSetSource 는 TS 가 풀지 못한다. 두 컬럼이 있음은 DisplayWindowTable 이 보장한다
      const values = { displayOrder, updatedAt } as PgUpdateSetSource<TTable>;
      return db.update(table).set(values).where(eq(table.id, id));
    },
  };
}
