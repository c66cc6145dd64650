'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { loadMembersApi, memberInfoQuery, memberKeys } from '@/lib/api/member-queries';
import type { MemberInfo, PublicUserInfo, SensitiveUserInfo } from '@/lib/schemas/members';
import { clearUserInfoCookies, notifySessionChange, saveUserInfoCookie } from '@/lib/session/client';
import { useSessionSnapshot } from '@/lib/session/user-store';

export type UserContextValue = {
  isLoggedIn: boolean;
  memberId: number | null;
  publicInfo: PublicUserInfo | null;
  sensitiveInfo: SensitiveUserInfo | null;
  user: MemberInfo | null;
  refetch: () => Promise<void>;
  clearUserInfo: () => void;
  logout: () => Promise<void>;
};

const UserContext = createContext<UserContextValue | null>(null);

export function UserProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useSessionSnapshot();
  // clearUserInfo 뒤에는 같은 토큰으로 곧바로 다시 불러오지 않는다: 새 로그인이나 refetch() 가 풀어 준다.
  const [suspendedToken, setSuspendedToken] = useState<string | null>(null);

  const isLoggedIn = session.token !== null;
  const suspended = suspendedToken !== null && suspendedToken === session.token;
  const query = useQuery({ ...memberInfoQuery(session.memberId), enabled: session.memberId != null && !suspended });
  const data = query.data;

  // 공개 정보만 쿠키로 내보낸다. 연락처와 이메일 인증 여부는 쿼리 캐시(메모리)에만 남는다(SPEC.md 3절).
  useEffect(() => {
    if (!data) return;
    const { cellPhone: _cellPhone, email: _email, emailVerified: _emailVerified, ...publicPart } = data;
    saveUserInfoCookie(publicPart);
  }, [data]);

  // 다른 회원의 쿠키·메모리 값이 남아 있으면 보여 주지 않는다.
  const publicInfo = isLoggedIn && session.publicInfo?.memberId === session.memberId ? session.publicInfo : null;
  const sensitiveInfo = useMemo<SensitiveUserInfo | null>(
    () =>
      isLoggedIn && data && data.memberId === session.memberId
        ? { cellPhone: data.cellPhone, email: data.email, emailVerified: data.emailVerified }
        : null,
    [isLoggedIn, data, session.memberId],
  );
  const user = useMemo<MemberInfo | null>(
    () => (publicInfo && sensitiveInfo ? { ...publicInfo, ...sensitiveInfo } : null),
    [publicInfo, sensitiveInfo],
  );

  const clearUserInfo = useCallback(() => {
    setSuspendedToken(session.token);
    queryClient.removeQueries({ queryKey: memberKeys.all });
    clearUserInfoCookies();
  }, [queryClient, session.token]);

  const refetch = useCallback(async () => {
    setSuspendedToken(null);
    // 로그인 화면이 saveTokens 뒤에 부른다: 쿠키를 다시 읽게 알리고, 새 memberId 의 정보를 받아 온다.
    notifySessionChange();
    await queryClient.invalidateQueries({ queryKey: memberKeys.all });
  }, [queryClient]);

  const logout = useCallback(async () => {
    // 요청 코드는 로그아웃할 때 불러온다(member-queries.ts 참고).
    await (await loadMembersApi()).logout();
    clearUserInfo();
  }, [clearUserInfo]);

  const value = useMemo<UserContextValue>(
    () => ({ isLoggedIn, memberId: session.memberId, publicInfo, sensitiveInfo, user, refetch, clearUserInfo, logout }),
    [isLoggedIn, session.memberId, publicInfo, sensitiveInfo, user, refetch, clearUserInfo, logout],
  );
  return <UserContext.Provider value={value}>{children}</UserContext.Provider>;
}

export function useUser(): UserContextValue {
  const value = useContext(UserContext);
  if (!value) throw new Error('useUser 는 UserProvider 안에서만 쓸 수 있습니다.');
  return value;
}
