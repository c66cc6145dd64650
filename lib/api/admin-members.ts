import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminMemberDetailSchema,
  AdminMemberPageSchema,
  AdminPointLedgerPageSchema,
  MemberStatusResultSchema,
  PointAdjustResultSchema,
  type AdminMemberDetail,
  type AdminMemberListQuery,
  type AdminMemberPage,
  type AdminPointLedgerPage,
  type MemberStatusBody,
  type MemberStatusResult,
  type PointAdjustBody,
  type PointAdjustResult,
} from '../schemas/admin-members';
import { compact, http, isApiError } from './http';

/** 목록의 거르기(쪽·크기·정렬 빼고): 주소에 그대로 남는다 */
export type AdminMemberFilter = Partial<Omit<AdminMemberListQuery, 'page' | 'size' | 'sort'>>;
export type AdminMemberQuery = AdminMemberFilter & { page: number; size: number; sort?: string };

// GET /v1/admin/members – 회원 목록 (검색·상태·가입 방식·가입 기간·정렬)
export async function listAdminMembers(query: AdminMemberQuery): Promise<AdminMemberPage> {
  return AdminMemberPageSchema.parse((await http.get('/admin/members', { params: compact(query) })).data);
}
// GET /v1/admin/members/{id} – 회원 상세
export async function getAdminMember(id: number): Promise<AdminMemberDetail> {
  return AdminMemberDetailSchema.parse((await http.get(`/admin/members/${id}`)).data);
}
// GET /v1/admin/members/{id}/point-ledger – 적립금 원장
export async function listAdminPointLedger(id: number, page: number, size: number): Promise<AdminPointLedgerPage> {
  return AdminPointLedgerPageSchema.parse((await http.get(`/admin/members/${id}/point-ledger`, { params: { page, size } })).data);
}
// PATCH /v1/admin/members/{id}/status – 이용 정지·해제
export async function changeMemberStatus(id: number, body: MemberStatusBody): Promise<MemberStatusResult> {
  return MemberStatusResultSchema.parse((await http.patch(`/admin/members/${id}/status`, body)).data);
}
// POST /v1/admin/members/{id}/points – 적립금 지급·차감 (폼 제출마다 새 Idempotency-Key)
export async function adjustMemberPoints(id: number, body: PointAdjustBody, idempotencyKey: string): Promise<PointAdjustResult> {
  const { data } = await http.post(`/admin/members/${id}/points`, body, { headers: { 'Idempotency-Key': idempotencyKey } });
  return PointAdjustResultSchema.parse(data);
}

/** GET /v1/admin/members/export – 목록과 같은 조건의 CSV(CsvExportButton 이 부른다) */
export const ADMIN_MEMBERS_EXPORT_PATH = '/admin/members/export';
/** GET /v1/admin/members/{id}/point-ledger/export – 회원 한 명의 원장 CSV */
export const pointLedgerExportPath = (id: number) => `/admin/members/${id}/point-ledger/export`;

export const adminMemberKeys = {
  all: ['admin', 'members'] as const,
  list: (query: object) => ['admin', 'members', 'list', compact(query)] as const,
  detail: (id: number) => ['admin', 'members', 'detail', id] as const,
  ledger: (id: number, page: number) => ['admin', 'members', 'ledger', id, page] as const,
};

export const adminMembersQuery = (query: AdminMemberQuery) =>
  queryOptions({ queryKey: adminMemberKeys.list(query), queryFn: () => listAdminMembers(query) });
export const adminMemberQuery = (id: number) =>
  queryOptions({
    queryKey: adminMemberKeys.detail(id),
    queryFn: () => getAdminMember(id),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 1,
  });
export const adminPointLedgerQuery = (id: number, page: number, size: number) =>
  queryOptions({ queryKey: adminMemberKeys.ledger(id, page), queryFn: () => listAdminPointLedger(id, page, size) });

/** 상태·적립금이 바뀌면 목록·상세·원장이 모두 달라진다 */
function useInvalidateMembers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminMemberKeys.all });
}

export function useChangeMemberStatus(id: number) {
  const invalidate = useInvalidateMembers();
  return useMutation({ mutationFn: (body: MemberStatusBody) => changeMemberStatus(id, body), onSuccess: () => invalidate() });
}

export function useAdjustMemberPoints(id: number) {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: ({ body, key }: { body: PointAdjustBody; key: string }) => adjustMemberPoints(id, body, key),
    onSuccess: () => invalidate(),
  });
}
