'use client';

import { useEffect } from 'react';

/** 페이스북 로그인이 돌려보낼 때 붙이는 빈 조각. 주소창에 남지 않게 지운다. */
const FACEBOOK_FRAGMENT = '#_=_';

/**
 * 페이지를 처음 열 때 한 번(docs/product.md, Page behaviour): #_=_ 를 지우고, 브라우저의 스크롤 복원을
 * 끄고 맨 위에서 시작한다. 복원을 끄는 이유는 모달(?modal=)을 열고 닫을 때
 * 브라우저가 엉뚱한 위치로 튀지 않게 하려는 것.
 */
export function usePageBehaviour() {
  useEffect(() => {
    if (window.location.hash === FACEBOOK_FRAGMENT) {
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', pathname + search);
    }
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    window.scrollTo(0, 0);
  }, []);
}
