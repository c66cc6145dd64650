'use client';

import styled from '@emotion/styled';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { normalizeTarget } from '@/lib/schemas/targets';

// 계정·게시물을 받는 부분(react-query·요청 코드)은 회원이 아이디를 넣고 불러올 때에야 싣는다
const PostResults = lazy(() => import('./instagram-post-results').then((m) => ({ default: m.InstagramPostResults })));

type Props = {
  /** 지금 주문 대상에 들어 있는 게시물 주소(정규화된 것). 같은 게시물이 선택된 것으로 보인다 */
  selectedUrl: string | null;
  onSelect: (url: string) => void;
};

/**
 * 게시물 주소 상품의 주문 폼 아래: 아이디로 최근 게시물을 불러와 고르면 주문 대상 칸이 채워진다.
 * 상품 화면의 첫 JS 를 늘리지 않게 order-form 이 React.lazy 로 이 상품에서만 싣고, 계정·게시물 목록(react-query)은
 * 게시물 불러오기를 누른 뒤에 싣는다: 상품 화면은 그 전에는 react-query 를 쓰지 않는다.
 */
export function InstagramPostPicker({ selectedUrl, onSelect }: Props) {
  const [input, setInput] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [username, setUsername] = useState<string | null>(null);

  const load = () => {
    const result = normalizeTarget('INSTAGRAM_USERNAME', input);
    if (!result.ok) return setInputError(result.message);
    setInputError(null);
    setUsername(result.targetKey);
  };

  return (
    <Section aria-label="게시물 선택">
      {/* 주문 폼 안이라 form 을 겹치지 않는다: Enter 는 여기서 받는다 */}
      <Lookup>
        <TextField
          label="게시물을 고를 인스타그램 아이디"
          placeholder="@아이디"
          value={input}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
            e.preventDefault();
            load();
          }}
          error={inputError ?? undefined}
        />
        <Button type="button" variant="secondary" onClick={load}>
          게시물 불러오기
        </Button>
      </Lookup>

      {username && (
        <Suspense fallback={<Notice role="status">계정을 확인하는 중입니다.</Notice>}>
          <PostResults username={username} selectedUrl={selectedUrl} onSelect={onSelect} />
        </Suspense>
      )}
    </Section>
  );
}

const Section = styled.section({ display: 'flex', flexDirection: 'column', gap: 12 });

// 1fr 의 최솟값이 입력 칸의 기본 폭이면 360px 에서 줄이 453px 로 넘친다: 칸이 남는 폭만큼만 줄어들게 0 부터
const Lookup = styled.div({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 8, alignItems: 'end', button: { whiteSpace: 'nowrap' } });

export const Notice = styled.p(({ theme }) => ({ fontSize: theme.typography.size.sm, color: theme.color.textMuted }));
