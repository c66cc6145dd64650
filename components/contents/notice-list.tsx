'use client';

import styled from '@emotion/styled';
import Link from 'next/link';
import { formatDate } from '@/lib/format';
import type { NoticeSummary } from '@/lib/schemas/contents';

/** 공지 제목 줄들. 고정 공지는 '중요' 표시 */
export function NoticeList({ notices }: { notices: NoticeSummary[] }) {
  if (notices.length === 0) return <Empty>등록된 공지사항이 없습니다.</Empty>;
  return (
    <List>
      {notices.map((n) => (
        <li key={n.id}>
          <Row href={`/notices/${n.id}`}>
            <Title>
              {n.isPinned && <Pinned>중요</Pinned>}
              {n.title}
            </Title>
            <Time dateTime={n.createdAt}>{formatDate(n.createdAt)}</Time>
          </Row>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul(({ theme }) => ({ listStyle: 'none', margin: 0, padding: 0, borderTop: `1px solid ${theme.palette.gray[200]}` }));

const Row = styled(Link)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  padding: '14px 0',
  borderBottom: `1px solid ${theme.palette.gray[200]}`,
}));

const Title = styled.span(({ theme }) => ({ fontWeight: theme.typography.weight.medium, lineHeight: 1.4 }));

export const Pinned = styled.span(({ theme }) => ({
  display: 'inline-block',
  marginRight: 6,
  padding: '1px 6px',
  borderRadius: theme.radius.sm,
  background: theme.palette.red[50],
  color: theme.palette.red[900],
  fontSize: theme.typography.size.xs,
  fontWeight: theme.typography.weight.bold,
  verticalAlign: 'middle',
}));

export const Time = styled.time(({ theme }) => ({ fontSize: theme.typography.size.xs, color: theme.color.textMuted }));

export const Empty = styled.p(({ theme }) => ({ padding: '32px 0', textAlign: 'center', fontSize: theme.typography.size.sm, color: theme.color.textMuted }));
