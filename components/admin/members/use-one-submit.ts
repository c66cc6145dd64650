'use client';

import { useRef, type FormEvent } from 'react';

/**
 * 제출이 끝나기 전의 두 번째 제출(더블 클릭, Enter 연타)을 버린다. 버튼의 disabled 는 다시 그려진 뒤에야 걸리므로
 * 그 사이에 들어온 클릭까지 막으려고 ref 로 바로 표시한다. 요청 키는 제출마다 새로 만들기 때문에 이 막음이 필요하다.
 */
export function useOneSubmit(submit: (e: FormEvent<HTMLFormElement>) => Promise<void>) {
  const sending = useRef(false);
  return (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending.current) return;
    sending.current = true;
    void submit(e).finally(() => {
      sending.current = false;
    });
  };
}
