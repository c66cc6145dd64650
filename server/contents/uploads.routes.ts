import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';
import { fail } from '../lib/errors';
import type { Storage } from '../providers/storage';
import { UPLOAD_CACHE_CONTROL } from '../providers/storage/storage';

/** 로컬 디스크 저장소의 파일을 내보낸다. 키 모양은 저장소가 검사하므로 '..' 나 %2F 로 폴더를 벗어날 수 없다 */
export function uploadsRouter(storage: Storage) {
  // GET /uploads/{key} – 업로드한 이미지 (로컬 저장소)
  return new Hono<AppEnv>().get('/*', async (c) => {
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.replace(/^\/uploads\//, ''));
    } catch {
      throw fail('UPLOAD_NOT_FOUND');
    }
    const object = await storage.get(key);
    if (!object) throw fail('UPLOAD_NOT_FOUND');
    return c.body(object.bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': object.contentType,
      'content-length': String(object.bytes.length),
      'cache-control': UPLOAD_CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
      // SVG 를 직접 열어도 스크립트가 돌지 않게 (업로드 때 이미 걸렀지만 한 겹 더)
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
    });
  });
}
