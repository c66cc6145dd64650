'use client';

import { useSyncExternalStore } from 'react';
import { theme } from '@/styles/theme';

const QUERY = `(min-width: ${theme.layout.consoleWide}px)`;

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const current = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY).matches : false);

/**
 * 콘솔이 넓은 화면(1024px~)인가. 서버와 첫 그림은 좁은 화면(카드)으로 그린다: 목록은 어차피 불러온 뒤에 채워진다.
 * 표와 카드를 둘 다 그려 CSS 로 숨기지 않는 것은 같은 링크·버튼이 두 번 생기지 않게 하려고.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, current, () => false);
}
