'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { MemberInfo, PublicUserInfo, SensitiveUserInfo } from '@/lib/schemas/members';
import { clearUserInfoCookies, saveUserInfoCookie } from '@/lib/session/client';
import {
  clearMemberInfo,
  getMemberInfoState,
  getServerMemberInfoState,
  loadMemberInfo,
  loadMembersApi,
  refreshMemberInfo,
  subscribeMemberInfo,
} from '@/lib/session/member-info';
import { roleOf } from '@/lib/session/token';
import { useSessionSnapshot } from '@/lib/session/user-store';

export type UserContextValue = {
  isLoggedIn: boolean;
  memberId: number | null;
  /** 운영자(토큰의 role = ADMIN)인가: 스토어 머리의 관리자 콘솔 링크, 회원용 팝업 감추기. 권한은 언제나 api 가 다시 본다 */
  isOperator: boolean;
  publicInfo: PublicUserInfo | null;
  sensitiveInfo: SensitiveUserInfo | null;
  user: MemberInfo | null;
  /** 내 정보를 다시 받는다(refreshMemberInfo): 로그인 뒤, 적립금·연락처·이메일이 바뀐 뒤 */
  refetch: () => Promise<void>;
  clearUserInfo: () => void;
  logout: () => Promise<void>;
};

const UserContext = createContext<UserContextValue | null>(null);

/**
 * 이 회원의 내 정보(member-info 저장소). 로그인했고(memberId) 이 토큰으로 비우지 않았으면, 없을 때 한 번 불러온다.
 * 다른 회원의 정보가 남아 있으면 돌려주지 않는다.
 */
function useMemberInfo(memberId: number | null, token: string | null): MemberInfo | null {
  const state = useSyncExternalStore(subscribeMemberInfo, getMemberInfoState, getServerMemberInfoState);
  const suspended = state.suspendedToken !== null && state.suspendedToken === token;
  const info = !suspended && state.info && state.info.memberId === memberId ? state.info : null;
  const missing = memberId != null && !suspended && info === null;

  useEffect(() => {
    if (missing && memberId != null) void loadMemberInfo(memberId);
  }, [missing, memberId]);

  return info;
}

export function UserProvider({ children }: { children: ReactNode }) {
  const session = useSessionSnapshot();
  // clearUserInfo 뒤에는 같은 토큰으로 곧바로 다시 불러오지 않는다: 새 로그인이나 refetch() 가 풀어 준다(member-info.ts).
  const data = useMemberInfo(session.memberId, session.token);
  const isLoggedIn = session.token !== null;
  const isOperator = isLoggedIn && roleOf(session.token) === 'ADMIN';

  // 공개 정보만 쿠키로 내보낸다. 연락처와 이메일 인증 여부는 member-info 저장소(메모리)에만 남는다(docs/product.md, Sessions and cookies).
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
    clearMemberInfo(session.token);
    clearUserInfoCookies();
  }, [session.token]);

  const logout = useCallback(async () => {
    // 요청 코드는 로그아웃할 때 불러온다(member-info.ts 참고).
    await (await loadMembersApi()).logout();
    clearUserInfo();
  }, [clearUserInfo]);

  const value = useMemo<UserContextValue>(
    () => ({
      isLoggedIn,
      memberId: session.memberId,
      isOperator,
      publicInfo,
      sensitiveInfo,
      user,
      refetch: refreshMemberInfo,
      clearUserInfo,
      logout,
    }),
    [isLoggedIn, session.memberId, isOperator, publicInfo, sensitiveInfo, user, clearUserInfo, logout],
  );
  return <UserContext.Provider value={value}>{children}</UserContext.Provider>;
}

export function useUser(): UserContextValue {
  const value = useContext(UserContext);
  if (!value) throw new Error('useUser 는 UserProvider 안에서만 쓸 수 있습니다.');
  return value;
}
