import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../../../server/providers/storage';
import { createTestApp, type TestApp } from '../../helpers/test-app';

type Recorded = { method: string; url: string; headers: IncomingMessage['headers']; body: Buffer };

// S3 처럼 말하는 작은 서버: PUT 은 저장하고 200, GET 은 저장한 것을 돌려주거나 NoSuchKey 404
let server: Server;
let endpoint: string;
const requests: Recorded[] = [];
const objects = new Map<string, { body: Buffer; type: string }>();

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const rec = { method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks) };
    requests.push(rec);
    const path = rec.url.split('?')[0]!;
    if (rec.method === 'PUT') {
      objects.set(path, { body: rec.body, type: String(req.headers['content-type']) });
      res.writeHead(200, { etag: '"abc"' }).end();
    } else if (rec.method === 'GET' && objects.has(path)) {
      const o = objects.get(path)!;
      res.writeHead(200, { 'content-type': o.type, 'content-length': o.body.length }).end(o.body);
    } else {
      res
        .writeHead(404, { 'content-type': 'application/xml' })
        .end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>not found</Message></Error>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('S3 저장소 (실제 어댑터, 루프백 S3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        S3_BUCKET: 'store-uploads',
        S3_REGION: 'ap-northeast-2',
        S3_ENDPOINT: endpoint,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'test-secret-key',
      },
    });
  });
  afterAll(() => t.close());

  it('POST /v1/admin/images – S3_BUCKET 이 있으면 서명된 PUT /버킷/키 로 올리고 버킷 주소를 돌려준다', async () => {
    const admin = await t.loginAsAdmin();
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#00aa88' } }).png().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png as BlobPart]), 'a.png');
    const res = await t.request('/v1/admin/images', { method: 'POST', body: form, headers: { authorization: `Bearer ${admin.accessToken}` } });
    expect(res.status).toBe(201);
    const body = await res.json();

    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.url.split('?')[0]).toBe(`/store-uploads/${body.key}`);
    expect(put.headers['content-type']).toBe('image/webp');
    expect(put.headers['cache-control']).toContain('max-age=31536000');
    expect(String(put.headers.authorization)).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-northeast-2\/s3\/aws4_request/);
    expect(put.body.length).toBe(body.size);
    expect((await sharp(put.body).metadata()).format).toBe('webp');
    expect(body.key).toMatch(/\.webp$/);
    expect(body.url).toBe(`${endpoint}/store-uploads/${body.key}`);

    // /uploads/<key> 는 같은 저장소에서 꺼내 준다
    const served = await t.request(`/uploads/${body.key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await served.arrayBuffer()).equals(put.body)).toBe(true);
  });

  it('S3Storage.get – 버킷에 없는 키는 null (NoSuchKey)', async () => {
    const storage = new S3Storage({ bucket: 'store-uploads', region: 'ap-northeast-2', endpoint, forcePathStyle: true, accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'x' });
    expect(await storage.get('images/2026/11/none.png')).toBeNull();
    expect((await t.request('/uploads/images/2026/11/none.png')).status).toBe(404);
  });

  it('S3Storage.put – S3_PUBLIC_URL 이 있으면 그 주소로, 없고 AWS 면 가상 호스트 주소로', async () => {
    const cdn = new S3Storage({ bucket: 'b', region: 'ap-northeast-2', endpoint, forcePathStyle: true, accessKeyId: 'k', secretAccessKey: 's', publicUrl: 'https://cdn.example.com/' });
    expect((await cdn.put('images/2026/11/x.png', new Uint8Array([1, 2, 3]), 'image/png')).url).toBe('https://cdn.example.com/images/2026/11/x.png');
    expect(objects.get('/b/images/2026/11/x.png')?.body).toEqual(Buffer.from([1, 2, 3]));
    const aws = new S3Storage({ bucket: 'b', region: 'ap-northeast-2' });
    expect(aws.publicUrlOf('images/k.png')).toBe('https://b.s3.ap-northeast-2.amazonaws.com/images/k.png');
  });
});
