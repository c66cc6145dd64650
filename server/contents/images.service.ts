import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { UploadedImage } from '../../lib/schemas/contents';
import { errorMessage } from '../../lib/schemas/errors';
import { IMAGE_MAX_BYTES } from '../../lib/schemas/upload-rules';
import type { AuditActor } from '../audit-logs/actor';
import { insertAuditLog } from '../audit-logs/audit-logs.repository';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import { encodeWebp } from '../lib/image-encoding';
import type { Storage } from '../providers/storage';
import { isSafeSvg } from './svg-check';

type Kind = { ext: 'webp' | 'svg'; contentType: string };
// png·jpeg·webp 는 받되 모두 WebP 로 다시 인코딩해 저장한다
const RASTER_INPUT = new Set(['image/png', 'image/jpeg', 'image/webp']);
const WEBP: Kind = { ext: 'webp', contentType: 'image/webp' };
const SVG: Kind = { ext: 'svg', contentType: 'image/svg+xml' };
// 휴대폰 사진은 긴 변이 4000px 쯤이지만 스토어는 480 CSS px 폭까지라 화면 배율 3배여도 1440px 이다.
// 넓은 페이지의 글 그림까지 생각해 긴 변 2000px 까지만 둔다
const MAX_EDGE = 2000;

// 폼이 파일 칸 아래에 보여 주도록 fields.file 에도 같은 문장을 싣는다
const unsupported = () => fail('IMAGE_TYPE_UNSUPPORTED', { fields: { file: errorMessage('IMAGE_TYPE_UNSUPPORTED') } });
export const imageRequired = () => fail('IMAGE_REQUIRED', { fields: { file: errorMessage('IMAGE_REQUIRED') } });

export const imageTooLarge = () => fail('IMAGE_TOO_LARGE', { maxBytes: IMAGE_MAX_BYTES });

/** 파일 이름·Content-Type 은 믿지 않고 내용(매직 바이트)으로 종류를 정한다 */
async function detect(bytes: Uint8Array): Promise<Kind> {
  const found = await fileTypeFromBuffer(bytes);
  if (found && RASTER_INPUT.has(found.mime)) return WEBP;
  if ((!found || found.ext === 'xml') && (await isSafeSvg(bytes))) return SVG;
  throw unsupported();
}

/**
 * 저장소는 DB 트랜잭션에 들지 않는다: 저장에 성공한 뒤에 한 줄 적는다. 형식·크기에서 거절된 파일은 저장도 기록도 없다.
 * (기록을 적다 실패하면 올린 파일만 남는다 — 어디에도 쓰이지 않은 이미지일 뿐 바뀐 데이터는 없다)
 */
export async function storeImage(deps: AppDeps, storage: Storage, actor: AuditActor, bytes: Uint8Array): Promise<UploadedImage> {
  if (bytes.length === 0) throw imageRequired();
  if (bytes.length > IMAGE_MAX_BYTES) throw imageTooLarge();
  const kind = await detect(bytes);
  // SVG 는 검사를 통과한 그대로 둔다. 그림은 회전 반영·크기 제한·메타데이터 제거를 거친 WebP 로
  const stored = kind === SVG ? bytes : await encodeWebp(bytes, { maxEdge: MAX_EDGE, onError: unsupported });
  const now = deps.now();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const key = `images/${now.getUTCFullYear()}/${month}/${randomUUID()}.${kind.ext}`;
  const { url } = await storage.put(key, stored, kind.contentType);
  const image = { url, key, contentType: kind.contentType, size: stored.length };
  await insertAuditLog(deps.db, { ...actor, kind: 'images.upload', targetType: 'image', targetId: key, summary: `이미지 업로드: ${key}`, after: image });
  return image;
}
