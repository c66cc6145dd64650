import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ReconciliationReportSchema, ReconciliationRunResultSchema, type ReconciliationReport, type ReconciliationRunResult } from '../schemas/reconciliations';
import { http } from './http';

// GET /v1/admin/reconciliations?date= – 서울 기준 하루의 결제 대사
export async function getReconciliationReport(date: string): Promise<ReconciliationReport> {
  return ReconciliationReportSchema.parse((await http.get('/admin/reconciliations', { params: { date } })).data);
}

// POST /v1/admin/reconciliations/run – 대사 작업 지금 실행
export async function runReconciliation(): Promise<ReconciliationRunResult> {
  return ReconciliationRunResultSchema.parse((await http.post('/admin/reconciliations/run')).data);
}

export const adminReconciliationKeys = {
  all: ['admin-reconciliations'] as const,
  day: (date: string) => ['admin-reconciliations', date] as const,
};

export const reconciliationReportQuery = (date: string) =>
  queryOptions({ queryKey: adminReconciliationKeys.day(date), queryFn: () => getReconciliationReport(date) });

/** 실행한 뒤 어느 날짜든 다시 읽는다: 작업이 바꾼 결론이 바로 보이게 */
export function useRunReconciliation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runReconciliation,
    onSuccess: () => client.invalidateQueries({ queryKey: adminReconciliationKeys.all }),
  });
}
