/**
 * 임시: 회원·원장 CSV 를 만드는 최소한의 함수. 공용 server/lib/csv.ts 가 들어오면 그것으로 바꾼다(리드가 교체).
 * 엑셀이 한글을 바로 읽도록 UTF-8 BOM, 칸은 모두 큰따옴표로 감싸고, =·+·-·@(와 탭·CR)로 시작하는 글자 칸은
 * 앞에 ' 를 붙여 수식으로 실행되지 않게 한다(CSV injection). 숫자 칸은 숫자 그대로 둔다.
 */
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '""';
  if (typeof value === 'number' || typeof value === 'boolean') return `"${String(value)}"`;
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(header: string[], rows: CsvCell[][]): string {
  const lines = [header, ...rows].map((r) => r.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
