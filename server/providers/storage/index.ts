import type { Config } from '../../config';
import { LocalDiskStorage } from './local-disk';
import { S3Storage } from './s3';
import type { Storage } from './storage';

export type { Storage, StoredObject } from './storage';
export { LocalDiskStorage } from './local-disk';
export { S3Storage } from './s3';

/** S3_BUCKET 이 있으면 S3(호환), 없으면 로컬 디스크(UPLOADS_DIR) */
export function createStorage(config: Config): Storage {
  if (!config.S3_BUCKET) return new LocalDiskStorage(config.UPLOADS_DIR, config.API_PUBLIC_URL);
  return new S3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    publicUrl: config.S3_PUBLIC_URL,
  });
}
