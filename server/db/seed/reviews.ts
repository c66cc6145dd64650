import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { loadConfig } from '../../config';
import { hashPassword } from '../../members/passwords';
import { createStorage } from '../../providers/storage';
import { maskName } from '../../reviews/reviews.service';
import type { Db } from '../client';
import { members, products, purchaseLines, purchases, reviews, services } from '../schema';
import { DAY_MS } from '../../lib/time';


/** 데모 후기를 쓴 회원(로그인하지 않는다: 비밀번호는 아무도 모르는 임의 값) */
const REVIEWERS = [
  { email: 'reviewer1@demo.growth.example', name: '박지훈', rating: 5, photos: 2, title: '생각보다 훨씬 빨라요', content: '주문하고 30분 만에 시작됐어요.\n하루 만에 절반 넘게 들어왔습니다.\n빠진 인원도 거의 없어서 만족합니다.' },
  { email: 'reviewer2@demo.growth.example', name: '이서연', rating: 4.5, photos: 1, title: '가게 계정 키우는 데 도움됐어요', content: '카페 계정이라 걱정했는데 자연스럽게 늘었어요.\n전후 사진 올려요!\n다음 달에도 이용할게요.' },
  { email: 'reviewer3@demo.growth.example', name: '최민수', rating: 4, photos: 0, title: '가격 대비 괜찮습니다', content: '다른 곳보다 저렴하고 진행도 무난했어요. 상담도 친절했습니다.' },
  { email: 'reviewer4@demo.growth.example', name: '정하은', rating: 3.5, photos: 0, title: '조금 느렸지만 다 들어왔어요', content: '처음 하루는 느려서 걱정했는데\n이틀째부터 빠르게 채워졌어요.\n수량은 정확했습니다.' },
] as const;

/** 전후 사진처럼 보이는 단색 그림: 회원이 올린 후기 사진처럼 WebP 로 둔다 */
function fixturePhoto(index: number) {
  const colors = ['#f783ac', '#4dabf7', '#38d9a9', '#ffd43b'];
  return sharp({ create: { width: 480, height: 480, channels: 3, background: colors[index % colors.length]! } })
    .composite([{ input: Buffer.from(`<svg width="480" height="480"><circle cx="240" cy="240" r="${120 + index * 30}" fill="white" fill-opacity="0.45"/></svg>`) }])
    .webp({ quality: 82 })
    .toBuffer();
}

/** 사진은 저장소 어댑터로(로컬 디스크 또는 S3). 같은 키에 덮어쓰므로 여러 번 돌려도 같다. 실패하면 사진 없이 */
async function storePhotos(reviewer: number, count: number): Promise<string[]> {
  if (count === 0) return [];
  try {
    const storage = createStorage(loadConfig());
    const urls: string[] = [];
    for (let i = 0; i < count; i++) {
      const { url } = await storage.put(`reviews/seed/reviewer-${reviewer}-${i + 1}.webp`, new Uint8Array(await fixturePhoto(reviewer + i)), 'image/webp');
      urls.push(url);
    }
    return urls;
  } catch {
    return [];
  }
}

/**
 * 데모 후기: 후기 쓴 회원 넷이 판매 중인 데모 상품의 완료된 9,000원 이상 서비스에 하나씩.
 * 데모 회원(demo@example.com)의 서비스에는 달지 않는다: e2e 가 그 서비스로 후기를 쓴다.
 * 여러 번 돌려도 같은 결과: 회원이 이미 후기를 가졌으면 건너뛴다.
 */
export async function seedReviews(db: Db, now: Date): Promise<void> {
  const shelf = await db
    .select({ id: products.id, name: products.name, kind: products.kind, unitPrice: products.unitPrice, channelId: products.channelId, productTypeId: products.productTypeId })
    .from(products)
    .where(eq(products.status, 'SALEABLE'))
    .orderBy(asc(products.id))
    .limit(REVIEWERS.length);
  if (shelf.length === 0) return;

  const existing = await db.select({ email: members.email }).from(members).where(inArray(members.email, REVIEWERS.map((r) => r.email)));
  const known = new Set(existing.map((m) => m.email));
  for (const [index, r] of REVIEWERS.entries()) {
    if (!known.has(r.email)) {
      await db.insert(members).values({
        email: r.email,
        passwordHash: await hashPassword(randomBytes(24).toString('hex')),
        name: r.name,
        registrationType: 'EMAIL',
        termsAgreedAt: now,
      }).onConflictDoNothing();
    }
    const [member] = await db.select({ id: members.id }).from(members).where(eq(members.email, r.email)).limit(1);
    if (!member) continue;
    const [already] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.memberId, member.id)).limit(1);
    if (already) continue;

    const product = shelf[index % shelf.length]!;
    const quantity = Math.max(100, Math.ceil(12_000 / product.unitPrice));
    const total = product.unitPrice * quantity;
    const at = new Date(now.getTime() - (index + 2) * DAY_MS);
    const imageUrls = await storePhotos(index + 1, r.photos);
    await db.transaction(async (tx) => {
      const [purchase] = await tx
        .insert(purchases)
        .values({ memberId: member.id, orderNo: `SEED-REVIEW-${index + 1}-${member.id}`, status: 'PAID', method: 'CARD', source: 'BUY_NOW', orderName: product.name, subtotal: total, totalAmount: total, paidAt: at, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: purchases.id });
      if (!purchase) return;
      const [line] = await tx
        .insert(purchaseLines)
        .values({ purchaseId: purchase.id, productId: product.id, productName: product.name, productKind: product.kind, targetKey: `demo_review_${index + 1}`, unitPrice: product.unitPrice, quantity, subtotal: total, total })
        .returning({ id: purchaseLines.id });
      const [service] = await tx
        .insert(services)
        .values({ memberId: member.id, purchaseId: purchase.id, purchaseLineId: line!.id, productId: product.id, productName: product.name, targetKey: `demo_review_${index + 1}`, quantity, totalPrice: total, status: 'COMPLETED', productKind: product.kind, remains: 0, startedAt: at, completedAt: at, createdAt: at })
        .returning({ id: services.id });
      await tx.insert(reviews).values({
        memberId: member.id,
        serviceId: service!.id,
        productId: product.id,
        channelId: product.channelId,
        productTypeId: product.productTypeId,
        productName: product.name,
        rating: r.rating,
        title: r.title,
        content: r.content,
        imageUrls,
        authorName: maskName(r.name),
        createdAt: new Date(at.getTime() + DAY_MS),
        updatedAt: new Date(at.getTime() + DAY_MS),
      });
      await tx.update(members).set({ reviewCount: 1 }).where(and(eq(members.id, member.id), eq(members.reviewCount, 0)));
    });
  }
}
