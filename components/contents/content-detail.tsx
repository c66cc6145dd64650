'use client';

import styled from '@emotion/styled';
import { Picture } from '@/components/ui/picture';
import Link from 'next/link';
import { Pinned, PublishedAt } from './content-parts';
import { PlainText } from './plain-text';

type Props = {
  title: string;
  date: string;
  content: string;
  pinned?: boolean;
  imageUrl?: string | null;
  back: { href: string; label: string };
};

/** 공지·아티클 본문 화면 */
export function ContentDetail({ title, date, content, pinned = false, imageUrl, back }: Props) {
  return (
    <article>
      <Head>
        <Title>
          {pinned && <Pinned />}
          {title}
        </Title>
        <PublishedAt value={date} />
      </Head>
      {imageUrl && (
        <Figure>
          <Picture src={imageUrl} alt="" fill />
        </Figure>
      )}
      <PlainText text={content} />
      <Back href={back.href}>{back.label}</Back>
    </article>
  );
}

const Head = styled.header(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  paddingBottom: 16,
  marginBottom: 20,
  borderBottom: `1px solid ${theme.palette.gray[200]}`,
}));

const Title = styled.h1(({ theme }) => ({ fontSize: theme.typography.size.xl, fontWeight: theme.typography.weight.bold, lineHeight: 1.4 }));

const Figure = styled.div(({ theme }) => ({
  position: 'relative',
  aspectRatio: '2 / 1',
  marginBottom: 20,
  borderRadius: theme.radius.md,
  overflow: 'hidden',
  background: theme.color.surface,
}));

// 누르는 칸은 44px 높이, 글자 자리는 그대로(위 여백에서 늘어난 만큼 뺀다)
const Back = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: theme.layout.tapTarget,
  marginTop: 32 - (theme.layout.tapTarget - 21) / 2,
  fontSize: theme.typography.size.sm,
  fontWeight: theme.typography.weight.semibold,
  color: theme.color.primary,
}));
