import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { BusinessDetailsResponseSchema, BusinessDetailsSchema, type BusinessDetails, type BusinessDetailsBody } from '../schemas/business-details';
import { serverApiUrl } from '../env';
import { http } from './http';
import { unreachableAtBuild } from './server-fetch';

const TIMEOUT_MS = 3000;
const REVALIDATE_SECONDS = 60;

/**
 * GET /v1/business-details – 모든 화면 아래쪽(서버 컴포넌트)이 부른다. 레이아웃이 부르므로 실패해도 화면을 깨지 않는다:
 * 답이 없으면 null(아래쪽은 정책 링크만). 태그 business-details 는 콘솔에서 저장하면 비워진다.
 */
export async function getBusinessDetails(): Promise<BusinessDetails | null> {
  const answer = await fetch(`${serverApiUrl()}/v1/business-details`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
    next: { tags: ['business-details'], revalidate: REVALIDATE_SECONDS },
  })
    .then(async (response) => (response.ok ? BusinessDetailsResponseSchema.safeParse(await response.json()) : null))
    .catch(() => null);
  if (answer?.success) return answer.data.details;
  await unreachableAtBuild();
  return null;
}

// GET /v1/admin/business-details – 콘솔
export async function fetchAdminBusinessDetails() {
  return BusinessDetailsResponseSchema.parse((await http.get('/admin/business-details')).data).details;
}

// PUT /v1/admin/business-details – 저장 (OWNER)
export async function saveBusinessDetails(body: BusinessDetailsBody) {
  return BusinessDetailsSchema.parse((await http.put('/admin/business-details', body)).data);
}

const key = ['admin', 'business-details'] as const;
export const adminBusinessDetailsQuery = () => queryOptions({ queryKey: key, queryFn: fetchAdminBusinessDetails });

export function useSaveBusinessDetails() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBusinessDetails, onSuccess: (saved) => queryClient.setQueryData(key, saved) });
}
