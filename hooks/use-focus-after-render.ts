'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * 틀린 칸으로 초점을 옮기되, 그 칸 아래 문구가 그려진 뒤에 옮긴다. 제출 처리 안에서 바로 focus() 하면 문구(aria-describedby)가
 * 아직 없어 화면 읽기가 칸 이름만 읽는다. 이미 그 칸에 초점이 있으면(칸 안에서 Enter) 한 번 놓았다가 다시 잡아 새 문구를 읽게 한다.
 * request(ref) 는 틀렸을 때마다 부른다: 같은 칸이 다시 틀려도 다시 옮긴다.
 */
export function useFocusAfterRender(): (target: RefObject<HTMLElement | null>) => void {
  const [request, setRequest] = useState<{ target: RefObject<HTMLElement | null> } | null>(null);
  const done = useRef<typeof request>(null);

  useEffect(() => {
    if (!request || done.current === request) return;
    done.current = request;
    const el = request.target.current;
    if (!el) return;
    if (document.activeElement === el) el.blur();
    el.focus();
  }, [request]);

  return (target) => setRequest({ target });
}
