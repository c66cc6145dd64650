'use client';

import styled from '@emotion/styled';

type Variant = 'primary' | 'secondary' | 'ghost';

/** 주 버튼은 입력칸과 같은 높이(48)로 손가락으로 누르기 쉽게 한다. */
export const Button = styled('button', { shouldForwardProp: (p) => p !== 'variant' && p !== 'block' })<{
  variant?: Variant;
  block?: boolean;
}>(({ theme, variant = 'primary', block = false }) => ({
  display: block ? 'flex' : 'inline-flex',
  width: block ? '100%' : undefined,
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  // 글자 버튼도 손가락 하나(44px)는 받아야 한다: 두 글자(닫기)라도 폭까지
  minWidth: theme.layout.tapTarget,
  minHeight: variant === 'ghost' ? theme.layout.tapTarget : theme.layout.inputHeight,
  padding: variant === 'ghost' ? '0 8px' : '0 16px',
  borderRadius: theme.radius.md,
  fontSize: variant === 'ghost' ? theme.typography.size.sm : theme.typography.size.md,
  fontWeight: theme.typography.weight.semibold,
  border: variant === 'secondary' ? `1px solid ${theme.color.border}` : '1px solid transparent',
  background: variant === 'primary' ? theme.color.primary : 'transparent',
  color: variant === 'primary' ? theme.palette.white : theme.color.text,
  '&:hover:not(:disabled):not([aria-disabled="true"])': {
    background: variant === 'primary' ? theme.color.primaryStrong : theme.palette.gray[100],
  },
  // aria-disabled: 눌러도 동작하지 않지만 초점과 누름은 받아 왜 안 되는지 알려 주는 버튼(상품 화면의 구매 바)
  '&:disabled, &[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
}));
