import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import type { PublicUserInfo } from '../schemas/members';
import { readUserInfoCookie, subscribeSession } from './client';
import { COOKIE } from './cookies';
import { memberIdOf } from './token';

/**
 * 쿠키의 세션 상태를 React 가 구독할 수 있게 한다. 쿠키에는 변경 이벤트가 없으므로
 * 우리 코드가 쿠키를 쓸 때(client.ts)와 탭이 다시 보일 때(다른 탭·서버가 바꿨을 수 있다) 다시 읽는다.
 */
export type SessionSnapshot = {
  token: string | null;
  memberId: number | null;
  publicInfo: PublicUserInfo | null;
};

/** 서버에는 브라우저 쿠키가 없다: 로그아웃 상태로 그리고, 하이드레이션 뒤에 실제 값으로 다시 그린다. */
const LOGGED_OUT: SessionSnapshot = { token: null, memberId: null, publicInfo: null };

let cache: { rawToken: string | undefined; rawUserInfo: string | undefined; snapshot: SessionSnapshot } | null = null;

function getSnapshot(): SessionSnapshot {
  const rawToken = Cookies.get(COOKIE.token);
  const rawUserInfo = Cookies.get(COOKIE.userInfo);
  // 같은 쿠키면 같은 객체를 돌려준다: useSyncExternalStore 는 참조가 바뀌면 다시 그린다.
  if (cache && cache.rawToken === rawToken && cache.rawUserInfo === rawUserInfo) return cache.snapshot;
  const snapshot: SessionSnapshot = {
    token: rawToken ?? null,
    memberId: memberIdOf(rawToken),
    publicInfo: readUserInfoCookie(),
  };
  cache = { rawToken, rawUserInfo, snapshot };
  return snapshot;
}

function getServerSnapshot(): SessionSnapshot {
  return LOGGED_OUT;
}

function subscribe(listener: () => void): () => void {
  const unsubscribe = subscribeSession(listener);
  const onVisible = () => {
    if (document.visibilityState === 'visible') listener();
  };
  window.addEventListener('focus', listener);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    unsubscribe();
    window.removeEventListener('focus', listener);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

export function useSessionSnapshot(): SessionSnapshot {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
