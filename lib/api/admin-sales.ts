import { queryOptions } from '@tanstack/react-query';
import { SalesReportSchema, type SalesQueryInput, type SalesReport } from '../schemas/sales';
import { compact, http } from './http';

// GET /v1/admin/sales – 기간의 구간별 매출·환불·패널 원가·마진, 상태·결제 수단별 주문, 상위 상품·채널 (OWNER)
export async function getSalesReport(query: SalesQueryInput): Promise<SalesReport> {
  return SalesReportSchema.parse((await http.get('/admin/sales', { params: compact(query) })).data);
}

/** GET /v1/admin/sales/export – 같은 조건의 구간별 CSV(CsvExportButton 이 부른다, OWNER) */
export const SALES_EXPORT_PATH = '/admin/sales/export';

export const adminSalesKeys = {
  all: ['admin-sales'] as const,
  report: (q: SalesQueryInput) => ['admin-sales', q.from ?? '', q.to ?? '', q.unit ?? 'day'] as const,
};

export const salesReportQuery = (q: SalesQueryInput) => queryOptions({ queryKey: adminSalesKeys.report(q), queryFn: () => getSalesReport(q) });
