import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminQnaPageSchema,
  AdminQnaReplyResultSchema,
  AdminQnaSchema,
  type AdminQna,
  type AdminQnaListQuery,
  type AdminQnaPage,
  type AdminQnaReplyBody,
  type AdminQnaReplyResult,
} from '../schemas/qnas';
import { compact, http, isApiError } from './http';

export type AdminQnaFilter = Partial<Omit<AdminQnaListQuery, 'page' | 'size'>>;

// GET /v1/admin/qnas – 문의 대기열 (상태·분류·회원 이메일·기간)
export async function listAdminQnas(query: AdminQnaFilter & { page?: number; size?: number }): Promise<AdminQnaPage> {
  return AdminQnaPageSchema.parse((await http.get('/admin/qnas', { params: compact(query) })).data);
}
// GET /v1/admin/qnas/{id} – 문의 상세
export async function getAdminQna(id: number): Promise<AdminQna> {
  return AdminQnaSchema.parse((await http.get(`/admin/qnas/${id}`)).data);
}
// PATCH /v1/admin/qnas/{id}/reply – 답변 등록·수정
export async function replyAdminQna(id: number, body: AdminQnaReplyBody): Promise<AdminQnaReplyResult> {
  return AdminQnaReplyResultSchema.parse((await http.patch(`/admin/qnas/${id}/reply`, body)).data);
}

export const adminQnaKeys = {
  all: ['admin', 'qnas'] as const,
  list: (query: object) => ['admin', 'qnas', 'list', compact(query)] as const,
  detail: (id: number) => ['admin', 'qnas', 'detail', id] as const,
};

export const adminQnasQuery = (query: AdminQnaFilter & { page: number; size: number }) =>
  queryOptions({ queryKey: adminQnaKeys.list(query), queryFn: () => listAdminQnas(query) });
export const adminQnaQuery = (id: number) =>
  queryOptions({
    queryKey: adminQnaKeys.detail(id),
    queryFn: () => getAdminQna(id),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 1,
  });

/** 답변이 바뀌면 대기열과 상세가 달라진다 */
export function useReplyQna() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminQnaReplyBody }) => replyAdminQna(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQnaKeys.all }),
  });
}
