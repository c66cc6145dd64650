import type { AdminReview, PhotoRewardResponse } from '../../lib/schemas/reviews';
import type { PageQuery } from '../../lib/schemas/common';
import { REVIEW_PHOTO_REWARD } from '../../lib/schemas/review-rules';
import { offsetOf, pageOf } from '../lib/paging';
import type { AuditActor } from '../audit-logs/actor';
import { insertAuditLog } from '../audit-logs/audit-logs.repository';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import { readForExport, seoulDateTime, type CsvColumn } from '../lib/csv';
import { addDays, kstStartOf } from '../lib/time';
import { changePoints } from '../points/points.service';
import { reviewStorageOf } from './review-images.service';
import * as repo from './reviews.repository';
import { toAdminReview } from './reviews.service';

const reviewNotFound = () => fail('REVIEW_NOT_FOUND');

type AdminReviewQuery = PageQuery & { hidden?: boolean; photo?: boolean; from?: string; to?: string; sort?: string };

const filterOf = (q: AdminReviewQuery) => ({
  hidden: q.hidden,
  photoOnly: q.photo,
  from: q.from ? kstStartOf(q.from) : undefined,
  to: q.to ? kstStartOf(addDays(q.to, 1)) : undefined,
  sort: q.sort,
});

/** 관리자 후기 목록: 숨김·사진 여부와 작성일(KST, from~to 포함), 최신순(표에서 고른 열이 있으면 그 순서) */
export async function listAdminReviews(deps: AppDeps, q: AdminReviewQuery) {
  const { rows, total } = await repo.listReviewRows(deps.db, {
    ...filterOf(q),
    limit: q.size,
    offset: offsetOf(q),
  });
  return pageOf(rows.map(toAdminReview), total, q);
}

/** 숨기기·다시 보이기. 이미 준 적립금은 돌려받지 않는다 */
export async function setReviewVisibility(
  deps: AppDeps,
  id: number,
  body: { isHidden: boolean; hiddenReason?: string | null },
  actor: AuditActor,
): Promise<AdminReview> {
  const hiddenReason = body.isHidden ? (body.hiddenReason || null) : null;
  const row = await deps.db.transaction(async (tx) => {
    const updated = await repo.updateReviewVisibility(tx, { id, isHidden: body.isHidden, hiddenReason, now: deps.now() });
    if (!updated) return null;
    await insertAuditLog(tx, {
      ...actor,
      kind: body.isHidden ? 'reviews.hide' : 'reviews.show',
      targetType: 'review',
      targetId: id,
      summary: `후기 #${id} ${body.isHidden ? `숨김${hiddenReason ? ` — ${hiddenReason}` : ''}` : '다시 보이기'}`,
      after: { isHidden: body.isHidden, hiddenReason },
    });
    return updated;
  });
  if (!row) throw reviewNotFound();
  return toAdminReview(row);
}

/** 사진 후기 적립금 2,000원: 사진이 있고 숨기지 않은 후기에 한 번만(photoRewardAt 이 빈 행만 갱신) */
export async function grantPhotoReward(deps: AppDeps, id: number, actor: AuditActor): Promise<PhotoRewardResponse> {
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
    await insertAuditLog(tx, {
      ...actor,
      kind: 'reviews.photo-reward',
      targetType: 'review',
      targetId: id,
      summary: `후기 #${id} 사진 적립금 ${REVIEW_PHOTO_REWARD.toLocaleString('ko-KR')}원`,
      after: { memberId: marked.memberId, amount: REVIEW_PHOTO_REWARD },
    });
    return { reviewId: id, amount: REVIEW_PHOTO_REWARD, balance };
  });
}

/**
 * 사진 삭제(docs/product.md, Review form: 관련 없는 사진은 통보 없이 삭제): 후기의 주소 목록을 비우고 review_images 행을 지운 뒤,
 * 커밋이 끝나면 저장소의 파일을 지운다. 파일 삭제가 실패해도 후기에서는 이미 빠졌으므로 기록만 남긴다
 */
export async function deleteReviewPhotos(deps: AppDeps, id: number, actor: AuditActor): Promise<AdminReview> {
  const detached = await deps.db.transaction(async (tx) => {
    const d = await repo.detachReviewImages(tx, { reviewId: id, now: deps.now() });
    if (d) {
      await insertAuditLog(tx, { ...actor, kind: 'reviews.photos-delete', targetType: 'review', targetId: id, summary: `후기 #${id} 사진 삭제`, before: { storageKeys: d.storageKeys } });
    }
    return d;
  });
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

export const REVIEW_CSV_COLUMNS: CsvColumn<AdminReview>[] = [
  { header: '후기 번호', value: (r) => r.id },
  { header: '작성 일시(서울)', value: (r) => seoulDateTime(r.createdAt) },
  { header: '별점', value: (r) => r.rating },
  { header: '제목', value: (r) => r.title },
  { header: '내용', value: (r) => r.content },
  { header: '작성자', value: (r) => r.authorName },
  { header: '회원 번호', value: (r) => r.memberId },
  { header: '서비스 번호', value: (r) => r.serviceId },
  { header: '상품', value: (r) => r.productName },
  { header: '사진 수', value: (r) => r.imageUrlList.length },
  { header: '숨김', value: (r) => (r.isHidden ? '숨김' : '') },
  { header: '숨긴 이유', value: (r) => r.hiddenReason },
  { header: '사진 적립 일시(서울)', value: (r) => seoulDateTime(r.photoRewardAt) },
];

/** 목록과 같은 조건·순서로 쪽 없이(한도까지) */
export async function exportAdminReviews(deps: AppDeps, q: AdminReviewQuery): Promise<AdminReview[]> {
  const rows = await readForExport(async (limit) => (await repo.listReviewRows(deps.db, { ...filterOf(q), limit, offset: 0 })).rows);
  return rows.map(toAdminReview);
}
