'use client';

import styled from '@emotion/styled';
import { Button } from '@/components/ui/button';

/** 오류 경계·error.tsx 가 같이 쓰는 대체 화면. */
export function CrashFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <Box role="alert">
      <p>화면을 표시하는 중 문제가 발생했습니다.</p>
      <Button type="button" variant="secondary" onClick={onRetry}>
        다시 시도
      </Button>
    </Box>
  );
}

const Box = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 16,
  padding: '48px 0',
  textAlign: 'center',
  color: theme.color.textMuted,
}));
