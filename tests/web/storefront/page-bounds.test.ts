import { describe, expect, it } from 'vitest';
import { isPastLastPage } from '@/components/contents/page-bounds';

describe('isPastLastPage – 목록의 마지막 쪽 너머', () => {
  it('1쪽은 글이 없어도 그린다(빈 목록 안내)', () => {
    expect(isPastLastPage({ page: 1, size: 10, total: 0 })).toBe(false);
  });
  it('글이 남아 있는 쪽까지는 그리고, 그 너머는 찾을 수 없음', () => {
    expect(isPastLastPage({ page: 2, size: 10, total: 11 })).toBe(false);
    expect(isPastLastPage({ page: 2, size: 10, total: 10 })).toBe(true);
    expect(isPastLastPage({ page: 9999, size: 12, total: 30 })).toBe(true);
  });
});
