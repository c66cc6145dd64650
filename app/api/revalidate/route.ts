import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { CACHE_TAG_NAMES, isCacheTag } from '@/lib/cache-tags';

// 상품 하나의 태그(product-{id})가 섞여도 한 쓰기가 보내는 태그는 몇 개뿐이다
const BodySchema = z.object({ tags: z.array(z.string().refine(isCacheTag)).min(1).max(20) });

const secret = () => process.env.REVALIDATE_SECRET ?? 'dev-only-revalidate-secret';

function secretMatches(given: string | null): boolean {
  if (given === null) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(secret())];
  return a.length === b.length && timingSafeEqual(a, b);
}

// POST /api/revalidate – 관리자 쓰기 뒤 API 가 부른다: 태그 달린 캐시를 비운다
export async function POST(request: Request) {
  if (!secretMatches(request.headers.get('x-revalidate-secret'))) {
    return Response.json({ code: 'UNAUTHORIZED', message: '인증 정보가 올바르지 않습니다.', meta: null }, { status: 401 });
  }
  const parsed = BodySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    return Response.json({ code: 'INVALID_TAGS', message: `태그는 ${CACHE_TAG_NAMES.join(', ')}, product-{id} 중에서 보내주세요.`, meta: null }, { status: 400 });
  }
  const tags = [...new Set(parsed.data.tags)];
  // expire: 0 – 낡은 값을 한 번도 내주지 않고 다음 요청이 새로 받는다 (Next 16 의 두 번째 인자)
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: tags });
}
