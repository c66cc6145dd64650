import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage, S3Storage } from '../../../server/providers/storage';

// S3 처럼 말하는 작은 서버: PUT 은 저장, DELETE 는 (없어도) 204
let server: Server;
let endpoint: string;
const objects = new Map<string, Buffer>();
const deletes: string[] = [];
beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const key = req.url!.split('?')[0]!;
    if (req.method === 'PUT') {
      objects.set(key, Buffer.concat(chunks));
      res.writeHead(200, { etag: '"abc"' }).end();
    } else if (req.method === 'DELETE') {
      deletes.push(key);
      objects.delete(key);
      res.writeHead(204).end();
    } else {
      res.writeHead(404, { 'content-type': 'application/xml' }).end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code></Error>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('저장소 delete (후기 사진 삭제·정리가 쓴다)', () => {
  it('S3Storage.delete – 서명된 DELETE /버킷/키 를 보내고, 키 모양이 틀리면 보내지 않는다', async () => {
    const s3 = new S3Storage({ bucket: 'b', region: 'ap-northeast-2', endpoint, forcePathStyle: true, accessKeyId: 'AKID', secretAccessKey: 'secret' });
    await s3.put('reviews/2026/11/a.png', new Uint8Array([1, 2, 3]), 'image/png');
    expect(objects.has('/b/reviews/2026/11/a.png')).toBe(true);
    await s3.delete('reviews/2026/11/a.png');
    expect(deletes).toEqual(['/b/reviews/2026/11/a.png']);
    expect(objects.has('/b/reviews/2026/11/a.png')).toBe(false);
    await s3.delete('../etc/passwd');
    expect(deletes).toHaveLength(1);
  });

  it('LocalDiskStorage.delete – 파일을 지우고, 없는 키나 폴더 밖 키는 조용히 넘긴다', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'storage-delete-'));
    try {
      const disk = new LocalDiskStorage(root, 'https://api.example.com');
      await disk.put('reviews/2026/11/b.png', new Uint8Array([1]), 'image/png');
      await disk.delete('reviews/2026/11/b.png');
      expect(await disk.get('reviews/2026/11/b.png')).toBeNull();
      expect(await readdir(path.join(root, 'reviews/2026/11'))).toEqual([]);
      await expect(disk.delete('reviews/2026/11/b.png')).resolves.toBeUndefined();
      await expect(disk.delete('../outside.png')).resolves.toBeUndefined();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
