import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  PolicyVersionSchema,
  PolicyVersionSummarySchema,
  PublicPolicySchema,
  type PolicyKind,
  type PolicySlug,
  type PolicyVersionCreateBody,
} from '../schemas/policies';
import { http } from './http';
import { apiGet } from './server-fetch';

// GET /v1/policies/{slug} – 정책 화면(서버 컴포넌트): 관리자 쓰기가 policies 태그를 비우고, 예약한 판은 60초 안에 보인다
export function getPolicy(slug: PolicySlug) {
  return apiGet(`/policies/${slug}`, PublicPolicySchema, { tags: ['policies'] });
}

const ListSchema = z.object({ items: z.array(PolicyVersionSummarySchema) });

// GET /v1/admin/policies – 판 목록 (콘솔)
export async function fetchPolicyVersions(kind?: PolicyKind) {
  return ListSchema.parse((await http.get('/admin/policies', { params: { kind } })).data).items;
}

// GET /v1/admin/policies/{id} – 판 하나
export async function fetchPolicyVersion(id: number) {
  return PolicyVersionSchema.parse((await http.get(`/admin/policies/${id}`)).data);
}

// POST /v1/admin/policies – 새 판 (OWNER)
export async function createPolicyVersion(body: PolicyVersionCreateBody) {
  return PolicyVersionSchema.parse((await http.post('/admin/policies', body)).data);
}

// DELETE /v1/admin/policies/{id} – 예약한 판 지우기 (OWNER)
export async function deletePolicyVersion(id: number) {
  await http.delete(`/admin/policies/${id}`);
}

export const adminPolicyKeys = { all: ['admin', 'policies'] as const, one: (id: number) => ['admin', 'policies', id] as const };
export const policyVersionsQuery = () => queryOptions({ queryKey: adminPolicyKeys.all, queryFn: () => fetchPolicyVersions() });
export const policyVersionQuery = (id: number) => queryOptions({ queryKey: adminPolicyKeys.one(id), queryFn: () => fetchPolicyVersion(id) });

/** 판을 만들거나 지우면 목록을 다시 받는다 */
export function usePolicyVersionMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminPolicyKeys.all });
  return {
    create: useMutation({ mutationFn: createPolicyVersion, onSuccess: refresh }),
    remove: useMutation({ mutationFn: deletePolicyVersion, onSuccess: refresh }),
  };
}
