'use client';

import styled from '@emotion/styled';
import { Picture } from '@/components/ui/picture';
import Link from 'next/link';
import { formatDate } from '@/lib/format';
import type { ArticleSummary } from '@/lib/schemas/contents';
import { Empty, Time } from './notice-list';

/** 아티클 카드: 썸네일, 제목, 요약, 발행일 */
export function ArticleCards({ articles }: { articles: ArticleSummary[] }) {
  if (articles.length === 0) return <Empty>등록된 아티클이 없습니다.</Empty>;
  return (
    <Grid>
      {articles.map((a) => (
        <li key={a.id}>
          <Card href={`/articles/${a.id}`}>
            {a.thumbnailUrl && (
              <Thumb>
                <Picture src={a.thumbnailUrl} alt="" fill />
              </Thumb>
            )}
            <Text>
              <Title>{a.title}</Title>
              {a.summary && <Summary>{a.summary}</Summary>}
              <Time dateTime={a.publishedAt}>{formatDate(a.publishedAt)}</Time>
            </Text>
          </Card>
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 16 });

const Card = styled(Link)(({ theme }) => ({
  display: 'block',
  overflow: 'hidden',
  border: `1px solid ${theme.palette.gray[200]}`,
  borderRadius: theme.radius.lg,
}));

const Thumb = styled.div(({ theme }) => ({ position: 'relative', aspectRatio: '2 / 1', background: theme.color.surface }));

const Text = styled.div({ display: 'flex', flexDirection: 'column', gap: 6, padding: 14 });

const Title = styled.strong(({ theme }) => ({ fontSize: theme.typography.size.md, fontWeight: theme.typography.weight.semibold, lineHeight: 1.4 }));

const Summary = styled.span(({ theme }) => ({
  fontSize: theme.typography.size.sm,
  color: theme.palette.gray[700],
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
}));
