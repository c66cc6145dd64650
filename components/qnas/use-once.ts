'use client';

import { useCallback, useRef, useState } from 'react';

/**
 * 한 번만 시작하는 작업(docs/product.md, Inquiry form: 제출이 시작되면 이후 클릭은 무시, 실패해도 풀지 않는다).
 * 두 번째 클릭은 버튼이 disabled 로 다시 그려지기 전에 올 수 있어, 상태가 아니라 ref 로 막는다.
 */
export function useOnce() {
  const started = useRef(false);
  const [locked, setLocked] = useState(false);
  /** 처음 부를 때만 true */
  const claim = useCallback(() => {
    if (started.current) return false;
    started.current = true;
    setLocked(true);
    return true;
  }, []);
  /**
   * 다시 시작할 수 있게 푼다. 서버가 칸을 짚어 거절해 아무것도 만들어지지 않은 것이 확실할 때만 부른다:
   * 회원이 그 칸을 고쳐 다시 보낼 수 있어야 칸 아래 문구가 쓸모 있다(그 밖의 실패는 docs/product.md 대로 잠긴 채)
   */
  const release = useCallback(() => {
    started.current = false;
    setLocked(false);
  }, []);
  return { locked, claim, release };
}
