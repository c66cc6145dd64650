import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { UploadedImage } from '../../lib/schemas/contents';
import { errorMessage } from '../../lib/schemas/errors';
import { IMAGE_MAX_BYTES } from '../../lib/schemas/upload-rules';
import type { AuditActor } from '../audit-logs/actor';
import { insertAuditLog } from '../audit-logs/audit-logs.repository';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import type { Storage } from '../providers/storage';
import { isSafeSvg } from './svg-check';

type Kind = { ext: 'png' | 'jpg' | 'webp' | 'svg'; contentType: string };
const RASTER: Record<string, Kind> = {
  'image/png': { ext: 'png', contentType: 'image/png' },
  'image/jpeg': { ext: 'jpg', contentType: 'image/jpeg' },
  'image/webp': { ext: 'webp', contentType: 'image/webp' },
};
const SVG: Kind = { ext: 'svg', contentType: 'image/svg+xml' };
// 압축 폭탄 방지: 8000x5000 정도까지만 푼다
const MAX_PIXELS = 40_000_000;

// 폼이 파일 칸 아래에 보여 주도록 fields.file 에도 같은 문장을 싣는다
const unsupported = () => fail('IMAGE_TYPE_UNSUPPORTED', { fields: { file: errorMessage('IMAGE_TYPE_UNSUPPORTED') } });
export const imageRequired = () => fail('IMAGE_REQUIRED', { fields: { file: errorMessage('IMAGE_REQUIRED') } });

export const imageTooLarge = () => fail('IMAGE_TOO_LARGE', { maxBytes: IMAGE_MAX_BYTES });

/** 파일 이름·Content-Type 은 믿지 않고 내용(매직 바이트)으로 종류를 정한다 */
async function detect(bytes: Uint8Array): Promise<Kind> {
  const found = await fileTypeFromBuffer(bytes);
  const raster = found && RASTER[found.mime];
  if (raster) return raster;
  if ((!found || found.ext === 'xml') && (await isSafeSvg(bytes))) return SVG;
  throw unsupported();
}

/** 회전(EXIF orientation)을 픽셀에 반영한 뒤 같은 형식으로 다시 인코딩: 위치 정보 등 메타데이터가 남지 않는다 */
async function reencode(bytes: Uint8Array, kind: Kind): Promise<Uint8Array> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate();
    const out =
      kind.ext === 'png' ? image.png() : kind.ext === 'webp' ? image.webp({ quality: 90 }) : image.jpeg({ quality: 90, mozjpeg: true });
    return new Uint8Array(await out.toBuffer());
  } catch {
    throw unsupported();
  }
}

/**
 * 저장소는 DB 트랜잭션에 들지 않는다: 저장에 성공한 뒤에 한 줄 적는다. 형식·크기에서 거절된 파일은 저장도 기록도 없다.
 * (기록을 적다 실패하면 올린 파일만 남는다 — 어디에도 쓰이지 않은 이미지일 뿐 바뀐 데이터는 없다)
 */
export async function storeImage(deps: AppDeps, storage: Storage, actor: AuditActor, bytes: Uint8Array): Promise<UploadedImage> {
  if (bytes.length === 0) throw imageRequired();
  if (bytes.length > IMAGE_MAX_BYTES) throw imageTooLarge();
  const kind = await detect(bytes);
  const stored = kind === SVG ? bytes : await reencode(bytes, kind);
  const now = deps.now();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const key = `images/${now.getUTCFullYear()}/${month}/${randomUUID()}.${kind.ext}`;
  const { url } = await storage.put(key, stored, kind.contentType);
  const image = { url, key, contentType: kind.contentType, size: stored.length };
  await insertAuditLog(deps.db, { ...actor, kind: 'images.upload', targetType: 'image', targetId: key, summary: `이미지 업로드: ${key}`, after: image });
  return image;
}
