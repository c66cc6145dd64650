import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES } from '../../../lib/schemas/contents';
import { auditRows } from '../../helpers/audit-logs';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';

let t: TestApp;
let admin: TestMember;
let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'uploads-'));
  t = await createTestApp({ env: { UPLOADS_DIR: uploadsDir, API_PUBLIC_URL: 'https://api.example.com' } });
  admin = await t.loginAsAdmin();
});
afterAll(async () => {
  await t.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const pixels = (format: 'png' | 'jpeg') =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: { r: 240, g: 80, b: 120 } } })[format]().toBuffer();

async function upload(bytes: Uint8Array | string, filename: string, type = 'application/octet-stream', as: { token?: string; requestId?: string } = {}) {
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart], { type }), filename);
  const headers: Record<string, string> = { authorization: `Bearer ${as.token ?? admin.accessToken}` };
  if (as.requestId) headers['x-request-id'] = as.requestId;
  const res = await t.request('/v1/admin/images', { method: 'POST', body: form, headers });
  return { status: res.status, body: await res.json() };
}
const uploadsPath = (url: string) => new URL(url).pathname;

describe('POST /v1/admin/images', () => {
  it.each(['png', 'jpeg'] as const)('POST /v1/admin/images – 진짜 %s 는 201, WebP 로 저장되고 GET /uploads/<key> 가 image/webp 로 돌려준다', async (format) => {
    const res = await upload(await pixels(format), `photo.${format}`, `image/${format}`);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.contentType).toBe('image/webp');
    expect(res.body.key).toMatch(/^images\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);
    expect(res.body.url).toBe(`https://api.example.com/uploads/${res.body.key}`);

    const served = await t.request(uploadsPath(res.body.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('max-age=31536000');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.length).toBe(res.body.size);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 8, height: 6 });
    // PNG(글자·로고)는 거의 무손실(VP8L 비트스트림), 사진(JPEG)은 손실 압축(VP8)
    expect(bytes.subarray(12, 16).toString('latin1')).toBe(format === 'png' ? 'VP8L' : 'VP8 ');
  });

  it('POST /v1/admin/images – .jpg 로 이름만 바꾼 PNG 도 내용대로 PNG 로 읽혀(투명도 유지) WebP 로 저장된다', async () => {
    const clear = await sharp({ create: { width: 8, height: 6, channels: 4, background: { r: 240, g: 80, b: 120, alpha: 0.5 } } }).png().toBuffer();
    const res = await upload(clear, 'disguised.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    expect(res.body.contentType).toBe('image/webp');
    expect(res.body.key).toMatch(/\.webp$/);
    const meta = await sharp(Buffer.from(await (await t.request(uploadsPath(res.body.url))).arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', hasAlpha: true });
  });

  it('POST /v1/admin/images – 긴 변이 2000px 을 넘는 그림은 비율대로 2000px 로 줄이고, 작은 그림은 키우지 않는다', async () => {
    const wide = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#3366ff' } }).png().toBuffer();
    const big = await upload(wide, 'wide.png', 'image/png');
    expect(big.status, JSON.stringify(big.body)).toBe(201);
    const bigBytes = Buffer.from(await (await t.request(uploadsPath(big.body.url))).arrayBuffer());
    expect(bigBytes.length).toBe(big.body.size);
    expect(await sharp(bigBytes).metadata()).toMatchObject({ format: 'webp', width: 2000, height: 667 });

    const tall = await sharp({ create: { width: 600, height: 2400, channels: 3, background: '#3366ff' } }).jpeg().toBuffer();
    const tallRes = await upload(tall, 'tall.jpg', 'image/jpeg');
    expect(tallRes.status).toBe(201);
    expect(await sharp(Buffer.from(await (await t.request(uploadsPath(tallRes.body.url))).arrayBuffer())).metadata()).toMatchObject({ width: 500, height: 2000 });

    const small = await upload(await pixels('jpeg'), 'small.jpg', 'image/jpeg');
    expect(small.status).toBe(201);
    expect(await sharp(Buffer.from(await (await t.request(uploadsPath(small.body.url))).arrayBuffer())).metadata()).toMatchObject({ width: 8, height: 6 });
  });

  it('POST /v1/admin/images – .png 로 이름을 바꾼 텍스트 파일은 400', async () => {
    const res = await upload('그냥 글자입니다. 이미지가 아닙니다.', 'note.png', 'image/png');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'IMAGE_TYPE_UNSUPPORTED', message: CONTENT_MESSAGES.imageUnsupported });
  });

  it('POST /v1/admin/images – 스크립트·이벤트 속성·외부 참조가 있는 SVG 는 400, 깨끗한 SVG 는 201', async () => {
    const wrap = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">${inner}</svg>`;
    for (const bad of [
      wrap('<script>alert(1)</script>'),
      wrap('<rect width="10" height="10" onload="alert(1)"/>'),
      wrap('<a href="java&#115;cript:alert(1)"><rect width="10" height="10"/></a>'),
      wrap('<image xlink:href="http://evil.example/x.png" width="10" height="10"/>'),
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]>${wrap('<rect width="1" height="1"/>')}`,
    ]) {
      const res = await upload(bad, 'bad.svg', 'image/svg+xml');
      expect(res.status, bad).toBe(400);
      expect(res.body.code, bad).toBe('IMAGE_TYPE_UNSUPPORTED');
    }
    const clean = wrap('<defs><linearGradient id="g"><stop offset="0" stop-color="#f06"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/><text x="1" y="8">안녕</text>');
    const res = await upload(`<?xml version="1.0" encoding="UTF-8"?>\n${clean}`, 'clean.svg', 'image/svg+xml');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.contentType).toBe('image/svg+xml');
    const served = await t.request(uploadsPath(res.body.url));
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('POST /v1/admin/images – 5,242,881 바이트는 413, 빈 파일·파일 없음은 400', async () => {
    const tooBig = await upload(new Uint8Array(5_242_881), 'big.png', 'image/png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ code: 'IMAGE_TOO_LARGE', message: CONTENT_MESSAGES.imageTooLarge });

    const empty = await upload(new Uint8Array(0), 'empty.png', 'image/png');
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('IMAGE_REQUIRED');

    const noFile = await t.request('/v1/admin/images', {
      method: 'POST',
      body: new FormData(),
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(noFile.status).toBe(400);
    expect((await noFile.json()).meta.fields.file).toBe(CONTENT_MESSAGES.imageFileRequired);
  });

  it('POST /v1/admin/images – JPEG 의 EXIF 메타데이터는 저장본에서 지워진다', async () => {
    const withExif = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#3366ff' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: '촬영자', Software: 'test-camera' } } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();

    const res = await upload(withExif, 'exif.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    const stored = Buffer.from(await (await t.request(uploadsPath(res.body.url))).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('test-camera'))).toBe(false);
  });

  it('POST /v1/admin/images – 작업 기록: 저장한 이미지마다 누가·요청 id·키를 한 줄, 거절된 파일(400·413)은 기록 없음', async () => {
    const manager = await t.loginAsAdmin('MANAGER');
    const before = (await auditRows(t, 'images.upload')).length;
    expect((await upload('이미지가 아닙니다', 'note.png', 'image/png', { token: manager.accessToken })).status).toBe(400);
    expect((await upload(new Uint8Array(5_242_881), 'big.png', 'image/png', { token: manager.accessToken })).status).toBe(413);
    expect(await auditRows(t, 'images.upload')).toHaveLength(before);

    const res = await upload(await pixels('png'), 'logo.png', 'image/png', { token: manager.accessToken, requestId: 'req-image-upload' });
    expect(res.status).toBe(201);
    const rows = await auditRows(t, 'images.upload', res.body.key);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorMemberId: manager.memberId, actorRole: 'MANAGER', targetType: 'image', requestId: 'req-image-upload', before: null, after: res.body });
    expect(await auditRows(t, 'images.upload')).toHaveLength(before + 1);
  });

  it('GET /uploads/* – 폴더를 벗어나는 경로와 없는 키는 404', async () => {
    for (const p of ['/uploads/../package.json', '/uploads/..%2Fpackage.json', '/uploads/%2e%2e/%2e%2e/package.json', '/uploads/images/none.png', '/uploads/.env']) {
      const res = await t.request(p);
      expect([400, 404], p).toContain(res.status);
      expect(await res.text(), p).not.toContain('"name"');
    }
  });
});
