import { queryOptions } from '@tanstack/react-query';
import {
  AdminReviewPageSchema,
  AdminReviewSchema,
  PhotoRewardResponseSchema,
  type AdminReview,
  type AdminReviewPage,
  type AdminReviewPatch,
  type PhotoRewardResponse,
} from '../schemas/reviews';
import { useAdminMutation } from './admin-catalogue';
import { compact, http } from './http';

export type AdminReviewFilter = { page: number; hidden?: 'true' | 'false'; photo?: 'true' | 'false'; from?: string; to?: string; sort?: string };

export const adminReviewKeys = { all: ['admin', 'reviews'] as const };

// GET /v1/admin/reviews – 후기 목록 (숨김·사진·기간)
export async function listAdminReviews(filter: AdminReviewFilter): Promise<AdminReviewPage> {
  const params = compact({ ...filter, size: 20 });
  return AdminReviewPageSchema.parse((await http.get('/admin/reviews', { params })).data);
}

export const adminReviewsQuery = (filter: AdminReviewFilter) =>
  queryOptions({ queryKey: [...adminReviewKeys.all, filter], queryFn: () => listAdminReviews(filter) });

// PATCH /v1/admin/reviews/{id} – 숨기기·다시 보이기
export async function patchAdminReview(id: number, body: AdminReviewPatch): Promise<AdminReview> {
  return AdminReviewSchema.parse((await http.patch(`/admin/reviews/${id}`, body)).data);
}

// POST /v1/admin/reviews/{id}/photo-reward – 사진 후기 적립금 2,000원 (한 번만)
export async function grantPhotoReward(id: number): Promise<PhotoRewardResponse> {
  return PhotoRewardResponseSchema.parse((await http.post(`/admin/reviews/${id}/photo-reward`)).data);
}

// DELETE /v1/admin/reviews/{id}/images – 사진 삭제 (저장소의 파일까지)
export async function deleteAdminReviewPhotos(id: number): Promise<AdminReview> {
  return AdminReviewSchema.parse((await http.delete(`/admin/reviews/${id}/images`)).data);
}

export const usePatchAdminReview = () =>
  useAdminMutation((v: { id: number; body: AdminReviewPatch }) => patchAdminReview(v.id, v.body), adminReviewKeys.all);
export const useGrantPhotoReward = () => useAdminMutation((id: number) => grantPhotoReward(id), adminReviewKeys.all);
export const useDeleteAdminReviewPhotos = () => useAdminMutation((id: number) => deleteAdminReviewPhotos(id), adminReviewKeys.all);
