import { queryOptions } from '@tanstack/react-query';
import {
  AdminCouponPageSchema,
  AdminCouponSchema,
  AdminMemberCouponPageSchema,
  CouponIssuePreviewSchema,
  CouponIssueResultSchema,
  type AdminCoupon,
  type AdminCouponPage,
  type AdminMemberCouponPage,
  type CouponBodyInput,
  type CouponIssueBody,
  type CouponIssuePreview,
  type CouponIssueResult,
  type CouponMemberFilter,
} from '../schemas/coupons';
import type { MemberCouponStatus } from '../schemas/purchases';
import { useAdminMutation } from './admin-catalogue';
import { compact, http } from './http';

export type AdminCouponFilter = { page: number; archived?: 'true' | 'false'; q?: string };
export type IssuedCouponFilter = { page: number; status?: MemberCouponStatus };

export const adminCouponKeys = { all: ['admin', 'coupons'] as const };

// GET /v1/admin/coupons – 쿠폰 목록과 사용 현황
export async function listAdminCoupons(filter: AdminCouponFilter): Promise<AdminCouponPage> {
  return AdminCouponPageSchema.parse((await http.get('/admin/coupons', { params: compact({ ...filter, size: 20 }) })).data);
}

// GET /v1/admin/coupons/{id} – 쿠폰 하나
export async function getAdminCoupon(id: number): Promise<AdminCoupon> {
  return AdminCouponSchema.parse((await http.get(`/admin/coupons/${id}`)).data);
}

// POST /v1/admin/coupons · PATCH /v1/admin/coupons/{id} – 만들기·고치기(폼이 늘 전부 보낸다)
export async function saveAdminCoupon({ id, body }: { id: number | null; body: CouponBodyInput }): Promise<AdminCoupon> {
  const res = id == null ? await http.post('/admin/coupons', body) : await http.patch(`/admin/coupons/${id}`, body);
  return AdminCouponSchema.parse(res.data);
}

// POST /v1/admin/coupons/{id}/archive – 보관
export async function archiveAdminCoupon(id: number): Promise<AdminCoupon> {
  return AdminCouponSchema.parse((await http.post(`/admin/coupons/${id}/archive`)).data);
}

// POST /v1/admin/coupons/{id}/issues – 발급. 요청 키는 대화상자를 열 때 한 번 만들어 두 번 눌러도 한 번만 준다
export async function issueAdminCoupon(v: { id: number; body: CouponIssueBody; requestKey: string }): Promise<CouponIssueResult> {
  const res = await http.post(`/admin/coupons/${v.id}/issues`, v.body, { headers: { 'Idempotency-Key': v.requestKey } });
  return CouponIssueResultSchema.parse(res.data);
}

// GET /v1/admin/coupons/{id}/issue-preview – 필터로 받을 회원 수
export async function previewAdminCouponIssue(id: number, filter: CouponMemberFilter): Promise<CouponIssuePreview> {
  return CouponIssuePreviewSchema.parse((await http.get(`/admin/coupons/${id}/issue-preview`, { params: compact(filter) })).data);
}

// GET /v1/admin/coupons/{id}/member-coupons – 발급 내역
export async function listIssuedCoupons(id: number, filter: IssuedCouponFilter): Promise<AdminMemberCouponPage> {
  return AdminMemberCouponPageSchema.parse((await http.get(`/admin/coupons/${id}/member-coupons`, { params: compact({ ...filter, size: 20 }) })).data);
}

// POST /v1/admin/member-coupons/{id}/revoke – 회수
export async function revokeMemberCoupon(memberCouponId: number): Promise<void> {
  await http.post(`/admin/member-coupons/${memberCouponId}/revoke`);
}

export const adminCouponsQuery = (filter: AdminCouponFilter) =>
  queryOptions({ queryKey: [...adminCouponKeys.all, 'list', filter], queryFn: () => listAdminCoupons(filter) });
export const adminCouponQuery = (id: number) => queryOptions({ queryKey: [...adminCouponKeys.all, id], queryFn: () => getAdminCoupon(id) });
export const issuedCouponsQuery = (id: number, filter: IssuedCouponFilter) =>
  queryOptions({ queryKey: [...adminCouponKeys.all, id, 'issued', filter], queryFn: () => listIssuedCoupons(id, filter) });

// 발급·회수는 사용 현황을 바꾸므로 쿠폰 캐시 전체를 비운다
export const useSaveAdminCoupon = () => useAdminMutation(saveAdminCoupon, adminCouponKeys.all);
export const useArchiveAdminCoupon = () => useAdminMutation(archiveAdminCoupon, adminCouponKeys.all);
export const useIssueAdminCoupon = () => useAdminMutation(issueAdminCoupon, adminCouponKeys.all);
export const useRevokeMemberCoupon = () => useAdminMutation(revokeMemberCoupon, adminCouponKeys.all);
