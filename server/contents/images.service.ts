import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { CONTENT_LIMITS, CONTENT_MESSAGES, type UploadedImage } from '../../lib/schemas/contents';
import type { AppDeps } from '../lib/context';
import { ApiError } from '../lib/errors';
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

const fileError = (code: string, message: string) => new ApiError(code, 400, message, { fields: { file: message } });
const unsupported = () => fileError('IMAGE_TYPE_UNSUPPORTED', CONTENT_MESSAGES.imageUnsupported);
export const imageRequired = () => fileError('IMAGE_REQUIRED', CONTENT_MESSAGES.imageFileRequired);

export const imageTooLarge = () =>
  new ApiError('IMAGE_TOO_LARGE', 413, CONTENT_MESSAGES.imageTooLarge, { maxBytes: CONTENT_LIMITS.imageMaxBytes });

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

export async function storeImage(deps: AppDeps, storage: Storage, bytes: Uint8Array): Promise<UploadedImage> {
  if (bytes.length === 0) throw imageRequired();
  if (bytes.length > CONTENT_LIMITS.imageMaxBytes) throw imageTooLarge();
  const kind = await detect(bytes);
  const stored = kind === SVG ? bytes : await reencode(bytes, kind);
  const now = deps.now();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const key = `images/${now.getUTCFullYear()}/${month}/${randomUUID()}.${kind.ext}`;
  const { url } = await storage.put(key, stored, kind.contentType);
  return { url, key, contentType: kind.contentType, size: stored.length };
}
