import type { AdminReview, PhotoRewardResponse } from '../../lib/schemas/reviews';
import type { PageQuery } from '../../lib/schemas/common';
import { REVIEW_PHOTO_REWARD } from '../../lib/schemas/review-rules';
import { offsetOf, pageOf } from '../lib/paging';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import { addDays, kstStartOf } from '../lib/time';
import { changePoints } from '../points/points.service';
import { reviewStorageOf } from './review-images.service';
import * as repo from './reviews.repository';
import { toAdminReview } from './reviews.service';

const reviewNotFound = () => fail('REVIEW_NOT_FOUND');

/** 관리자 후기 목록: 숨김·사진 여부와 작성일(KST, from~to 포함) */
export async function listAdminReviews(deps: AppDeps, q: PageQuery & { hidden?: boolean; photo?: boolean; from?: string; to?: string }) {
  const { rows, total } = await repo.listReviewRows(deps.db, {
    hidden: q.hidden,
    photoOnly: q.photo,
    from: q.from ? kstStartOf(q.from) : undefined,
    to: q.to ? kstStartOf(addDays(q.to, 1)) : undefined,
    limit: q.size,
    offset: offsetOf(q),
  });
  return pageOf(rows.map(toAdminReview), total, q);
}

/** 숨기기·다시 보이기. 이미 준 적립금은 돌려받지 않는다 */
export async function setReviewVisibility(deps: AppDeps, id: number, body: { isHidden: boolean; hiddenReason?: string | null }): Promise<AdminReview> {
  const row = await repo.updateReviewVisibility(deps.db, {
    id,
    isHidden: body.isHidden,
    hiddenReason: body.isHidden ? (body.hiddenReason || null) : null,
    now: deps.now(),
  });
  if (!row) throw reviewNotFound();
  return toAdminReview(row);
}

/** 사진 후기 적립금 2,000원: 사진이 있고 숨기지 않은 후기에 한 번만(photoRewardAt 이 빈 행만 갱신) */
export async function grantPhotoReward(deps: AppDeps, id: number): Promise<PhotoRewardResponse> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const marked = await repo.markPhotoRewarded(tx, { reviewId: id, now });
    if (!marked) {
      const row = await repo.findReviewById(tx, id);
      if (!row) throw reviewNotFound();
      if (row.photoRewardAt) throw fail('PHOTO_REWARD_ALREADY_GIVEN');
      if (row.isHidden) throw fail('REVIEW_HIDDEN');
      if (row.imageUrls.length === 0) throw fail('REVIEW_HAS_NO_PHOTO');
      throw fail('PHOTO_REWARD_ALREADY_GIVEN');
    }
    const { balance } = await changePoints(tx, {
      memberId: marked.memberId,
      type: 'REWARD_BY_PHOTO_REVIEW',
      amount: REVIEW_PHOTO_REWARD,
      reviewId: id,
      memo: '사진 후기 적립',
    });
    return { reviewId: id, amount: REVIEW_PHOTO_REWARD, balance };
  });
}

/**
 * 사진 삭제(SPEC.md §5: 관련 없는 사진은 통보 없이 삭제): 후기의 주소 목록을 비우고 review_images 행을 지운 뒤,
 * 커밋이 끝나면 저장소의 파일을 지운다. 파일 삭제가 실패해도 후기에서는 이미 빠졌으므로 기록만 남긴다
 */
export async function deleteReviewPhotos(deps: AppDeps, id: number): Promise<AdminReview> {
  const detached = await deps.db.transaction((tx) => repo.detachReviewImages(tx, { reviewId: id, now: deps.now() }));
  if (!detached) throw reviewNotFound();
  await removeStoredObjects(deps, detached.storageKeys);
  return toAdminReview(detached.review);
}

/** 저장소에서 지운다: 하나가 실패해도 나머지는 지운다 */
export async function removeStoredObjects(deps: Pick<AppDeps, 'config' | 'logger'>, keys: string[]): Promise<number> {
  const storage = reviewStorageOf(deps.config);
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  const failed = results.flatMap((r, i) => (r.status === 'rejected' ? [{ key: keys[i], err: r.reason as unknown }] : []));
  for (const f of failed) deps.logger.error(f, 'review image delete failed');
  return keys.length - failed.length;
}
