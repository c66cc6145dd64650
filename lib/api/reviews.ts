import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CreateReviewResponseSchema,
  ReviewImageUploadResponseSchema,
  ReviewPageSchema,
  ReviewPhotoPageSchema,
  ReviewSummarySchema,
  ReviewableServicesSchema,
  type CreateReviewBody,
  type CreateReviewResponse,
  type ReviewableServices,
} from '../schemas/reviews';
import { refreshMemberInfo } from '../session/member-info';
import { http } from './http';
import { myServiceKeys } from './my-services';
import { apiGet } from './server-fetch';

/*
 * 후기 요청. 브라우저 쪽(작성 모달)은 axios 인스턴스로, 서버 컴포넌트의 공개 읽기는 apiGet 으로.
 * 이 파일은 작성 모달(열 때만 불러온다)과 서버 컴포넌트만 읽는다: 스토어프론트의 첫 JS 에 실리지 않는다.
 */

export const reviewKeys = {
  all: ['reviews'] as const,
  services: (memberId: number | null) => ['reviews', 'services', memberId] as const,
};

// GET /v1/reviews/{memberId}/services – 후기를 쓸 수 있는 내 서비스
export async function getReviewableServices(memberId: number): Promise<ReviewableServices> {
  return ReviewableServicesSchema.parse((await http.get(`/reviews/${memberId}/services`)).data);
}

/** memberId 가 있을 때만 부른다 (docs/product.md, Who may do what) */
export function reviewableServicesQuery(memberId: number | null) {
  return queryOptions({
    queryKey: reviewKeys.services(memberId),
    queryFn: () => getReviewableServices(memberId as number),
    enabled: memberId != null,
  });
}

// POST /v1/reviews/images – 사진 한 장 (form data 의 file)
export async function uploadReviewImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return ReviewImageUploadResponseSchema.parse((await http.post('/reviews/images', form)).data).imageUrl;
}

// POST /v1/reviews – 후기 등록
export async function createReview(body: CreateReviewBody): Promise<CreateReviewResponse> {
  return CreateReviewResponseSchema.parse((await http.post('/reviews', body)).data);
}

/**
 * 후기 등록. 성공하면 방금 후기를 쓴 서비스가 빠지도록 쓸 수 있는 서비스 목록을, 후기 버튼이 사라지도록 내 서비스를,
 * 적립금과 후기 수가 바뀌도록 내 정보(useUser, userInfo 쿠키)를 다시 읽게 한다
 */
export function useCreateReview(memberId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    // 다시 읽기를 기다리지 않는다: 등록되었습니다 알림과 이동이 그만큼 늦어지지 않게
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reviewKeys.services(memberId) });
      void queryClient.invalidateQueries({ queryKey: myServiceKeys.all(memberId) });
      void refreshMemberInfo();
      // /review 의 쪽들은 라우트 캐시에 있다: api 가 reviews 태그를 비우고, 작성 모달이 router.refresh 로 라우터 캐시를 버린다
    },
  });
}

/*
 * 서버 컴포넌트의 공개 읽기. /review 와 사진 후기의 쪽들은 ISR 이라 60초와 reviews 태그(회원·관리자의 후기 쓰기가 비운다),
 * 상품 페이지의 요약은 30초
 */
const tags = ['reviews' as const];
const BRIEF_SECONDS = 30;

// GET /v1/reviews – 보이는 후기 (최신 순)
export function getReviews(
  query: { page?: number; size?: number; photoOnly?: boolean; snsChannelId?: number; productTypeId?: number },
  revalidate = 0,
) {
  return apiGet('/reviews', ReviewPageSchema, {
    tags,
    revalidate,
    query: { ...query, photoOnly: query.photoOnly ? 'true' : undefined },
  });
}

// GET /v1/reviews/categories/{snsChannelId}/{productTypeId} – 후기 수·평균·분포
export function getReviewSummary(channelId: number, productTypeId: number) {
  return apiGet(`/reviews/categories/${channelId}/${productTypeId}`, ReviewSummarySchema, { tags, revalidate: BRIEF_SECONDS });
}

// GET /v1/reviews/categories/{snsChannelId}/{productTypeId}/list – 그 채널 x 유형의 후기
export function getCategoryReviews(channelId: number, productTypeId: number, page = 1, size = 3) {
  return apiGet(`/reviews/categories/${channelId}/${productTypeId}/list`, ReviewPageSchema, {
    tags,
    revalidate: BRIEF_SECONDS,
    query: { page, size },
  });
}

// GET /v1/reviews/categories/{snsChannelId}/{productTypeId}/images – 사진 후기의 사진
export function getCategoryPhotos(channelId: number, productTypeId: number, page = 1, size = 8) {
  return apiGet(`/reviews/categories/${channelId}/${productTypeId}/images`, ReviewPhotoPageSchema, {
    tags,
    revalidate: BRIEF_SECONDS,
    query: { page, size },
  });
}

/** 상품 페이지의 후기 칸: 요약, 최근 후기 셋, 사진 여덟. 후기를 못 받아도 상품 페이지는 보여야 하므로 실패하면 null */
export async function loadProductReviews(channelId: number, productTypeId: number) {
  try {
    const [summary, latest, photos] = await Promise.all([
      getReviewSummary(channelId, productTypeId),
      getCategoryReviews(channelId, productTypeId),
      getCategoryPhotos(channelId, productTypeId),
    ]);
    return { summary, reviews: latest.items, photos: photos.items };
  } catch {
    return null;
  }
}
export type ProductReviewsData = NonNullable<Awaited<ReturnType<typeof loadProductReviews>>>;
