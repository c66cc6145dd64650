import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { errorMessage } from '../../lib/schemas/errors';
import { REVIEW_IMAGE_DAILY_UPLOAD_MAX } from '../../lib/schemas/review-rules';
import { IMAGE_MAX_BYTES } from '../../lib/schemas/upload-rules';
import type { Config } from '../config';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import { createStorage, type Storage } from '../providers/storage';
import { countUnattachedImagesSince, insertReviewImage } from './reviews.repository';
import { DAY_MS } from '../lib/time';

// 압축 폭탄 방지: 8000x5000 정도까지만 푼다
const MAX_PIXELS = 40_000_000;
const KINDS: Record<string, { ext: 'png' | 'jpg'; contentType: string }> = {
  'image/png': { ext: 'png', contentType: 'image/png' },
  'image/jpeg': { ext: 'jpg', contentType: 'image/jpeg' },
};

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

/** 회전(EXIF orientation)을 픽셀에 반영한 뒤 같은 형식으로 다시 인코딩: 위치 정보 등 메타데이터가 남지 않는다 */
async function reencode(bytes: Uint8Array, ext: 'png' | 'jpg'): Promise<Uint8Array> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate();
    const out = ext === 'png' ? image.png() : image.jpeg({ quality: 90, mozjpeg: true });
    return new Uint8Array(await out.toBuffer());
  } catch {
    throw unsupported();
  }
}

/** 후기 사진 한 장: 크기 → 내용으로 형식 확인(jpg·png 만) → 하루 한도 → 메타데이터 제거 → 저장 → review_images 에 기록 */
export async function storeReviewImage(deps: AppDeps, memberId: number, bytes: Uint8Array): Promise<{ imageUrl: string }> {
  if (bytes.length === 0) throw reviewImageRequired();
  if (bytes.length > IMAGE_MAX_BYTES) throw reviewImageTooLarge();
  const found = await fileTypeFromBuffer(bytes);
  const kind = found ? KINDS[found.mime] : undefined;
  if (!kind) throw unsupported();
  // 후기에 묶이지 않은 사진은 24시간 안에 30장까지: 저장소를 채우는 것을 막는다(묶이지 않은 채 남은 것은 정리 작업이 지운다).
  // 동시에 여러 장이 오면 몇 장 넘칠 수 있는 느슨한 한도다
  const now = deps.now();
  const recent = await countUnattachedImagesSince(deps.db, { memberId, since: new Date(now.getTime() - DAY_MS) });
  if (recent >= REVIEW_IMAGE_DAILY_UPLOAD_MAX) throw uploadLimit();
  const stored = await reencode(bytes, kind.ext);
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const key = `reviews/${now.getUTCFullYear()}/${month}/${randomUUID()}.${kind.ext}`;
  const { url } = await reviewStorageOf(deps.config).put(key, stored, kind.contentType);
  await insertReviewImage(deps.db, { memberId, url, storageKey: key, contentType: kind.contentType, bytes: stored.length, createdAt: now });
  return { imageUrl: url };
}
