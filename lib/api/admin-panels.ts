import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { pageOf } from '../schemas/common';
import {
  AdminPanelListSchema,
  AdminPanelSchema,
  PanelMappingListSchema,
  PanelMappingSchema,
  PanelServiceSchema,
  PanelSyncResultSchema,
  type AdminPanel,
  type PanelCreateBody,
  type PanelMapping,
  type PanelPatchBody,
  type PanelSyncResult,
  type ProductPanelServiceBody,
} from '../schemas/panels';
import { compact, http } from './http';

const ServicePageSchema = pageOf(PanelServiceSchema);
export type PanelServicePage = z.infer<typeof ServicePageSchema>;
export type PanelServiceListQuery = { q?: string; available?: boolean; page?: number; size?: number };

// GET /v1/admin/panels – 패널 목록 (키는 끝 네 자리만)
export async function listAdminPanels(): Promise<AdminPanel[]> {
  return AdminPanelListSchema.parse((await http.get('/admin/panels')).data).items;
}
// GET /v1/admin/panels/{id}
export async function getAdminPanel(id: number): Promise<AdminPanel> {
  return AdminPanelSchema.parse((await http.get(`/admin/panels/${id}`)).data);
}
// POST /v1/admin/panels
export async function createPanel(body: PanelCreateBody): Promise<AdminPanel> {
  return AdminPanelSchema.parse((await http.post('/admin/panels', body)).data);
}
// PATCH /v1/admin/panels/{id} – apiKey 를 비우면 이전 키 유지
export async function updatePanel(id: number, patch: PanelPatchBody): Promise<AdminPanel> {
  return AdminPanelSchema.parse((await http.patch(`/admin/panels/${id}`, patch)).data);
}
// POST /v1/admin/panels/{id}/sync – 서비스 동기화
export async function syncPanelServices(id: number): Promise<PanelSyncResult> {
  return PanelSyncResultSchema.parse((await http.post(`/admin/panels/${id}/sync`)).data);
}
// POST /v1/admin/panels/{id}/balance – 잔액 새로고침
export async function refreshPanelBalance(id: number): Promise<AdminPanel> {
  return AdminPanelSchema.parse((await http.post(`/admin/panels/${id}/balance`)).data);
}
// GET /v1/admin/panels/{id}/services – 검색·페이지
export async function listPanelServices(id: number, query: PanelServiceListQuery = {}): Promise<PanelServicePage> {
  const params = compact({ ...query, available: query.available === undefined ? undefined : String(query.available) });
  return ServicePageSchema.parse((await http.get(`/admin/panels/${id}/services`, { params })).data);
}
// GET /v1/admin/panels/mappings – 모든 상품의 연결과 경고
export async function listPanelMappings(): Promise<PanelMapping[]> {
  return PanelMappingListSchema.parse((await http.get('/admin/panels/mappings')).data).items;
}
// PUT /v1/admin/products/{productId}/panel-service – 연결(둘 다 null 이면 해제)
export async function setProductPanelService(productId: number, body: ProductPanelServiceBody): Promise<PanelMapping> {
  return PanelMappingSchema.parse((await http.put(`/admin/products/${productId}/panel-service`, body)).data);
}

export const adminPanelKeys = {
  panels: ['admin', 'panels'] as const,
  services: (id: number) => ['admin', 'panels', id, 'services'] as const,
  mappings: ['admin', 'panel-mappings'] as const,
};

export const adminPanelsQuery = () => queryOptions({ queryKey: adminPanelKeys.panels, queryFn: listAdminPanels });
export const adminPanelQuery = (id: number) => queryOptions({ queryKey: [...adminPanelKeys.panels, id], queryFn: () => getAdminPanel(id) });
export const panelServicesQuery = (id: number, query: PanelServiceListQuery) =>
  queryOptions({ queryKey: [...adminPanelKeys.services(id), compact(query)], queryFn: () => listPanelServices(id, query) });
export const panelMappingsQuery = () => queryOptions({ queryKey: adminPanelKeys.mappings, queryFn: listPanelMappings });

function useInvalidating<TVars, TResult>(mutationFn: (vars: TVars) => Promise<TResult>, keys: readonly (readonly unknown[])[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

const K = adminPanelKeys;
export const useSavePanel = () =>
  useInvalidating(
    (v: { id: null; body: PanelCreateBody } | { id: number; body: PanelPatchBody }) =>
      v.id === null ? createPanel(v.body) : updatePanel(v.id, v.body),
    [K.panels, K.mappings],
  );
// 동기화는 서비스 목록·패널(서비스 수)·연결 경고를 모두 바꾼다
export const useSyncPanel = () => useInvalidating(syncPanelServices, [K.panels, K.mappings]);
export const useRefreshPanelBalance = () => useInvalidating(refreshPanelBalance, [K.panels]);
export const useSetProductPanelService = () =>
  useInvalidating((v: { productId: number; body: ProductPanelServiceBody }) => setProductPanelService(v.productId, v.body), [K.mappings, K.panels]);
