import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { pageOf } from '../schemas/common';
import {
  AdminCashRefundSchema,
  RefundTransferResultSchema,
  type PurchaseRefundStatusValue,
  type RefundTransferBody,
  type RefundTransferResult,
} from '../schemas/refunds';
import { adminPurchaseKeys } from './admin-purchases';
import { http } from './http';

const CashRefundPageSchema = pageOf(AdminCashRefundSchema);
export type AdminCashRefundPage = ReturnType<typeof CashRefundPageSchema.parse>;
export type AdminRefundQuery = { status: PurchaseRefundStatusValue; page: number; size: number };

// GET /v1/admin/refunds?status= – 계좌 환불 목록 (기본 이체 대기, 오래된 순)
export async function listAdminCashRefunds(query: AdminRefundQuery): Promise<AdminCashRefundPage> {
  return CashRefundPageSchema.parse((await http.get('/admin/refunds', { params: query })).data);
}
// POST /v1/admin/refunds/{id}/transferred – 이체 완료 표시 (두 번 누르면 changed:false)
export async function markAdminRefundTransferred(id: number, body: RefundTransferBody): Promise<RefundTransferResult> {
  return RefundTransferResultSchema.parse((await http.post(`/admin/refunds/${id}/transferred`, body)).data);
}

export const adminRefundKeys = {
  all: ['admin', 'refunds'] as const,
  list: (query: AdminRefundQuery) => ['admin', 'refunds', 'list', query] as const,
};

export const adminCashRefundsQuery = (query: AdminRefundQuery) =>
  queryOptions({ queryKey: adminRefundKeys.list(query), queryFn: () => listAdminCashRefunds(query) });

/** 이체를 적으면 목록과 그 구매의 상세(계좌 환불 줄)가 달라진다 */
export function useMarkRefundTransferred() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RefundTransferBody }) => markAdminRefundTransferred(id, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminRefundKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminPurchaseKeys.all }),
      ]),
  });
}
