'use client';

import styled from '@emotion/styled';
import { Button } from '@/components/ui/button';
import { lastPageOf } from '@/components/contents/page-bounds';

/** 이전/다음 페이지. 전체 쪽수를 함께 보여 준다 */
export function Pager({ page, size, total, onChange }: { page: number; size: number; total: number; onChange: (page: number) => void }) {
  const last = lastPageOf({ size, total });
  if (last <= 1) return null;
  return (
    <Nav aria-label="페이지">
      <Button type="button" variant="secondary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        이전
      </Button>
      <span aria-current="page">
        {page} / {last}
      </span>
      <Button type="button" variant="secondary" disabled={page >= last} onClick={() => onChange(page + 1)}>
        다음
      </Button>
    </Nav>
  );
}

const Nav = styled.nav(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 16,
  marginTop: 16,
  fontSize: theme.typography.size.sm,
}));
