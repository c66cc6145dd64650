'use client';

import styled from '@emotion/styled';
import Link from 'next/link';

export function CartEmpty() {
  return (
    <Box>
      <p>장바구니에 담긴 상품이 없습니다.</p>
      <Home href="/">상품 보러 가기</Home>
    </Box>
  );
}

const Box = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 16,
  padding: '64px 0',
  color: theme.color.textMuted,
}));

const Home = styled(Link)(({ theme }) => ({
  padding: '10px 16px',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  color: theme.color.text,
  fontWeight: theme.typography.weight.semibold,
}));
