import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactElement } from 'react';
import { FaqCategorySchema } from '@/lib/schemas/contents';
import type { FaqCategory } from '@/lib/schemas/content-rules';

// 목록 화면은 ?page=·?category= 를 서버에서 읽지 않는다(읽으면 요청마다 그리게 된다).
// next.config.ts 의 rewrites 가 그 값을 경로 조각(pages/[page], categories/[category])으로 넘겨 주고, 그 화면도 라우트 캐시에 남는다

/**
 * 쪽 번호 조각. rewrites 는 1~9999 를 십진수 그대로만 넘긴다: 그 밖의 값('02', '2.0' 처럼 같은 쪽의 다른 표기 포함)은
 * 누가 경로를 직접 적은 것이라 찾을 수 없음. 쪽마다 라우트 캐시에 남으므로 같은 쪽이 여러 주소로 쌓이지 않게
 */
export function pageNumberOrNotFound(value: string): number {
  if (!/^[1-9]\d{0,3}$/.test(value)) notFound();
  return Number(value);
}

/** FAQ 분류 조각. 모르는 분류는 찾을 수 없음 */
export function faqCategoryOrNotFound(value: string): FaqCategory {
  const parsed = FaqCategorySchema.safeParse(value);
  if (!parsed.success) notFound();
  return parsed.data;
}

/** 쪽 화면은 빌드 때 그리지 않는다: 처음 열릴 때 그려 캐시한다(ISR) */
export function noPagesAtBuild(): { page: string }[] {
  return [];
}

type PageParams = { params: Promise<{ page: string }> };

/**
 * 목록의 ?page=n 이 rewrites 로 오는 쪽 화면(pages/[page])의 제목과 본문. load 는 그 쪽을 받되 마지막 쪽 너머면 찾을 수 없음
 * (withinPagesOrNotFound). 제목에서 먼저 걸러 찾을 수 없음 화면이 목록의 제목을 달지 않게 한다: 브라우저에는 제목이 본문과
 * 따로 흘러간다. 본문과 같은 요청이라 데이터 캐시에서 한 번만 받는다
 */
export function listPageRoute({ load, metadata, render }: { load: (page: number) => Promise<unknown>; metadata: Metadata; render: (page: number) => ReactElement }) {
  return {
    generateMetadata: async ({ params }: PageParams): Promise<Metadata> => {
      await load(pageNumberOrNotFound((await params).page));
      return metadata;
    },
    Page: async ({ params }: PageParams) => render(pageNumberOrNotFound((await params).page)),
  };
}
