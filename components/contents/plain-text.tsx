'use client';

import styled from '@emotion/styled';

/**
 * 운영자가 쓴 본문을 글자 그대로 보인다: HTML 로 해석하지 않으니 스크립트가 끼어들 틈이 없다.
 * 빈 줄은 문단, 한 줄 바꿈은 줄바꿈으로.
 */
export function PlainText({ text, className }: { text: string; className?: string }) {
  const paragraphs = text.split(/\n{2,}/).filter((p) => p.trim() !== '');
  return (
    <Body className={className}>
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </Body>
  );
}

const Body = styled.div(({ theme }) => ({
  lineHeight: 1.7,
  whiteSpace: 'pre-line',
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
  '& > p + p': { marginTop: 12 },
  color: theme.color.text,
}));
