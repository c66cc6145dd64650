'use client';

import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { formatDate } from '@/lib/format';
import type { Qna } from '@/lib/schemas/qnas';
import { QnaStatusBadge } from './qna-status-badge';

/** 문의 한 건: 누르면 문의 내용과 운영자 답변이 펼쳐진다 */
export function InquiryItem({ qna }: { qna: Qna }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Item>
      <Toggle type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        <Meta>
          <span>{qna.categoryLabel}</span>
          <QnaStatusBadge status={qna.status} />
        </Meta>
        <Title>{qna.title}</Title>
        <Small>
          {formatDate(qna.createdAt)}
          {qna.productName && ` · ${qna.productName}`}
          {qna.targetKey && ` · ${qna.targetKey}`}
          {qna.orderNo && ` · 주문번호 ${qna.orderNo}`}
        </Small>
      </Toggle>
      {open && (
        <Panel id={panelId}>
          <Text>{qna.content}</Text>
          {qna.reply ? (
            <Reply aria-label="운영자 답변">
              <strong>답변{qna.repliedAt && ` · ${formatDate(qna.repliedAt)}`}</strong>
              <Text>{qna.reply}</Text>
            </Reply>
          ) : (
            <Small>아직 답변이 등록되지 않았습니다. 빠르게 확인해 드릴게요.</Small>
          )}
        </Panel>
      )}
    </Item>
  );
}

const Item = styled.li(({ theme }) => ({ borderBottom: `1px solid ${theme.palette.gray[200]}` }));
const Toggle = styled.button({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  width: '100%',
  padding: '16px 0',
  border: 0,
  background: 'transparent',
  textAlign: 'left',
  cursor: 'pointer',
  color: 'inherit',
});
const Meta = styled.span(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  fontSize: theme.typography.size.xs,
  color: theme.color.textMuted,
}));
const Title = styled.span(({ theme }) => ({ fontSize: theme.typography.size.md, fontWeight: theme.typography.weight.semibold }));
const Small = styled.span(({ theme }) => ({ fontSize: theme.typography.size.xs, color: theme.color.textMuted }));
const Panel = styled.div({ display: 'flex', flexDirection: 'column', gap: 12, paddingBottom: 16 });
const Text = styled.p(({ theme }) => ({ whiteSpace: 'pre-wrap', fontSize: theme.typography.size.sm, lineHeight: 1.6 }));
const Reply = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  padding: 14,
  borderRadius: theme.radius.md,
  background: theme.color.surface,
  strong: { fontSize: theme.typography.size.sm },
}));
