import axios from 'axios';
import { publicEnv } from '../env';
import { TokenPairSchema } from '../schemas/members';
import { getTokens, saveTokens } from '../session/client';
import { isTokenExpired } from '../session/token';

const REFRESH_TIMEOUT_MS = 5000;

/** 동시에 나간 요청들이 같은 갱신을 기다리게 한다: 리프레시 토큰은 한 번 쓰면 폐기되므로 두 번 보내면 세션이 끊긴다. */
let inFlight: Promise<string | null> | null = null;

async function refreshPair(refreshToken: string): Promise<string | null> {
  try {
    // 인터셉터를 거치지 않는 맨 axios: 갱신 실패가 다시 갱신이나 로그를 부르지 않게.
    const res = await axios.post(
      `${publicEnv.apiUrl}/v1/members/refresh-token`,
      { refreshToken },
      { timeout: REFRESH_TIMEOUT_MS },
    );
    const pair = TokenPairSchema.parse(res.data);
    saveTokens(pair);
    return pair.accessToken;
  } catch {
    return null;
  }
}

/**
 * SPEC.md 4절: 액세스 토큰이 만료되고 리프레시 토큰이 살아 있으면 새 쌍을 받아 저장한다.
 * 둘 다 만료됐거나 갱신이 실패하면 원래 토큰을 그대로 돌려준다(서버가 401 로 답한다).
 */
export async function accessTokenForRequest(): Promise<string | undefined> {
  const { token, refreshToken } = getTokens();
  if (!token || !isTokenExpired(token)) return token;
  if (!refreshToken || isTokenExpired(refreshToken)) return token;
  inFlight ??= refreshPair(refreshToken).finally(() => {
    inFlight = null;
  });
  return (await inFlight) ?? token;
}
