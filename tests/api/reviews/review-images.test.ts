import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../lib/schemas/errors';
import { reviewImages } from '../../../server/db/schema';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { pixels, pngOfExactSize, reviewBody, reviewWorld, uploadReviewImage } from './fixtures';

let t: TestApp;
let me: TestMember;
let uploadsDir: string;
let world: Awaited<ReturnType<typeof reviewWorld>>;
beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'review-uploads-'));
  t = await createTestApp({ env: { UPLOADS_DIR: uploadsDir, API_PUBLIC_URL: 'https://api.example.com' } });
  world = await reviewWorld(t);
  me = await t.signup();
});
afterAll(async () => {
  await t.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const upload = (bytes: Uint8Array | string, filename: string, type?: string) => uploadReviewImage(t, me.accessToken, bytes, filename, type);
const served = async (url: string) => Buffer.from(await (await t.request(new URL(url).pathname)).arrayBuffer());

describe('POST /v1/reviews/images', () => {
  it('POST /v1/reviews/images – 진짜 jpeg·png 는 201 {imageUrl}, WebP 로 저장되고 review_images 에 올린 사람·형식·크기와 함께 남는다', async () => {
    for (const format of ['png', 'jpeg'] as const) {
      const res = await upload(await pixels(format), `photo.${format}`, `image/${format}`);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.imageUrl).toMatch(/^https:\/\/api\.example\.com\/uploads\/reviews\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);
      const file = await t.request(new URL(res.body.imageUrl).pathname);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await file.arrayBuffer());
      const [row] = await t.db.select().from(reviewImages).where(eq(reviewImages.url, res.body.imageUrl));
      expect(row).toMatchObject({ memberId: me.memberId, reviewId: null, contentType: 'image/webp', bytes: bytes.length });
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 8, height: 6 });
    }
  });

  it('POST /v1/reviews/images – .jpg 로 이름만 바꾼 PNG 도 내용대로 받아 WebP 로 저장된다', async () => {
    const res = await upload(await pixels('png'), 'disguised.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    expect(res.body.imageUrl).toMatch(/\.webp$/);
    expect((await sharp(await served(res.body.imageUrl)).metadata()).format).toBe('webp');
  });

  it('POST /v1/reviews/images – 긴 변이 1600px 을 넘는 사진은 비율대로 1600px 로 줄이고, 작은 사진은 키우지 않는다', async () => {
    const phone = await sharp({ create: { width: 2400, height: 3200, channels: 3, background: '#3366ff' } }).jpeg().toBuffer();
    const big = await upload(phone, 'phone.jpg', 'image/jpeg');
    expect(big.status, JSON.stringify(big.body)).toBe(201);
    const bigBytes = await served(big.body.imageUrl);
    expect(await sharp(bigBytes).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 1600 });
    const [row] = await t.db.select().from(reviewImages).where(eq(reviewImages.url, big.body.imageUrl));
    expect(row!.bytes).toBe(bigBytes.length);

    const small = await upload(await pixels('png'), 'small.png', 'image/png');
    expect(small.status).toBe(201);
    expect(await sharp(await served(small.body.imageUrl)).metadata()).toMatchObject({ width: 8, height: 6 });
  });

  it('POST /v1/reviews/images – EXIF 회전 정보(세로로 찍은 사진)는 픽셀에 반영해 저장한다', async () => {
    const sideways = await sharp({ create: { width: 30, height: 10, channels: 3, background: '#3366ff' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const res = await upload(sideways, 'portrait.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    const meta = await sharp(await served(res.body.imageUrl)).metadata();
    expect(meta).toMatchObject({ width: 10, height: 30 });
    expect(meta.orientation).toBeUndefined();
  });

  it('POST /v1/reviews/images – .png 로 이름을 바꾼 텍스트 파일, webp 는 415', async () => {
    const text = await upload('그냥 글자입니다. 이미지가 아닙니다.', 'note.png', 'image/png');
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ code: 'IMAGE_TYPE_UNSUPPORTED', message: '지원되지 않는 파일 타입입니다.' });
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).webp().toBuffer();
    expect((await upload(webp, 'photo.png', 'image/png')).status).toBe(415);
  });

  it('POST /v1/reviews/images – 5,242,881 바이트는 413, 딱 5,242,880 바이트는 201', async () => {
    const tooBig = await upload(await pngOfExactSize(5_242_881), 'big.png', 'image/png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ code: 'IMAGE_TOO_LARGE', message: ERRORS.IMAGE_TOO_LARGE.message });
    const exact = await upload(await pngOfExactSize(5_242_880), 'exact.png', 'image/png');
    expect(exact.status, JSON.stringify(exact.body)).toBe(201);
  });

  it('POST /v1/reviews/images – Content-Length 가 한도를 넘으면 본문을 읽기 전에 413', async () => {
    const res = await t.request('/v1/reviews/images', {
      method: 'POST',
      body: 'x',
      headers: { authorization: `Bearer ${me.accessToken}`, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(6 * 1024 * 1024) },
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe(ERRORS.IMAGE_TOO_LARGE.message);
  });

  it('POST /v1/reviews/images – 로그인하지 않으면 401, 파일이 없으면 400', async () => {
    const form = new FormData();
    form.append('file', new Blob([await pixels('png')]), 'a.png');
    expect((await t.request('/v1/reviews/images', { method: 'POST', body: form })).status).toBe(401);
    const empty = await t.request('/v1/reviews/images', { method: 'POST', body: new FormData(), headers: { authorization: `Bearer ${me.accessToken}` } });
    expect(empty.status).toBe(400);
  });

  it('POST /v1/reviews/images – 메타데이터(EXIF, PNG 글 조각)는 저장본에서 지워진다', async () => {
    const withExif = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#3366ff' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: '촬영자', Software: 'test-camera' } } })
      .toBuffer();
    const jpg = await upload(withExif, 'exif.jpg');
    expect(jpg.status).toBe(201);
    const storedJpg = await served(jpg.body.imageUrl);
    const meta = await sharp(storedJpg).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(storedJpg.includes(Buffer.from('test-camera'))).toBe(false);

    const png = await upload(await pngOfExactSize(4096, 'SecretGps'), 'meta.png');
    expect(png.status).toBe(201);
    expect((await served(png.body.imageUrl)).includes(Buffer.from('SecretGps'))).toBe(false);
  });
});

describe('POST /v1/reviews – 사진 묶기', () => {
  it('POST /v1/reviews – 내가 올린 사진은 묶이고, 남이 올린 사진·이미 묶인 사진은 400 으로 전체가 취소된다', async () => {
    const other = await t.signup();
    const mine = await upload(await pixels('png'), 'mine.png');
    const theirs = await uploadReviewImage(t, other.accessToken, await pixels('jpeg'), 'theirs.jpg');

    const serviceId = await world.completedService(me);
    const stolen = await t.json('POST', '/v1/reviews', reviewBody(me.memberId, serviceId, { imageUrlList: [mine.body.imageUrl, theirs.body.imageUrl] }), me.accessToken);
    expect(stolen.status).toBe(400);
    expect(stolen.body.code).toBe('REVIEW_IMAGE_INVALID');
    const [stillFree] = await t.db.select().from(reviewImages).where(eq(reviewImages.url, mine.body.imageUrl));
    expect(stillFree!.reviewId).toBeNull();

    const ok = await t.json('POST', '/v1/reviews', reviewBody(me.memberId, serviceId, { imageUrlList: [mine.body.imageUrl] }), me.accessToken);
    expect(ok.status).toBe(201);
    expect(ok.body.review.imageUrlList).toEqual([mine.body.imageUrl]);
    const [attached] = await t.db.select().from(reviewImages).where(eq(reviewImages.url, mine.body.imageUrl));
    expect(attached!.reviewId).toBe(ok.body.review.id);

    const second = await world.completedService(me);
    const reused = await t.json('POST', '/v1/reviews', reviewBody(me.memberId, second, { imageUrlList: [mine.body.imageUrl] }), me.accessToken);
    expect(reused.status).toBe(400);
  });
});
