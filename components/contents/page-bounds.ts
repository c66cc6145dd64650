import { notFound } from 'next/navigation';

// Pager 는 클라이언트 모듈이라 그 안의 함수는 서버 컴포넌트에서 부를 수 없다: 쪽 계산은 여기 둔다(가게·콘솔의 Pager 가 함께 쓴다)

/** 마지막 쪽 번호. 글이 없어도 1쪽 */
export function lastPageOf({ size, total }: { size: number; total: number }): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * 마지막 쪽 너머(?page=9999 에 글이 두 쪽뿐)인가: 목록 화면은 쪽마다 라우트 캐시에 남으므로, 빈 쪽을 200 으로 그려
 * 캐시하지 않고 찾을 수 없음으로 보낸다. 1쪽은 글이 없어도 그린다(빈 목록 안내)
 */
export function isPastLastPage({ page, size, total }: { page: number; size: number; total: number }): boolean {
  return page > lastPageOf({ size, total });
}

/**
 * 목록 한 쪽을 그대로 돌려주되 마지막 쪽 너머면 찾을 수 없음. 쪽 화면의 본문과 제목(generateMetadata)이 함께 부른다:
 * 제목에서 먼저 걸러야 찾을 수 없음 화면이 목록의 제목(공지사항 | 그로스몰)을 달지 않는다(브라우저에는 제목이 본문과
 * 따로 흘러가, 본문의 notFound() 만으로는 목록의 제목이 남았다)
 */
export function withinPagesOrNotFound<T extends { page: number; size: number; total: number }>(list: T): T {
  if (isPastLastPage(list)) notFound();
  return list;
}
