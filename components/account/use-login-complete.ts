'use client';

import { useRouter } from 'next/navigation';
import { useUser } from '@/hooks/use-user';
import type { TokenPair } from '@/lib/schemas/members';
import { saveTokens, takeRedirectUri } from '@/lib/session/client';

/** 로그인과 가입이 같은 마무리를 한다: 토큰 저장, 회원 정보 다시 읽기, 원래 가려던 곳으로. */
export function useLoginComplete() {
  const router = useRouter();
  const { refetch } = useUser();
  return async (tokens: TokenPair) => {
    saveTokens(tokens);
    await refetch();
    router.replace(takeRedirectUri() ?? '/');
  };
}
