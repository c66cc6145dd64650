import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { errorMessage } from '../../lib/schemas/errors';
import { REVIEW_IMAGE_DAILY_UPLOAD_MAX } from '../../lib/schemas/review-rules';
import { IMAGE_MAX_BYTES } from '../../lib/schemas/upload-rules';
import type { Config } from '../config';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import { encodeWebp } from '../lib/image-encoding';
import { createStorage, type Storage } from '../providers/storage';
import { countUnattachedImagesSince, insertReviewImage } from './reviews.repository';
import { DAY_MS } from '../lib/time';

// 받는 것은 jpg·png 뿐이고(내용으로 확인), 저장은 모두 WebP 로 한다
const ACCEPTED = new Set(['image/png', 'image/jpeg']);
const STORED = { ext: 'webp', contentType: 'image/webp' } as const;
// 휴대폰 사진은 긴 변이 4000px 쯤이지만 후기에서는 480 CSS px 폭 x 화면 배율로 보이고, 눌러 여는 확대 보기도 있다:
// 긴 변 1600px 이면 둘 다 충분하다
const MAX_EDGE = 1600;

export const reviewImageTooLarge = () => fail('IMAGE_TOO_LARGE', { maxBytes: IMAGE_MAX_BYTES });
export const reviewImageRequired = () => fail('REVIEW_IMAGE_REQUIRED', { fields: { file: errorMessage('REVIEW_IMAGE_REQUIRED') } });
const unsupported = () => fail('REVIEW_IMAGE_TYPE_UNSUPPORTED');
const uploadLimit = () =>
  fail('IMAGE_UPLOAD_LIMIT', { max: REVIEW_IMAGE_DAILY_UPLOAD_MAX, windowHours: 24 }, { max: REVIEW_IMAGE_DAILY_UPLOAD_MAX });

// app.ts 가 저장소를 라우터에 넘겨 주지 않으므로 설정마다 하나를 만들어 둔다(어댑터는 상태가 없다)
const storages = new WeakMap<Config, Storage>();
export function reviewStorageOf(config: Config): Storage {
  let storage = storages.get(config);
  if (!storage) {
    storage = createStorage(config);
    storages.set(config, storage);
  }
  return storage;
}

/** 후기 사진 한 장: 크기 → 내용으로 형식 확인(jpg·png 만) → 하루 한도 → WebP 로 줄여 다시 인코딩(메타데이터 제거) → 저장 → review_images 에 기록 */
export async function storeReviewImage(deps: AppDeps, memberId: number, bytes: Uint8Array): Promise<{ imageUrl: string }> {
  if (bytes.length === 0) throw reviewImageRequired();
  if (bytes.length > IMAGE_MAX_BYTES) throw reviewImageTooLarge();
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !ACCEPTED.has(found.mime)) throw unsupported();
  // 후기에 묶이지 않은 사진은 24시간 안에 30장까지: 저장소를 채우는 것을 막는다(묶이지 않은 채 남은 것은 정리 작업이 지운다).
  // 동시에 여러 장이 오면 몇 장 넘칠 수 있는 느슨한 한도다
  const now = deps.now();
  const recent = await countUnattachedImagesSince(deps.db, { memberId, since: new Date(now.getTime() - DAY_MS) });
  if (recent >= REVIEW_IMAGE_DAILY_UPLOAD_MAX) throw uploadLimit();
  const stored = await encodeWebp(bytes, { maxEdge: MAX_EDGE, onError: unsupported });
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const key = `reviews/${now.getUTCFullYear()}/${month}/${randomUUID()}.${STORED.ext}`;
  const { url } = await reviewStorageOf(deps.config).put(key, stored, STORED.contentType);
  await insertReviewImage(deps.db, { memberId, url, storageKey: key, contentType: STORED.contentType, bytes: stored.length, createdAt: now });
  return { imageUrl: url };
}
