'use client';

import { useRouter } from 'next/navigation';
import { useUser } from '@/hooks/use-user';
import type { TokenPair } from '@/lib/schemas/members';
import { beginSession } from '@/lib/api/sessions';
import { takeRedirectUri } from '@/lib/session/client';
import { safeRedirectPath } from '@/lib/session/cookies';
import { roleOf } from '@/lib/session/token';

type CompleteOptions = {
  /** 소셜 로그인처럼 api 가 돌려준 돌아갈 곳. 쿠키보다 앞선다: 제공자를 다녀오는 사이 쿠키가 바뀌었을 수 있다 */
  redirectUri?: string | null;
  /** false 면 이동하지 않고 갈 곳만 돌려준다(연결 안내를 먼저 보여 줄 때) */
  navigate?: boolean;
};

/**
 * 로그인과 가입이 같은 마무리를 한다: 세션을 웹 서버에 맡기고(리프레시 토큰은 HttpOnly 쿠키로, 화면에는 새 액세스 토큰만),
 * 회원 정보 다시 읽기, 원래 가려던 곳으로(없으면 운영자는 콘솔 홈, 회원은 스토어 홈). 맡기지 못하면 던진다: 폼이 오류 문구를 보인다.
 */
export function useLoginComplete() {
  const router = useRouter();
  const { refetch } = useUser();
  return async (tokens: TokenPair, { redirectUri = null, navigate = true }: CompleteOptions = {}): Promise<string> => {
    await beginSession(tokens.refreshToken);
    await refetch();
    // 쿠키는 한 번만 쓰는 값이라 api 의 주소를 쓰더라도 지운다
    const fromCookie = takeRedirectUri();
    // 돌아갈 곳이 없으면 운영자는 콘솔 홈으로, 회원은 스토어 홈으로
    const home = roleOf(tokens.accessToken) === 'ADMIN' ? '/admin' : '/';
    const destination = safeRedirectPath(redirectUri, '') || fromCookie || home;
    if (navigate) router.replace(destination);
    return destination;
  };
}
