import { notFound } from 'next/navigation';
import { z } from 'zod';
import { FaqCategorySchema } from '@/lib/schemas/contents';
import type { FaqCategory } from '@/lib/schemas/content-rules';

// 목록 화면은 ?page=·?category= 를 서버에서 읽지 않는다(읽으면 요청마다 그리게 된다).
// next.config.ts 의 rewrites 가 그 값을 경로 조각(pages/[page], categories/[category])으로 넘겨 주고, 그 화면도 라우트 캐시에 남는다

/** 쪽 번호 조각. rewrites 는 1~9999 만 넘기므로 그 밖의 값은 누가 경로를 직접 적은 것: 찾을 수 없음 */
export function pageNumberOrNotFound(value: string): number {
  const parsed = z.coerce.number().int().min(1).max(9_999).safeParse(value);
  if (!parsed.success) notFound();
  return parsed.data;
}

/** FAQ 분류 조각. 모르는 분류는 찾을 수 없음 */
export function faqCategoryOrNotFound(value: string): FaqCategory {
  const parsed = FaqCategorySchema.safeParse(value);
  if (!parsed.success) notFound();
  return parsed.data;
}
