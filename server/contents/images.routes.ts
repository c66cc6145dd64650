import { createRoute } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { ErrorBodySchema } from '../../lib/schemas/common';
import { UploadedImageSchema } from '../../lib/schemas/contents';
import { IMAGE_MAX_BYTES } from '../../lib/schemas/upload-rules';
import { auditActor } from '../audit-logs/actor';
import { createRouter, jsonContent } from '../lib/router';
import type { Storage } from '../providers/storage';
import { allow, STAFF } from '../middleware/auth';
import { imageRequired, imageTooLarge, storeImage } from './images.service';

/** app.ts 의 공통 본문 한도(1MB)는 이 경로를 건너뛰고, 여기서 5MB + multipart 머리만큼 따로 막는다 */
export const IMAGE_UPLOAD_PATH = '/v1/admin/images';
const MULTIPART_OVERHEAD = 64 * 1024;

// 파일 필드는 zod 로 검증하지 않고(직접 읽어 한국어 오류를 낸다) 문서에만 적는다
const multipartFile = {
  type: 'object' as const,
  properties: { file: { type: 'string' as const, format: 'binary', description: 'jpg, png, webp, svg (5MB 이하). svg 외에는 긴 변 2000px 이하 WebP 로 저장한다' } },
  required: ['file'],
};

/** /v1/admin/images — 이미지 업로드 (관리자) */
export function adminImagesRouter(storage: Storage) {
  return createRouter()
    // POST /v1/admin/images – 이미지 한 장 업로드 (내용으로 형식 확인, 그림은 WebP 로 줄여 메타데이터 제거)
    .openapi(
      createRoute({
        method: 'post',
        path: '/images',
        tags: ['admin:images'],
        security: [{ bearerAuth: [] }],
        // 등급 검사가 먼저: 권한 없는 요청은 본문을 읽기 전에 돌려보낸다
        middleware: [
          allow(...STAFF),
          bodyLimit({
            maxSize: IMAGE_MAX_BYTES + MULTIPART_OVERHEAD,
            onError: () => {
              throw imageTooLarge();
            },
          }),
        ] as const,
        request: { body: { content: { 'multipart/form-data': { schema: multipartFile } }, required: true } },
        responses: {
          201: jsonContent(UploadedImageSchema, '저장된 이미지'),
          400: jsonContent(ErrorBodySchema, '파일 없음 또는 지원하지 않는 형식'),
          413: jsonContent(ErrorBodySchema, '5MB 초과'),
        },
      }),
      async (c) => {
        const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
        const file = form['file'];
        if (!(file instanceof File)) throw imageRequired();
        const bytes = new Uint8Array(await file.arrayBuffer());
        return c.json(await storeImage(c.get('deps'), storage, auditActor(c), bytes), 201);
      },
    );
}
