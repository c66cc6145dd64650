import { queryOptions } from '@tanstack/react-query';
// 타입만 가져온다: 이 파일은 상품 화면의 게시물 고르기(지연 로딩)만 쓰고, zod 스키마를 싣지 않는다
import type { InstagramAccount, InstagramFeedsResponse } from '../schemas/instagram';
import { publicEnv } from '../env';
import { http, isApiError } from './http';

export const INSTAGRAM_FEEDS_PAGE = 12;

// GET /v1/orders/instagram/account – 공개 계정 (없으면 404, 틀린 아이디 422)
export async function getInstagramAccount(username: string): Promise<InstagramAccount> {
  return (await http.get<InstagramAccount>('/orders/instagram/account', { params: { username } })).data;
}

// GET /v1/orders/instagram/feeds – 최근 게시물 (새 것부터)
export async function listInstagramFeeds(username: string, limit = INSTAGRAM_FEEDS_PAGE): Promise<InstagramFeedsResponse> {
  return (await http.get<InstagramFeedsResponse>('/orders/instagram/feeds', { params: { username, limit } })).data;
}

/** 응답의 이미지 경로(/v1/orders/instagram/feed-image?url=...)를 API 주소에 붙인다 */
export const instagramImageSrc = (path: string) => (/^https?:\/\//.test(path) ? path : `${publicEnv.apiUrl}${path}`);

export const instagramKeys = {
  account: (username: string | null) => ['instagram', 'account', username] as const,
  feeds: (username: string | null) => ['instagram', 'feeds', username] as const,
};

// 없는 계정·틀린 아이디는 다시 물어도 같다
const retryUnlessFinal = (count: number, error: unknown) => !(isApiError(error) && (error.status === 404 || error.status === 422)) && count < 1;

export const instagramAccountQuery = (username: string | null) =>
  queryOptions({
    queryKey: instagramKeys.account(username),
    queryFn: () => getInstagramAccount(username as string),
    enabled: username != null,
    staleTime: 60_000,
    retry: retryUnlessFinal,
  });

export const instagramFeedsQuery = (username: string | null, enabled = true) =>
  queryOptions({
    queryKey: instagramKeys.feeds(username),
    queryFn: () => listInstagramFeeds(username as string),
    enabled: username != null && enabled,
    staleTime: 60_000,
    retry: retryUnlessFinal,
  });
