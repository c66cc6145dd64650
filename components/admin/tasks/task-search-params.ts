import { AdminTaskListQuerySchema, type AdminTaskFilter } from '@/lib/schemas/admin-tasks';

/** 주소의 쿼리 문자열 → 작업 목록의 처음 거르기. 알아볼 수 없는 값은 버린다(서버와 같은 스키마로 따진다) */
export function taskFilterFromSearchParams(params: Record<string, string | string[] | undefined>): AdminTaskFilter {
  const filter: Record<string, string> = {};
  for (const key of ['status', 'panelId', 'kind', 'source', 'memberId', 'serviceId', 'email', 'needsAttention', 'from', 'to'] as const) {
    const raw = params[key];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (!value) continue;
    if (AdminTaskListQuerySchema.safeParse({ [key]: value }).success) filter[key] = value;
  }
  return filter as AdminTaskFilter;
}
