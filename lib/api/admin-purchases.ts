import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminPurchaseDetailSchema,
  AdminPurchaseStatusResultSchema,
  AdminPurchaseSummarySchema,
  PendingDepositNoticeListSchema,
  RefundResultSchema,
  type AdminPurchaseDetail,
  type AdminPurchaseListQuery,
  type AdminPurchaseStatusBody,
  type AdminPurchaseStatusResult,
  type PendingDepositNotice,
  type RefundBody,
  type RefundResult,
} from '../schemas/admin-purchases';
import { pageOf } from '../schemas/common';
import { compact, http, isApiError } from './http';

const PurchasePageSchema = pageOf(AdminPurchaseSummarySchema);
export type AdminPurchasePage = ReturnType<typeof PurchasePageSchema.parse>;
export type AdminPurchaseFilter = Partial<Omit<AdminPurchaseListQuery, 'page' | 'size'>>;

// GET /v1/admin/purchases – 구매 목록 (상태·결제수단·주문번호/입금자명·기간)
export async function listAdminPurchases(query: AdminPurchaseFilter & { page?: number; size?: number }): Promise<AdminPurchasePage> {
  const { data } = await http.get('/admin/purchases', { params: compact(query) });
  return PurchasePageSchema.parse(data);
}
// GET /v1/admin/purchases/{id} – 상세 (줄, 서비스, 결제 기록, 상태 이력)
export async function getAdminPurchase(id: number): Promise<AdminPurchaseDetail> {
  return AdminPurchaseDetailSchema.parse((await http.get(`/admin/purchases/${id}`)).data);
}
// POST /v1/admin/purchases/{id} – 입금 확인(PAID)·주문 취소(EXPIRED). 이미 그 상태면 changed:false
export async function changeAdminPurchaseStatus(id: number, body: AdminPurchaseStatusBody): Promise<AdminPurchaseStatusResult> {
  return AdminPurchaseStatusResultSchema.parse((await http.post(`/admin/purchases/${id}`, body)).data);
}
// POST /v1/admin/purchases/{id}/refund – 카드 취소·적립금·계좌 환불
export async function refundAdminPurchase(id: number, body: RefundBody): Promise<RefundResult> {
  return RefundResultSchema.parse((await http.post(`/admin/purchases/${id}/refund`, body)).data);
}
// GET /v1/admin/message-for-purchase-list-pending-deposit – 입금 대기 주문별 안내문
export async function listPendingDeposits(): Promise<PendingDepositNotice[]> {
  return PendingDepositNoticeListSchema.parse((await http.get('/admin/message-for-purchase-list-pending-deposit')).data).items;
}

export const adminPurchaseKeys = {
  all: ['admin', 'purchases'] as const,
  list: (query: object) => ['admin', 'purchases', 'list', compact(query)] as const,
  detail: (id: number) => ['admin', 'purchases', 'detail', id] as const,
  deposits: ['admin', 'pending-deposits'] as const,
};

export const adminPurchasesQuery = (query: AdminPurchaseFilter & { page: number; size: number }) =>
  queryOptions({ queryKey: adminPurchaseKeys.list(query), queryFn: () => listAdminPurchases(query) });
export const adminPurchaseQuery = (id: number) =>
  queryOptions({
    queryKey: adminPurchaseKeys.detail(id),
    queryFn: () => getAdminPurchase(id),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 1,
  });
export const pendingDepositsQuery = () => queryOptions({ queryKey: adminPurchaseKeys.deposits, queryFn: listPendingDeposits });

/** 상태가 바뀌면 목록·상세·입금 대기 줄이 모두 달라진다: 구매 관리 캐시 전부와 입금 대기열을 비운다 */
function useInvalidatePurchases() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminPurchaseKeys.all }),
      queryClient.invalidateQueries({ queryKey: adminPurchaseKeys.deposits }),
    ]);
}

export function useChangePurchaseStatus() {
  const invalidate = useInvalidatePurchases();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminPurchaseStatusBody }) => changeAdminPurchaseStatus(id, body),
    onSuccess: () => invalidate(),
  });
}

/** 입금 대기열에서 누른 입금 확인: 응답을 기다리지 않고 그 줄을 먼저 뺀다(실패하면 되돌린다) */
export function useConfirmDeposit() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidatePurchases();
  const key = adminPurchaseKeys.deposits;
  return useMutation({
    mutationFn: (id: number) => changeAdminPurchaseStatus(id, { status: 'PAID' }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<PendingDepositNotice[]>(key);
      queryClient.setQueryData<PendingDepositNotice[]>(key, (items) => items?.filter((n) => n.purchaseId !== id));
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => invalidate(),
  });
}

export function useRefundPurchase() {
  const invalidate = useInvalidatePurchases();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RefundBody }) => refundAdminPurchase(id, body),
    onSuccess: () => invalidate(),
  });
}
