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
