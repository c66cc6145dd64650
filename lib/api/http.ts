import axios, { type AxiosError } from 'axios';
import { publicEnv } from '../env';
import { ApiError } from './api-error';
import { buildApiFailureLog, postApiFailureLog } from './log-failure';
import { accessTokenForRequest } from './refresh';

export { ApiError, isApiError } from './api-error';

/** 웹의 유일한 API 클라이언트 (docs/architecture.md, Web). 토큰 갱신·실패 기록·오류 정규화가 여기 한 곳에 있다. */
export const http = axios.create({
  baseURL: `${publicEnv.apiUrl}/v1`,
  timeout: 5000,
});

/** 빈 조건('', undefined)은 쿼리 문자열과 쿼리 키에서 뺀다: 서버가 '' 를 검색어로 읽지 않게. 모든 목록 api 가 이 한 정의를 쓴다 */
export const compact = (q: object) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));

const inBrowser = () => typeof window !== 'undefined';

http.interceptors.request.use(async (config) => {
  // 서버에서는 쿠키가 없다: 서버 컴포넌트는 직접 헤더를 붙여 부른다.
  if (!inBrowser()) return config;
  const token = await accessTokenForRequest();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

http.interceptors.response.use(undefined, (error: unknown) => {
  // 취소는 실패가 아니다(TanStack Query 가 화면을 떠날 때 건다): 기록 없이 그대로 넘긴다.
  if (axios.isCancel(error)) return Promise.reject(error);
  const response = axios.isAxiosError(error) ? (error as AxiosError).response : undefined;
  const apiError = ApiError.fromResponse(response?.status ?? null, response?.data);
  if (inBrowser()) postApiFailureLog(buildApiFailureLog(error, apiError));
  return Promise.reject(apiError);
});
