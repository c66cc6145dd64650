import { SALES_UNIT_LABELS, type SalesReport } from '../../lib/schemas/sales';

// TODO(lead): server/lib/csv.ts(콘솔 공용 CSV)가 들어오면 아래 csvCell·toCsv 를 그것으로 바꾼다. 규칙은 같다.

/** 엑셀이 수식으로 읽는 첫 글자: 앞에 ' 를 붙여 글자로 남긴다(CSV 수식 주입 방지) */
const FORMULA_START = /^[=+\-@\t\r]/;

/** 칸 하나: 수식으로 읽힐 글자는 ' 로 막고(숫자는 음수여도 숫자라 그대로), 언제나 큰따옴표로 감싼다(안의 " 는 두 번) */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** 엑셀이 한글을 UTF-8 로 읽게 BOM 을 앞에 두고, 줄은 CRLF 로 나눈다 */
export function toCsv(rows: (string | number | null)[][]): string {
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** 매출 내려받기: 구간별 숫자와 합계 한 줄 */
export function salesCsv(report: SalesReport): string {
  const head = [`구간(${SALES_UNIT_LABELS[report.unit]}, 시작일)`, '매출', '환불', '순매출', '주문 수', '패널 원가', '마진'];
  const rows = report.series.map((b) => [b.bucket, b.sales, b.refunds, b.netSales, b.orders, b.panelCost, b.margin]);
  const t = report.totals;
  return toCsv([head, ...rows, [`합계 ${report.from}~${report.to}`, t.sales, t.refunds, t.netSales, t.orders, t.panelCost, t.margin]]);
}

export const salesCsvFileName = (r: Pick<SalesReport, 'from' | 'to' | 'unit'>) => `sales-${r.from}-${r.to}-${r.unit}.csv`;
