'use client';

import { useCallback, useRef, useState } from 'react';

/**
 * 한 번만 시작하는 작업(SPEC.md §4: 제출이 시작되면 이후 클릭은 무시, 실패해도 풀지 않는다).
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
  return { locked, claim };
}
