import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { ChannelSchema, ProductTypeSchema, type Channel, type ProductType } from '../schemas/catalogue';
import { AdminProductSchema, ChannelListResponseSchema, ProductTypeListResponseSchema, type AdminProduct, type AdminProductFilterSchema, type ChannelCreateBody, type ChannelPatchBody, type ProductCreateBody, type ProductPatchBody, type ProductTypeCreateBody } from '../schemas/admin-catalogue';
import { pageOf } from '../schemas/common';
import { compact, http } from './http';

export type AdminProductQuery = z.output<typeof AdminProductFilterSchema> & { page?: number; size?: number };
const ProductPageSchema = pageOf(AdminProductSchema);
export type AdminProductPage = z.infer<typeof ProductPageSchema>;

// ── 채널 ──
// GET /v1/admin/channels – 채널 전체 (숨김 포함)
export async function listAdminChannels(): Promise<Channel[]> {
  const { data } = await http.get('/admin/channels');
  return ChannelListResponseSchema.parse(data).items;
}
// GET /v1/admin/channels/{id}
export async function getAdminChannel(id: number): Promise<Channel> {
  return ChannelSchema.parse((await http.get(`/admin/channels/${id}`)).data);
}
// POST /v1/admin/channels
export async function createChannel(body: ChannelCreateBody): Promise<Channel> {
  return ChannelSchema.parse((await http.post('/admin/channels', body)).data);
}
// PATCH /v1/admin/channels/{id}
export async function updateChannel(id: number, patch: ChannelPatchBody): Promise<Channel> {
  return ChannelSchema.parse((await http.patch(`/admin/channels/${id}`, patch)).data);
}
// DELETE /v1/admin/channels/{id} – 상품이 있으면 409
export async function deleteChannel(id: number): Promise<void> {
  await http.delete(`/admin/channels/${id}`);
}
// PUT /v1/admin/channels/order
export async function reorderChannels(ids: number[]): Promise<void> {
  await http.put('/admin/channels/order', { ids });
}

// ── 상품 유형 ──
// GET /v1/admin/product-types – channelId 로 좁히기
export async function listAdminProductTypes(query: { channelId?: number } = {}): Promise<ProductType[]> {
  const { data } = await http.get('/admin/product-types', { params: compact(query) });
  return ProductTypeListResponseSchema.parse(data).items;
}
// GET /v1/admin/product-types/{id}
export async function getAdminProductType(id: number): Promise<ProductType> {
  return ProductTypeSchema.parse((await http.get(`/admin/product-types/${id}`)).data);
}
// POST /v1/admin/product-types
export async function createProductType(body: ProductTypeCreateBody): Promise<ProductType> {
  return ProductTypeSchema.parse((await http.post('/admin/product-types', body)).data);
}
// PATCH /v1/admin/product-types/{id} – 채널은 바꿀 수 없다
export async function updateProductType(id: number, patch: ChannelPatchBody): Promise<ProductType> {
  return ProductTypeSchema.parse((await http.patch(`/admin/product-types/${id}`, patch)).data);
}
// DELETE /v1/admin/product-types/{id}
export async function deleteProductType(id: number): Promise<void> {
  await http.delete(`/admin/product-types/${id}`);
}
// PUT /v1/admin/product-types/order – 한 채널 안에서
export async function reorderProductTypes(ids: number[]): Promise<void> {
  await http.put('/admin/product-types/order', { ids });
}

