import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { members, pointLedger } from '../../../server/db/schema';
import { serviceFixtures, type ServiceFixtures } from '../../helpers/service-fixtures';
import type { TestApp, TestMember } from '../../helpers/test-app';

/** 세 줄(빈 줄 빼고)짜리, 두 줄짜리 후기 본문 */
export const THREE_LINES = '팔로워가 빨리 늘었어요.\n\n유지도 잘 되고 있습니다.\n다음에도 이용할게요!';
export const TWO_LINES = '팔로워가 빨리 늘었어요.\n다음에도 이용할게요!';

export const reviewBody = (memberId: number, serviceId: number, overrides: Record<string, unknown> = {}) => ({
  memberId,
  serviceId,
  rating: 4.5,
  title: '만족합니다',
  content: TWO_LINES,
  imageUrlList: [],
  ...overrides,
});

export const pixels = (format: 'png' | 'jpeg', background = '#f05078') =>
  sharp({ create: { width: 8, height: 6, channels: 3, background } })[format]().toBuffer();

/** 작은 PNG 의 IHDR 뒤에 tEXt 조각을 넣어 정확히 total 바이트로 만든다(메타데이터가 든 올바른 PNG) */
export async function pngOfExactSize(total: number, keyword = 'Comment'): Promise<Uint8Array> {
  const base = await pixels('png');
  const ihdrEnd = 8 + 4 + 4 + 13 + 4;
  const overhead = 12 + keyword.length + 1;
  const textLength = total - base.length - overhead;
  const data = Buffer.concat([Buffer.from(`${keyword}\0`, 'latin1'), Buffer.alloc(textLength, 'a')]);
  const type = Buffer.from('tEXt', 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])) >>> 0);
  const out = Buffer.concat([base.subarray(0, ihdrEnd), length, type, data, crc, base.subarray(ihdrEnd)]);
  if (out.length !== total) throw new Error(`크기 ${out.length} != ${total}`);
  return new Uint8Array(out);
}

export async function uploadReviewImage(t: TestApp, token: string, bytes: Uint8Array | string, filename: string, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart], { type }), filename);
  const res = await t.request('/v1/reviews/images', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: await res.json() };
}

export async function memberRow(t: TestApp, memberId: number) {
  const [row] = await t.db.select({ point: members.point, reviewCount: members.reviewCount }).from(members).where(eq(members.id, memberId));
  return row!;
}

export const ledgerOf = (t: TestApp, memberId: number) => t.db.select().from(pointLedger).where(eq(pointLedger.memberId, memberId)).orderBy(pointLedger.id);

/** 관리자·상품 진열대를 한 번 만들고, 회원마다 완료된 9,000원 서비스를 만든다 */
export async function reviewWorld(t: TestApp) {
  const admin = await t.loginAsAdmin();
  const fx: ServiceFixtures = await serviceFixtures(t, admin.accessToken);
  const product = await fx.product({ unitPrice: 100 });

  async function completedService(member: TestMember, o: { unitPrice?: number; quantity?: number; status?: 'COMPLETED' | 'IN_PROGRESS' } = {}) {
    const { serviceId } = await fx.paidService({ memberId: member.memberId, productId: product.id, unitPrice: o.unitPrice ?? 100, quantity: o.quantity ?? 90 });
    await fx.setServiceStatus(serviceId, o.status ?? 'COMPLETED');
    return serviceId;
  }

  async function writeReview(member: TestMember, overrides: Record<string, unknown> = {}) {
    const serviceId = await completedService(member);
    const res = await t.json('POST', '/v1/reviews', reviewBody(member.memberId, serviceId, overrides), member.accessToken);
    if (res.status !== 201) throw new Error(`후기 등록: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.review;
  }

  return { admin, fx, product, completedService, writeReview };
}
