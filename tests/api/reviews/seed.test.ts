import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../server/db/seed';
import { members, reviews } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let uploadsDir: string;
const previous = process.env.UPLOADS_DIR;
beforeAll(async () => {
  // 시드는 설정을 환경변수에서 읽는다: 사진이 저장소의 임시 폴더로 가게 한다
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'seed-uploads-'));
  process.env.UPLOADS_DIR = uploadsDir;
  t = await createTestApp({ env: { UPLOADS_DIR: uploadsDir } });
});
afterAll(async () => {
  process.env.UPLOADS_DIR = previous;
  if (previous === undefined) delete process.env.UPLOADS_DIR;
  await t.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

describe('seedReviews', () => {
  it('seedDemo – 데모 후기 넷(사진 후기 둘)이 공개 목록에 보이고, 두 번 돌려도 그대로이며 데모 회원의 서비스에는 달지 않는다', async () => {
    await seedDemo(t.db);
    await seedDemo(t.db);
    const all = await t.db.select().from(reviews);
    expect(all).toHaveLength(4);
    expect(all.filter((r) => r.imageUrls.length > 0)).toHaveLength(2);

    const list = await t.json('GET', '/v1/reviews');
    expect(list.body.total).toBe(4);
    expect(list.body.items.map((r: { authorName: string }) => r.authorName).sort()).toEqual(['박*훈', '이*연', '정*은', '최*수']);
    const photo = all.find((r) => r.imageUrls.length > 0)!;
    const served = await t.request(new URL(photo.imageUrls[0]!).pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');

    const [demo] = await t.db.select({ id: members.id }).from(members).where(eq(members.email, 'demo@example.com'));
    expect(await t.db.select().from(reviews).where(eq(reviews.memberId, demo!.id))).toEqual([]);
  });
});
