import Cookies from 'js-cookie';
import type { MemberInfo } from '../schemas/members';
import { notifySessionChange } from './client';
import { COOKIE } from './cookies';
import { memberIdOf } from './token';

/*
 * 내 정보(GET /v1/my-page/{memberId})를 담아 두는 작은 저장소. 모든 화면의 헤더(useUser)가 쓰므로 react-query 를
 * 쓰지 않는다: 그러면 QueryClient 가 모든 화면의 첫 JS 에 실린다(docs/decisions.md, First-load JavaScript).
 * 연락처·이메일·인증 여부는 이 모듈의 메모리에만 둔다: 쿠키로 나가는 것은 UserProvider 가 고른 공개 부분뿐(docs/product.md, Sessions and cookies).
 * 요청은 브라우저(useUser 의 effect, refreshMemberInfo)에서만 나간다: 서버에서는 이 모듈 값이 늘 비어 있어 회원 간에 섞일 일이 없다.
 * React 를 import 하지 않는다: 서버 컴포넌트도 읽는 lib/api/reviews·checkout 이 refreshMemberInfo 를 부른다.
 */

export type MemberInfoState = {
  /** 마지막으로 받은 정보. 앞 회원의 것일 수 있어, 읽는 쪽(useUser)이 memberId 를 맞춰 본다 */
  info: MemberInfo | null;
  /** clearMemberInfo 한 토큰: 이 토큰인 동안은 다시 부르지 않는다. 새 로그인(다른 토큰)이나 refreshMemberInfo 가 푼다 */
  suspendedToken: string | null;
};

const EMPTY: MemberInfoState = { info: null, suspendedToken: null };
let state = EMPTY;
/** 지금 기다리는 요청. 답은 이것이 아직 지금 요청일 때만 받아들인다: 비운 뒤·다른 회원으로 바뀐 뒤 늦게 온 답을 버리게 */
let current: { memberId: number; promise: Promise<void> } | null = null;
const listeners = new Set<() => void>();

function setState(next: MemberInfoState) {
  state = next;
  for (const listener of listeners) listener();
}

/** 요청 코드(axios·zod 스키마)는 처음 부를 때 불러온다: 로그인하지 않은 방문자의 첫 JS 에 싣지 않게 */
export const loadMembersApi = () => import('../api/members');

const RETRY_DELAY_MS = 1000;

// docs/product.md, Limits and layout: 한 번만 다시 시도한다
async function fetchMemberInfo(memberId: number): Promise<MemberInfo> {
  const { getMemberInfo } = await loadMembersApi();
  try {
    return await getMemberInfo(memberId);
  } catch {
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    return getMemberInfo(memberId);
  }
}

/** fresh 가 아니면 같은 회원의 진행 중 요청을 함께 기다린다. fresh 면 새로 부르고 앞 요청의 답은 버린다(바뀐 뒤의 값을 받게) */
function load(memberId: number, fresh: boolean): Promise<void> {
  if (!fresh && current?.memberId === memberId) return current.promise;
  const request: { memberId: number; promise: Promise<void> } = { memberId, promise: Promise.resolve() };
  request.promise = fetchMemberInfo(memberId)
    .then(
      (info) => {
        if (current === request) setState({ ...state, info });
      },
      // 헤더의 부가 정보라 화면은 그대로 둔다: 실패는 http 가 이미 기록했고, 다음 로그인·refreshMemberInfo 가 다시 부른다
      () => undefined,
    )
    .finally(() => {
      if (current === request) current = null;
    });
  current = request;
  return request.promise;
}

export function subscribeMemberInfo(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
export const getMemberInfoState = (): MemberInfoState => state;
/** 서버 렌더와 하이드레이션은 빈 상태로: 서버에는 회원의 정보가 없다 */
export const getServerMemberInfoState = (): MemberInfoState => EMPTY;

/** 이 회원의 정보가 없을 때 부른다(useUser). 같은 회원의 진행 중 요청이 있으면 그것을 함께 기다린다 */
export const loadMemberInfo = (memberId: number): Promise<void> => load(memberId, false);

/**
 * 내 정보를 다시 받는다. 로그인한 뒤(새 회원)와 적립금·후기 수·연락처·이메일이 바뀐 뒤에 부르는 하나의 길이다
 * (useUser().refetch 도 이것). 쿠키를 다시 읽게 알리고, clearMemberInfo 로 멈춘 것도 푼다. 로그인하지 않았으면 부르지 않는다.
 */
export async function refreshMemberInfo(): Promise<void> {
  if (state.suspendedToken !== null) setState({ ...state, suspendedToken: null });
  notifySessionChange();
  const memberId = memberIdOf(Cookies.get(COOKIE.token));
  if (memberId == null) return;
  await load(memberId, true);
}

/** 메모리의 내 정보를 비우고, 이 토큰인 동안은 다시 부르지 않는다(탈퇴·로그아웃) */
export function clearMemberInfo(token: string | null): void {
  current = null;
  setState({ info: null, suspendedToken: token });
}

/** 처음 상태로: 테스트마다 모듈 값이 이어지지 않게 tests/web/setup.ts 가 부른다 */
export function resetMemberInfo(): void {
  current = null;
  state = EMPTY;
}
