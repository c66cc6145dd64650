'use client';

import styled from '@emotion/styled';

/** 구매 상세(마이페이지·관리자)의 상자와 '이름 — 값' 줄 */

export const Section = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  padding: 16,
  borderRadius: theme.radius.lg,
  background: theme.color.surface,
  '& + &': { marginTop: 12 },
  h2: { fontSize: theme.typography.size.md, fontWeight: theme.typography.weight.bold },
}));

export const Rows = styled.dl({ margin: 0, display: 'flex', flexDirection: 'column', gap: 6 });

export const Row = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 12,
  fontSize: theme.typography.size.sm,
  dt: { flexShrink: 0, color: theme.color.textMuted },
  dd: { margin: 0, textAlign: 'right', wordBreak: 'break-all' },
  '&[data-strong="true"]': {
    paddingTop: 8,
    borderTop: `1px solid ${theme.palette.gray[200]}`,
    fontSize: theme.typography.size.md,
    dt: { color: theme.color.text, fontWeight: theme.typography.weight.semibold },
    dd: { fontWeight: theme.typography.weight.bold, color: theme.color.primary },
  },
}));

export const Muted = styled.p(({ theme }) => ({ fontSize: theme.typography.size.sm, color: theme.color.textMuted }));
