'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** 복사 버튼(보이는 글자가 곧 이름). 클립보드를 못 쓰는 브라우저면 직접 고르라고 알린다 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<'idle' | 'done' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('done');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button type="button" variant="secondary" onClick={copy}>
        {label}
      </Button>
      <span role="status">{state === 'done' ? '복사했습니다' : state === 'failed' ? '복사하지 못했습니다. 직접 선택해 복사해주세요.' : ''}</span>
    </>
  );
}
