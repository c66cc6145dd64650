import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageBehaviour } from '@/hooks/use-page-behaviour';

// jsdom 에는 scrollTo 가 없다: 호출만 기록한다.
const scrollTo = vi.fn();
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo));
afterEach(() => {
  vi.restoreAllMocks();
  scrollTo.mockClear();
  window.history.replaceState(null, '', '/');
});

describe('usePageBehaviour – 페이지를 열 때 (docs/product.md, Page behaviour)', () => {
  it('소셜 로그인이 남긴 #_=_ 를 지우고 경로와 쿼리는 남긴다', () => {
    window.history.replaceState(null, '', '/my-page?tab=services#_=_');
    renderHook(() => usePageBehaviour());
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/my-page?tab=services');
  });

  it('다른 조각(#reviews)은 건드리지 않는다', () => {
    window.history.replaceState(null, '', '/products/1#reviews');
    renderHook(() => usePageBehaviour());
    expect(window.location.hash).toBe('#reviews');
  });

  it('스크롤 복원을 수동으로 바꾸고 맨 위로 올린다', () => {
    window.history.scrollRestoration = 'auto';
    renderHook(() => usePageBehaviour());
    expect(window.history.scrollRestoration).toBe('manual');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
