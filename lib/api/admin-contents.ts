import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { pageOf, type PageQuery } from '../schemas/common';
import {
  ArticleSchema,
  ArticleSummarySchema,
  BannerSchema,
  FaqSchema,
  NoticeSchema,
  NoticeSummarySchema,
  PopupSchema,
  UploadedImageSchema,
  type ArticleCreateBody,
  type BannerCreateBody,
  type FaqCreateBody,
  type NoticeCreateBody,
  type PopupCreateBody,
  type UploadedImage,
} from '../schemas/contents';
import { useAdminMutation } from './admin-catalogue';
import { http } from './http';

/**
 * 공지·FAQ·아티클·배너·팝업의 관리자 API 는 모양이 같다(서버의 admin-resource.routes.ts):
 * GET 목록(페이지) / GET 하나 / POST / PATCH / DELETE, 순서가 있는 것은 PUT .../order.
 */
function adminResource<Item extends z.ZodType, Summary extends z.ZodType, Create>(plural: string, item: Item, summary: Summary) {
  const base = `/admin/${plural}`;
  const pageSchema = pageOf(summary);
  return {
    key: ['admin', plural] as const,
    // GET /v1/admin/<plural> – 목록 (숨김 포함)
    list: async (q: Partial<PageQuery> = {}) => pageSchema.parse((await http.get(base, { params: q })).data),
    // GET /v1/admin/<plural>/{id}
    get: async (id: number): Promise<z.output<Item>> => item.parse((await http.get(`${base}/${id}`)).data),
    // POST /v1/admin/<plural>
    create: async (body: Create): Promise<z.output<Item>> => item.parse((await http.post(base, body)).data),
    // PATCH /v1/admin/<plural>/{id} – 보낸 필드만
    update: async (id: number, patch: Partial<Create>): Promise<z.output<Item>> => item.parse((await http.patch(`${base}/${id}`, patch)).data),
    // DELETE /v1/admin/<plural>/{id}
    remove: async (id: number): Promise<void> => {
      await http.delete(`${base}/${id}`);
    },
    // PUT /v1/admin/<plural>/order – 보낸 순서대로 (FAQ·배너·팝업)
    reorder: async (ids: number[]): Promise<void> => {
      await http.put(`${base}/order`, { ids });
    },
  };
}

export const adminNotices = adminResource<typeof NoticeSchema, typeof NoticeSummarySchema, NoticeCreateBody>('notices', NoticeSchema, NoticeSummarySchema);
export const adminFaqs = adminResource<typeof FaqSchema, typeof FaqSchema, FaqCreateBody>('faqs', FaqSchema, FaqSchema);
export const adminArticles = adminResource<typeof ArticleSchema, typeof ArticleSummarySchema, ArticleCreateBody>(
  'articles',
  ArticleSchema,
  ArticleSummarySchema,
);
export const adminBanners = adminResource<typeof BannerSchema, typeof BannerSchema, BannerCreateBody>('banners', BannerSchema, BannerSchema);
export const adminPopups = adminResource<typeof PopupSchema, typeof PopupSchema, PopupCreateBody>('popups', PopupSchema, PopupSchema);

export type AdminResource<Item = unknown, Summary = unknown, Create = never> = {
  key: readonly ['admin', string];
  list: (q?: Partial<PageQuery>) => Promise<{ items: Summary[]; page: number; size: number; total: number }>;
  get: (id: number) => Promise<Item>;
  create: (body: Create) => Promise<Item>;
  update: (id: number, patch: Partial<Create>) => Promise<Item>;
  remove: (id: number) => Promise<void>;
  reorder: (ids: number[]) => Promise<void>;
};

// POST /v1/admin/images – 이미지 한 장 (multipart 필드 file) → 저장된 주소
export async function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file);
  // 기본 타임아웃(5초)은 큰 사진을 느린 망으로 올리기에 짧다
  const { data } = await http.post('/admin/images', form, { timeout: 30_000 });
  return UploadedImageSchema.parse(data);
}

// ── 쿼리와 변경 ──
export const adminContentListQuery = <S>(r: AdminResource<unknown, S, never>, q: Partial<PageQuery>) =>
  queryOptions({ queryKey: [...r.key, 'list', q], queryFn: () => r.list(q) });
export const adminContentQuery = <I>(r: AdminResource<I, unknown, never>, id: number) =>
  queryOptions({ queryKey: [...r.key, id], queryFn: () => r.get(id) });

export function useSaveContent<I, C>(r: AdminResource<I, unknown, C>) {
  return useAdminMutation(({ id, body }: { id: number | null; body: C }) => (id == null ? r.create(body) : r.update(id, body)), r.key);
}
export function usePatchContent<C>(r: AdminResource<unknown, unknown, C>) {
  return useAdminMutation(({ id, patch }: { id: number; patch: Partial<C> }) => r.update(id, patch), r.key);
}
/** 숨기기/보이기: 다섯 자원 모두 isVisible 이 있다 */
export const useSetContentVisible = (r: AdminResource) =>
  useAdminMutation(({ id, isVisible }: { id: number; isVisible: boolean }) => r.update(id, { isVisible } as never), r.key);
export const useDeleteContent = (r: AdminResource) => useAdminMutation(r.remove, r.key);
export const useReorderContent = (r: AdminResource) => useAdminMutation(r.reorder, r.key);
export const useUploadImage = () => useAdminMutation(uploadImage);