// ── 상품 ──
// GET /v1/admin/products – 조건·페이지
export async function listAdminProducts(query: AdminProductQuery = {}): Promise<AdminProductPage> {
  const { data } = await http.get('/admin/products', { params: compact(query) });
  return ProductPageSchema.parse(data);
}
// GET /v1/admin/products/{id}
export async function getAdminProduct(id: number): Promise<AdminProduct> {
  return AdminProductSchema.parse((await http.get(`/admin/products/${id}`)).data);
}
// POST /v1/admin/products
export async function createProduct(body: ProductCreateBody): Promise<AdminProduct> {
  return AdminProductSchema.parse((await http.post('/admin/products', body)).data);
}
// PATCH /v1/admin/products/{id}
export async function updateProduct(id: number, patch: ProductPatchBody): Promise<AdminProduct> {
  return AdminProductSchema.parse((await http.patch(`/admin/products/${id}`, patch)).data);
}
// DELETE /v1/admin/products/{id}
export async function deleteProduct(id: number): Promise<void> {
  await http.delete(`/admin/products/${id}`);
}
// PUT /v1/admin/products/order – 한 상품 유형 안에서
export async function reorderProducts(ids: number[]): Promise<void> {
  await http.put('/admin/products/order', { ids });
}

// ── 쿼리 ──
export const adminCatalogueKeys = {
  channels: ['admin', 'channels'] as const,
  productTypes: ['admin', 'product-types'] as const,
  products: ['admin', 'products'] as const,
};

export const adminChannelsQuery = () => queryOptions({ queryKey: adminCatalogueKeys.channels, queryFn: listAdminChannels });
export const adminChannelQuery = (id: number) =>
  queryOptions({ queryKey: [...adminCatalogueKeys.channels, id], queryFn: () => getAdminChannel(id) });
export const adminProductTypesQuery = (channelId?: number) =>
  queryOptions({
    queryKey: [...adminCatalogueKeys.productTypes, { channelId }],
    queryFn: () => listAdminProductTypes({ channelId }),
  });
export const adminProductTypeQuery = (id: number) =>
  queryOptions({ queryKey: [...adminCatalogueKeys.productTypes, id], queryFn: () => getAdminProductType(id) });
export const adminProductsQuery = (query: AdminProductQuery) =>
  queryOptions({ queryKey: [...adminCatalogueKeys.products, compact(query)], queryFn: () => listAdminProducts(query) });
export const adminProductQuery = (id: number) =>
  queryOptions({ queryKey: [...adminCatalogueKeys.products, id], queryFn: () => getAdminProduct(id) });

/** 관리자 변경은 모두 이 모양: 성공하면 그 목록(과 그 안의 항목) 캐시를 비운다 */
export function useAdminMutation<TVars, TResult>(mutationFn: (vars: TVars) => Promise<TResult>, ...keys: QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

type Save<C, P> = { id: number | null; body: C & P };
const save =
  <C, P, R>(create: (b: C) => Promise<R>, update: (id: number, p: P) => Promise<R>) =>
  ({ id, body }: Save<C, P>) =>
    id == null ? create(body) : update(id, body);

const K = adminCatalogueKeys;
// 유형·상품 목록은 채널·유형 이름을 함께 보여 주므로 상위가 바뀌면 같이 비운다
export const useSaveChannel = () => useAdminMutation(save(createChannel, updateChannel), K.channels);
export const usePatchChannel = () => useAdminMutation((v: { id: number; patch: ChannelPatchBody }) => updateChannel(v.id, v.patch), K.channels);
export const useDeleteChannel = () => useAdminMutation(deleteChannel, K.channels, K.productTypes);
export const useReorderChannels = () => useAdminMutation(reorderChannels, K.channels);

export const useCreateProductType = () => useAdminMutation(createProductType, K.productTypes);
export const usePatchProductType = () =>
  useAdminMutation((v: { id: number; patch: ChannelPatchBody }) => updateProductType(v.id, v.patch), K.productTypes);
export const useDeleteProductType = () => useAdminMutation(deleteProductType, K.productTypes);
export const useReorderProductTypes = () => useAdminMutation(reorderProductTypes, K.productTypes);

export const useSaveProduct = () => useAdminMutation(save(createProduct, updateProduct), K.products);
export const usePatchProduct = () => useAdminMutation((v: { id: number; patch: ProductPatchBody }) => updateProduct(v.id, v.patch), K.products);
export const useDeleteProduct = () => useAdminMutation(deleteProduct, K.products);
export const useReorderProducts = () => useAdminMutation(reorderProducts, K.products);
