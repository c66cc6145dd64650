'use client';

import styled from '@emotion/styled';
import Link from 'next/link';
import type { ReactNode } from 'react';

type Props = { title: string; children?: ReactNode; links: Array<{ href: string; label: string; primary?: boolean }> };

/** 결제 흐름의 끝이나 막힌 곳: 제목, 설명, 다음에 갈 곳 */
export function Notice({ title, children, links }: Props) {
  return (
    <Box>
      <Title>{title}</Title>
      {children}
      <Links>
        {links.map((l) => (
          <Action key={l.href} href={l.href} data-primary={l.primary || undefined}>
            {l.label}
          </Action>
        ))}
      </Links>
    </Box>
  );
}

const Box = styled.div({ display: 'flex', flexDirection: 'column', gap: 16, padding: '24px 0' });

const Title = styled.h1(({ theme }) => ({ fontSize: theme.typography.size.xxl, fontWeight: theme.typography.weight.bold }));

const Links = styled.div({ display: 'flex', flexDirection: 'column', gap: 8, marginTop: 8 });

const Action = styled(Link)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: theme.layout.inputHeight,
  borderRadius: theme.radius.md,
  border: `1px solid ${theme.color.border}`,
  fontWeight: theme.typography.weight.semibold,
  '&[data-primary]': { background: theme.color.primary, borderColor: theme.color.primary, color: theme.palette.white },
}));
