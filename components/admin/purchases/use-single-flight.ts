'use client';

import { useCallback, useRef, useState } from 'react';

/**
 * 같은 키의 작업이 끝나기 전에는 다시 시작하지 않는다. 두 번 빠르게 누르면 두 번째 클릭은
 * React 가 버튼을 disabled 로 다시 그리기 전에 올 수 있어, 상태가 아니라 ref 로 막는다.
 */
export function useSingleFlight<K>() {
  const running = useRef(new Set<K>());
  const [pending, setPending] = useState<ReadonlySet<K>>(new Set());
  const run = useCallback(async (key: K, action: () => Promise<unknown>) => {
    if (running.current.has(key)) return;
    running.current.add(key);
    setPending(new Set(running.current));
    try {
      await action();
    } finally {
      running.current.delete(key);
      setPending(new Set(running.current));
    }
  }, []);
  return { run, isPending: (key: K) => pending.has(key) };
}
