import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { contentTypeOfKey, isSafeKey, UPLOAD_CACHE_CONTROL, type Storage, type StoredObject } from './storage';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** S3 호환 저장소(MinIO, R2 ...). 비우면 AWS */
  endpoint?: string;
  forcePathStyle?: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** CDN 등 공개 주소 앞부분. 비우면 버킷 주소 */
  publicUrl?: string;
};

/** 실제 어댑터: S3(호환) 버킷에 PutObject/GetObject */
export class S3Storage implements Storage {
  private readonly client: S3Client;

  constructor(private readonly o: S3StorageOptions) {
    this.client = new S3Client({
      region: o.region,
      endpoint: o.endpoint,
      forcePathStyle: o.forcePathStyle,
      credentials: o.accessKeyId && o.secretAccessKey ? { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } : undefined,
      // 새 기본 체크섬(CRC32)을 모르는 S3 호환 저장소가 있어 필요할 때만 붙인다
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  publicUrlOf(key: string): string {
    const { bucket, region, endpoint, forcePathStyle, publicUrl } = this.o;
    if (publicUrl) return `${publicUrl.replace(/\/$/, '')}/${key}`;
    if (!endpoint) return `https://${bucket}.s3.${region}.amazonaws.com/${key}`;
    const base = new URL(endpoint);
    if (forcePathStyle) return `${base.origin}/${bucket}/${key}`;
    base.hostname = `${bucket}.${base.hostname}`;
    return `${base.origin}/${key}`;
  }

  async put(key: string, bytes: Uint8Array, contentType: string) {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.o.bucket, Key: key, Body: bytes, ContentType: contentType, CacheControl: UPLOAD_CACHE_CONTROL }),
    );
    return { url: this.publicUrlOf(key) };
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isSafeKey(key)) return null;
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.o.bucket, Key: key }));
      if (!out.Body) return null;
      return { bytes: await out.Body.transformToByteArray(), contentType: contentTypeOfKey(key) };
    } catch (e) {
      if (e instanceof NoSuchKey || (e as { name?: string }).name === 'NotFound') return null;
      throw e;
    }
  }

  /** S3 의 DeleteObject 는 없는 키에도 204 를 돌려준다 */
  async delete(key: string): Promise<void> {
    if (!isSafeKey(key)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.o.bucket, Key: key }));
  }
}
