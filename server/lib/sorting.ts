import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { parseSort } from '../../lib/schemas/list-query';

/**
 * 목록의 sort 값('-createdAt')을 ORDER BY 로. 고른 열(빈 값은 방향과 상관없이 끝에), 같은 값이면 tiebreak(대개 id)를
 * 같은 방향으로 두어 쪽을 넘겨도 줄이 겹치거나 빠지지 않게 한다. 고르지 않았으면 목록의 기본 순서(fallback).
 * 열 이름은 스키마(sortQuery)가 이미 걸렀다: 여기 없는 이름이면 기본 순서로 둔다.
 */
export function orderByOf(sort: string | undefined, columns: Record<string, AnyColumn | SQL>, tiebreak: AnyColumn, fallback: SQL[]): SQL[] {
  const s = parseSort(sort);
  const column = s ? columns[s.field] : undefined;
  if (!s || !column) return fallback;
  const dir = sql.raw(s.order === 'desc' ? 'desc' : 'asc');
  return [sql`${column} ${dir} nulls last`, sql`${tiebreak} ${dir}`];
}
