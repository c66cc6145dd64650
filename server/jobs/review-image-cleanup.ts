import { REVIEW_IMAGE_UNATTACHED_TTL_HOURS } from '../../lib/schemas/review-rules';
import type { AppDeps } from '../lib/context';
import { HOUR_MS } from '../lib/time';
import { removeStoredObjects } from '../reviews/admin-reviews.service';
import { deleteStaleUnattachedImages } from '../reviews/reviews.repository';
import type { Job } from './worker';

const BATCH = 100;
/** 한 시간에 한 번이면 충분하다: 지울 사진은 하루가 지난 것이다 */
const INTERVAL_SECONDS = 60 * 60;

/**
 * 올렸지만 24시간이 지나도록 후기에 묶이지 않은 사진을 지운다: 행을 먼저 지우고(커밋) 저장소의 파일을 지운다.
 * 순서가 반대면 파일 없는 행이 후기에 묶일 수 있다. 지운 행 수를 돌려준다
 */
export async function cleanUpUnattachedReviewImages(deps: Pick<AppDeps, 'db' | 'config' | 'logger'>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - REVIEW_IMAGE_UNATTACHED_TTL_HOURS * HOUR_MS);
  let total = 0;
  for (;;) {
    const keys = await deps.db.transaction((tx) => deleteStaleUnattachedImages(tx, { before, limit: BATCH }));
    await removeStoredObjects(deps, keys);
    total += keys.length;
    if (keys.length < BATCH) return total;
  }
}

export function reviewImageCleanupJob(): Job {
  return {
    name: 'review-image-cleanup',
    intervalSeconds: INTERVAL_SECONDS,
    run: async (d, now) => {
      const n = await cleanUpUnattachedReviewImages(d, now);
      if (n > 0) d.logger.info({ deleted: n }, 'deleted unattached review images');
    },
  };
}
