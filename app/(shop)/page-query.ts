import { z } from 'zod';
import { FaqCategorySchema } from '@/lib/schemas/contents';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** 목록 화면의 ?page=n. 이상한 값이면 1쪽 */
export async function pageFrom(searchParams: SearchParams): Promise<number> {
  return z.coerce.number().int().min(1).max(10_000).catch(1).parse((await searchParams).page);
}

/** FAQ 의 ?category=. 모르는 값이면 전체 */
export async function faqCategoryFrom(searchParams: SearchParams) {
  return FaqCategorySchema.optional().catch(undefined).parse((await searchParams).category);
}
