'use client';

import styled from '@emotion/styled';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** 복구 코드는 이때 한 번만 보인다: 복사해 안전한 곳에 두게 한다 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(codes.join('\n'));
    setCopied(true);
  };
  return (
    <section aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title">복구 코드</h2>
      <p>휴대폰을 잃었을 때 한 번씩 쓸 수 있는 코드입니다. 이 화면을 닫으면 다시 볼 수 없으니 안전한 곳에 보관해주세요.</p>
      <Codes aria-label="복구 코드 10개">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </Codes>
      <Actions>
        <Button type="button" variant="secondary" onClick={() => void copy().catch(() => undefined)}>
          복구 코드 복사
        </Button>
        <Button type="button" onClick={onDone}>
          보관했습니다
        </Button>
      </Actions>
      <p role="status">{copied ? '복구 코드를 복사했습니다.' : ''}</p>
    </section>
  );
}

const Codes = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: 8,
  margin: '12px 0',
  padding: 12,
  borderRadius: theme.radius.md,
  background: theme.palette.gray[100],
  code: { fontSize: theme.typography.size.md, letterSpacing: 1 },
}));

const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: 8 });
