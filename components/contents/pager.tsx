'use client';

import styled from '@emotion/styled';
import Link from 'next/link';
import { lastPageOf } from '@/components/contents/page-bounds';

type Props = { basePath: string; page: number; size: number; total: number };

/** 이전·다음 쪽 링크 (?page=n). 한 쪽뿐이면 그리지 않는다 */
export function Pager({ basePath, page, size, total }: Props) {
  const last = lastPageOf({ size, total });
  if (last <= 1) return null;
  const href = (p: number) => (p === 1 ? basePath : `${basePath}?page=${p}`);
  return (
    <Nav aria-label="페이지">
      {page > 1 ? <PageLink href={href(page - 1)}>이전</PageLink> : <span />}
      <Current aria-current="page">{`${page} / ${last}`}</Current>
      {page < last ? <PageLink href={href(page + 1)}>다음</PageLink> : <span />}
    </Nav>
  );
}

const Nav = styled.nav({ display: 'grid', gridTemplateColumns: '1fr auto 1fr', alignItems: 'center', marginTop: 24 });

// 누르는 칸 44px 높이
const PageLink = styled(Link)(({ theme }) => ({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: theme.layout.tapTarget,
  padding: '0 12px',
  fontSize: theme.typography.size.sm,
  fontWeight: theme.typography.weight.semibold,
  '&:last-of-type': { justifySelf: 'end' },
}));

const Current = styled.span(({ theme }) => ({ fontSize: theme.typography.size.sm, color: theme.color.textMuted }));
