import { queryOptions } from '@tanstack/react-query';

/*
 * 회원 쿼리 키와 내 정보 쿼리. 요청 코드(members.ts: axios, zod 스키마)와 떼어 두고 queryFn 안에서
 * 동적 import 한다: 모든 화면의 헤더(useUser)가 이 둘을 쓰므로, 정적으로 묶으면 로그인하지 않은
 * 방문자의 첫 JS 에도 axios·zod 가 실린다. members.ts 가 그대로 다시 내보낸다.
 */
export const memberKeys = {
  all: ['members'] as const,
  info: (memberId: number | null) => ['members', memberId, 'info'] as const,
};

export const loadMembersApi = () => import('./members');

// GET /v1/my-page/{memberId} – 내 정보 (useUser 가 로그인했을 때만 켠다)
export function memberInfoQuery(memberId: number | null) {
  return queryOptions({
    queryKey: memberKeys.info(memberId),
    queryFn: async () => (await loadMembersApi()).getMemberInfo(memberId as number),
    enabled: memberId != null,
  });
}
