import type { AdminReview, CreateReviewResponse, Review, ReviewSummary } from '../../lib/schemas/reviews';
import type { PageQuery } from '../../lib/schemas/common';
import {
  REVIEW_LINE_REWARD,
  REVIEW_LINE_REWARD_MIN_LINES,
  REVIEW_MIN_SERVICE_PRICE,
  countReviewLines,
} from '../../lib/schemas/review-rules';
import { offsetOf, pageOf } from '../lib/paging';
import { iso, isoOrNull } from '../lib/time';
import type { Db } from '../db/client';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import { errorMessage } from '../../lib/schemas/errors';
import { changePoints } from '../points/points.service';
import * as repo from './reviews.repository';
import { toServiceOption } from '../qnas/qnas.service';
import { incrementMemberReviewCount } from '../members/members.repository';
import { isUniqueViolation } from '../lib/sql';

/** 목록에 보이는 작성자 이름: 가운데를 가린다(김데모 → 김*모, 김철 → 김*) */
export function maskName(name: string | null): string {
  const chars = [...(name ?? '').trim()];
  if (chars.length === 0) return '회원';
  if (chars.length === 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

export function toReview(row: repo.ReviewRow): Review {
  return {
    id: row.id,
    authorName: row.authorName,
    rating: row.rating,
    title: row.title,
    content: row.content,
    imageUrlList: row.imageUrls,
    productId: row.productId,
    productName: row.productName,
    snsChannelId: row.channelId,
    productTypeId: row.productTypeId,
    createdAt: iso(row.createdAt),
  };
}

export function toAdminReview(row: repo.ReviewRow): AdminReview {
  return {
    ...toReview(row),
    memberId: row.memberId,
    serviceId: row.serviceId,
    isHidden: row.isHidden,
    hiddenReason: row.hiddenReason,
    lineRewardAt: isoOrNull(row.lineRewardAt),
    photoRewardAt: isoOrNull(row.photoRewardAt),
  };
}

/** 후기는 결제 완료 그대로인 구매의 서비스만: 환불 요청·전액·부분 환불된 구매는 뺀다 */
const REVIEWABLE_PURCHASE_STATUS = 'PAID' as const;

const alreadyReviewed = () => fail('REVIEW_ALREADY_WRITTEN');

type CreateInput = {
  memberId: number;
  serviceId: number;
  rating: number;
  title: string;
  content: string;
  imageUrlList: string[];
};

/** 후기 등록: 자격 확인, 후기·사진·후기 수·줄 수 적립을 한 트랜잭션에서 */
export async function createReview(deps: AppDeps, callerId: number, input: CreateInput): Promise<CreateReviewResponse> {
  if (input.memberId !== callerId) throw fail('REVIEW_OF_OTHER_MEMBER');
  const urls = [...new Set(input.imageUrlList)];
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const service = await repo.findServiceForReview(tx, input.serviceId);
      if (!service) throw fail('SERVICE_NOT_FOUND');
      if (service.memberId !== callerId) throw fail('NOT_YOUR_SERVICE');
      if (service.status !== 'COMPLETED') throw fail('SERVICE_NOT_COMPLETED');
      // 환불은 시작 전 서비스만 취소한다: 완료된 서비스도 구매가 환불(요청)됐으면 후기·적립 대상이 아니다
      if (service.purchaseStatus !== REVIEWABLE_PURCHASE_STATUS) {
        throw fail('PURCHASE_REFUNDED', { purchaseStatus: service.purchaseStatus });
      }
      if (service.totalPrice < REVIEW_MIN_SERVICE_PRICE) {
        throw fail('SERVICE_PRICE_TOO_LOW', { minPrice: REVIEW_MIN_SERVICE_PRICE });
      }
      if (await repo.reviewExistsForService(tx, service.id)) throw alreadyReviewed();

      const review = await repo.insertReview(tx, {
        memberId: callerId,
        serviceId: service.id,
        productId: service.productId,
        channelId: service.channelId,
        productTypeId: service.productTypeId,
        productName: service.productName,
        rating: input.rating,
        title: input.title,
        content: input.content,
        imageUrls: urls,
        authorName: maskName(await repo.findMemberName(tx, callerId)),
        createdAt: now,
        updatedAt: now,
      });
      // 남의 사진, 이미 다른 후기에 묶인 사진, 없는 주소는 하나라도 있으면 전체를 되돌린다
      const attached = await repo.attachReviewImages(tx, { memberId: callerId, reviewId: review.id, urls });
      if (attached !== urls.length) {
        throw fail('REVIEW_IMAGE_INVALID', { fields: { imageUrlList: errorMessage('REVIEW_IMAGE_INVALID') } });
      }
      await incrementMemberReviewCount(tx, callerId);

      let pointsGranted = 0;
      if (countReviewLines(input.content) >= REVIEW_LINE_REWARD_MIN_LINES && (await repo.markLineRewarded(tx, { reviewId: review.id, now }))) {
        await changePoints(tx, { memberId: callerId, type: 'REWARD_BY_REVIEW', amount: REVIEW_LINE_REWARD, reviewId: review.id, memo: '세 줄 이상 후기 적립' });
        pointsGranted = REVIEW_LINE_REWARD;
      }
      return { review: toReview({ ...review, lineRewardAt: pointsGranted > 0 ? now : null }), pointsGranted };
    });
  } catch (err) {
    // 같은 서비스에 동시에 두 번: reviews_service_uq 가 막은 쪽은 409
    if (isUniqueViolation(err)) throw alreadyReviewed();
    throw err;
  }
}

export async function listPublicReviews(db: Db, q: PageQuery & { snsChannelId?: number; productTypeId?: number; photoOnly?: boolean }) {
  const { rows, total } = await repo.listReviewRows(db, {
    channelId: q.snsChannelId,
    productTypeId: q.productTypeId,
    photoOnly: q.photoOnly ? true : undefined,
    hidden: false,
    limit: q.size,
    offset: offsetOf(q),
  });
  return pageOf(rows.map(toReview), total, q);
}

export async function getPublicReviewOrThrow(db: Db, id: number): Promise<Review> {
  const row = await repo.findReviewById(db, id);
  if (!row || row.isHidden) throw fail('REVIEW_NOT_FOUND');
  return toReview(row);
}

export async function summarizeCategory(db: Db, p: { channelId: number; productTypeId: number }): Promise<ReviewSummary> {
  const [buckets, totals] = await Promise.all([
    repo.summarizeReviews(db, p),
    repo.averageRating(db, p),
  ]);
  const byScore = new Map(buckets.map((b) => [Number(b.score), b.count]));
  return {
    count: totals.count,
    averageRating: totals.count > 0 ? Math.round(totals.average * 10) / 10 : 0,
    ratingDistribution: [5, 4, 3, 2, 1].map((score) => ({ score, count: byScore.get(score) ?? 0 })),
  };
}

export async function listCategoryPhotos(db: Db, p: { channelId: number; productTypeId: number } & PageQuery) {
  const { rows, total } = await repo.listReviewPhotoRows(db, { ...p, limit: p.size, offset: offsetOf(p) });
  return pageOf(rows, total, p);
}

export async function listMyReviewableServices(db: Db, memberId: number) {
  const rows = await repo.listReviewableServices(db, { memberId, minPrice: REVIEW_MIN_SERVICE_PRICE, purchaseStatus: REVIEWABLE_PURCHASE_STATUS });
  return { myServiceList: rows.map(toServiceOption) };
}
