import { getAccessToken, hasLegacyRefreshCookie } from '../session/client';
import { isTokenExpired } from '../session/token';
import { refreshSession } from './sessions';

/** 열린 탭 모두가 함께 잡는 자물쇠(Web Locks). 한 번에 한 탭만 리프레시 토큰을 회전한다 */
export const REFRESH_LOCK = 'growth-store:session-refresh';

/** 동시에 나간 요청들이 같은 갱신을 기다리게 한다: 리프레시 토큰은 한 번 쓰면 폐기되므로 두 번 보내면 세션이 끊긴다. */
let inFlight: Promise<string | null> | null = null;
/** 갱신이 거절된 액세스 토큰: 같은 토큰으로 다시 부르지 않는다(서버가 리프레시 쿠키를 이미 지웠다) */
let refusedFor: string | null = null;

/** 갱신이 필요한가: 액세스 토큰이 만료됐거나, 예전 빌드의 읽을 수 있는 리프레시 쿠키를 옮겨야 한다 */
const needsRefresh = (token: string) => isTokenExpired(token) || hasLegacyRefreshCookie();

/**
 * 자물쇠 안에서 쿠키를 다시 읽는다: 기다리는 사이 다른 탭이 이미 갱신했으면(새 token 쿠키) 그것을 쓴다.
 * 같은 리프레시 토큰을 두 탭이 회전하면 api 가 재사용으로 보고 세션 전체를 끊는다(docs/decisions.md, Sessions).
 */
async function refreshOnce(): Promise<string | null> {
  const current = getAccessToken();
  if (current && !needsRefresh(current)) return current;
  return refreshSession();
}

function withTabLock(run: () => Promise<string | null>): Promise<string | null> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // Web Locks 가 없는 브라우저(지원 범위 밖의 옛 브라우저): 탭 하나 안의 inFlight 만 지킨다
  if (!locks) return run();
  return locks.request(REFRESH_LOCK, run);
}

/**
 * docs/product.md, Sessions and cookies: 액세스 토큰이 만료됐으면 새 토큰을 받아 저장한다. 리프레시 토큰은 웹 서버의 HttpOnly 쿠키라
 * 화면은 그 만료를 모른다: 서버가 거절하면(둘 다 만료·폐기) 원래 토큰을 그대로 돌려주고 api 가 401 로 답한다.
 */
export async function accessTokenForRequest(): Promise<string | undefined> {
  const token = getAccessToken();
  if (!token || !needsRefresh(token) || refusedFor === token) return token;
  inFlight ??= withTabLock(refreshOnce).finally(() => {
    inFlight = null;
  });
  const renewed = await inFlight;
  if (!renewed) refusedFor = token;
  return renewed ?? token;
}

/** 처음 상태로(테스트가 탭 둘을 흉내 낼 때 모듈을 새로 읽는 대신) */
export function resetRefreshState(): void {
  inFlight = null;
  refusedFor = null;
}
