import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { pageOf } from '../schemas/common';
import {
  AdminInstarterOrderSchema,
  InstarterImportResultSchema,
  type InstarterImportBody,
  type InstarterImportResult,
} from '../schemas/services';
import { compact, http } from './http';

const OrderPageSchema = pageOf(AdminInstarterOrderSchema);
export type AdminInstarterOrderPage = ReturnType<typeof OrderPageSchema.parse>;

// GET /v1/admin/instarter/orders – 가져온 주문 목록
export async function listAdminInstarterOrders(query: { page?: number; size?: number; q?: string }): Promise<AdminInstarterOrderPage> {
  const params = compact(query);
  return OrderPageSchema.parse((await http.get('/admin/instarter/orders', { params })).data);
}

// POST /v1/admin/instarter/orders – 주문 가져오기
export async function importInstarterOrders(body: InstarterImportBody): Promise<InstarterImportResult> {
  return InstarterImportResultSchema.parse((await http.post('/admin/instarter/orders', body)).data);
}

export const adminInstarterKeys = {
  all: ['admin-instarter'] as const,
  list: (page: number, q: string) => ['admin-instarter', 'list', page, q] as const,
};

export const adminInstarterOrdersQuery = (page: number, q: string) =>
  queryOptions({ queryKey: adminInstarterKeys.list(page, q), queryFn: () => listAdminInstarterOrders({ page, size: 20, q }) });

export function useImportInstarterOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importInstarterOrders,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminInstarterKeys.all }),
  });
}
