import type { Context } from 'hono';
import { z } from 'zod';
import { CSV_EXPORT_MAX_ROWS } from '../../lib/schemas/list-query';
import { fail } from './errors';
import { KST_OFFSET_MS, kstDate } from './time';

/**
 * 콘솔 목록의 CSV 내보내기. 엑셀이 한글을 깨뜨리지 않게 UTF-8 BOM 을 앞에 붙이고, RFC 4180 대로 따옴표를 두며,
 * 글자 칸이 =, +, -, @, 탭, CR 로 시작하면 작은따옴표를 앞에 붙여 수식으로 실행되지 않게 한다(CSV injection).
 * 숫자 칸은 그대로 둔다: 회원이 적을 수 없는 값이고, -3000 같은 차감이 숫자로 읽혀야 합계를 낼 수 있다.
 */

export type CsvValue = string | number | boolean | Date | null | undefined;
export type CsvColumn<T> = { header: string; value: (row: T) => CsvValue };

export const CSV_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** 칸 하나: 빈 값은 빈 칸, 날짜는 ISO, 수식처럼 시작하는 글자는 ' 를 앞에, 쉼표·따옴표·줄바꿈이 있으면 따옴표로 감싼다 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = value instanceof Date ? value.toISOString() : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** 머리줄과 줄들을 CRLF 로 잇고 BOM 을 앞에 붙인다 */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/**
 * 목록과 같은 조건으로 쪽 없이 읽는다: read 에 한도+1 을 주고, 넘치면 400 CSV_EXPORT_TOO_LARGE.
 * 저장소 함수는 { limit, offset: 0 } 을 받는 목록 함수를 그대로 쓰면 된다.
 */
export async function readForExport<T>(read: (limit: number) => Promise<T[]>, max = CSV_EXPORT_MAX_ROWS): Promise<T[]> {
  const rows = await read(max + 1);
  if (rows.length > max) throw fail('CSV_EXPORT_TOO_LARGE', { limit: max });
  return rows;
}

/** 내려받기 응답: text/csv; charset=utf-8, 파일 이름은 '<목록>-<서울 날짜>.csv' */
export function csvResponse<T>(c: Context, p: { name: string; columns: readonly CsvColumn<T>[]; rows: readonly T[]; now: Date }): Response {
  return csvAttachment(c, `${p.name}-${kstDate(p.now).replaceAll('-', '')}.csv`, toCsv(p.columns, p.rows));
}

/** 이미 만든 CSV 를 첨부 파일로: 목록이 아닌 내보내기(매출처럼 파일 이름에 기간이 드는 것)도 같은 머리를 쓴다 */
export function csvAttachment(c: Context, filename: string, csv: string): Response {
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'no-store',
  });
}

/** OpenAPI 의 200 응답: createRoute({ responses: { 200: csvContent('구매 목록 CSV'), ... } }) */
export const csvContent = (description: string) => ({
  content: { 'text/csv': { schema: z.string() } },
  description,
});

/** 날짜를 서울 시각 'YYYY-MM-DD HH:mm' 으로(엑셀에서 읽기 쉽게) */
export function seoulDateTime(at: Date | string | null | undefined): string {
  if (!at) return '';
  const d = typeof at === 'string' ? new Date(at) : at;
  return new Date(d.getTime() + KST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
