'use client';

import { useEffect, useState } from 'react';
import { serverErrorMessage } from '@/components/account/server-error-message';
import { authorizeSocial } from '@/lib/api/social-accounts';
import { peekRedirectUri } from '@/lib/session/client';
import { RedirectPathSchema, type OAuthPurpose, type SocialProvider } from '@/lib/schemas/social-accounts';
import { clearPending, savePending } from './oauth-storage';

/** authorize 주소의 state. 돌아왔을 때 이 탭의 기록과 맞춰 보는 데만 쓴다(검증은 api 가 쿠키로 한다) */
function stateOf(authorizeUrl: string): string | undefined {
  try {
    return new URL(authorizeUrl).searchParams.get('state') ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * 제공자로 떠나기: 돌아와서 할 일을 sessionStorage 에 적고, api 에서 동의 화면 주소를 받아 그리로 간다.
 * redirectUri 를 주지 않으면 로그인 전에 가려던 곳(redirectUri 쿠키)을 누르는 순간에 읽는다. 계약의 규칙(웹 안의 경로)에
 * 맞을 때만 보낸다.
 */
export function useStartOAuth(purpose: OAuthPurpose, redirectUri?: string | null) {
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);

  // 제공자 화면에서 뒤로 가기로 돌아오면 브라우저가 이 화면을 그대로 되살린다(bfcache): 눌린 채로 두지 않는다
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = async (provider: SocialProvider) => {
    if (busy) return;
    setBusy(provider);
    setError(null);
    const wanted = redirectUri === undefined ? peekRedirectUri() : redirectUri;
    const safeRedirect = wanted && RedirectPathSchema.safeParse(wanted).success ? wanted : null;
    const pending = { purpose, provider, redirectUri: safeRedirect };
    savePending(pending);
    try {
      const { authorizeUrl } = await authorizeSocial({ provider, purpose, ...(safeRedirect ? { redirectUri: safeRedirect } : {}) });
      const state = stateOf(authorizeUrl);
      savePending(state ? { ...pending, state } : pending);
      window.location.assign(authorizeUrl);
    } catch (e) {
      clearPending();
      setError(serverErrorMessage(e));
      setBusy(null);
    }
  };

  return { start, busy, error };
}
