'use client';

import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { notFound } from 'next/navigation';
import { useState } from 'react';
import { Row, Rows, Section } from '@/components/my-page/purchases/detail-parts';
import { QnaStatusBadge } from '@/components/qnas/qna-status-badge';
import { isApiError } from '@/lib/api/http';
import { adminQnaQuery } from '@/lib/api/admin-qnas';
import { Hint } from '../admin-form-parts';
import { EditorHead, Note } from '../admin-list-parts';
import { formatSeoul } from '../seoul-time';
import { QnaReplyForm } from './qna-reply-form';
import { QNA_REPLY_MAIL_LABELS } from '@/lib/schemas/qnas';

/** /admin/qnas/{id}: 문의 내용과 답변 폼 */
export function AdminQnaDetailView({ id }: { id: number }) {
  const query = useQuery(adminQnaQuery(id));
  const [saved, setSaved] = useState<string | null>(null);
  if (isApiError(query.error) && query.error.status === 404) notFound();
  const q = query.data;

  return (
    <>
      <EditorHead title={q ? q.title : '1:1 문의'} backHref="/admin/qnas" />
      {query.isError ? (
        <Note role="alert">문의를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.</Note>
      ) : !q ? (
        <Note>불러오는 중…</Note>
      ) : (
        <>
          <Section aria-labelledby="admin-qna-question">
            <h2 id="admin-qna-question">문의 내용</h2>
            <Rows>
              <Row>
                <dt>상태</dt>
                <dd>
                  <QnaStatusBadge status={q.status} />
                </dd>
              </Row>
              <Row>
                <dt>유형</dt>
                <dd>{q.categoryLabel}</dd>
              </Row>
              <Row>
                <dt>회원</dt>
                <dd>
                  {q.memberEmail ?? `#${q.memberId}`}
                  {q.memberName && ` (${q.memberName})`}
                </dd>
              </Row>
              {q.productName && (
                <Row>
                  <dt>상품</dt>
                  <dd>{`${q.serviceId} ${q.productName}`}</dd>
                </Row>
              )}
              <Row>
                <dt>답변 메일</dt>
                <dd>
                  {q.receiveEmail ? '받음' : '받지 않음'}
                  {q.replyMail &&
                    ` · ${QNA_REPLY_MAIL_LABELS[q.replyMail.status]}${q.replyMail.sentAt ? ` (${formatSeoul(q.replyMail.sentAt)})` : ''}`}
                </dd>
              </Row>
              <Row>
                <dt>접수일시</dt>
                <dd>{formatSeoul(q.createdAt)}</dd>
              </Row>
              {q.repliedAt && (
                <Row>
                  <dt>답변일시</dt>
                  <dd>{formatSeoul(q.repliedAt)}</dd>
                </Row>
              )}
            </Rows>
            <Content>{q.content}</Content>
          </Section>
          <Section aria-labelledby="admin-qna-reply">
            <h2 id="admin-qna-reply">{q.status === 'ANSWERED' ? '답변 수정' : '답변 작성'}</h2>
            <QnaReplyForm key={`${q.id}-${q.repliedAt ?? ''}`} qna={q} onSaved={setSaved} />
            {saved && <Hint role="status">{saved}</Hint>}
          </Section>
        </>
      )}
    </>
  );
}

const Content = styled.p(({ theme }) => ({ whiteSpace: 'pre-wrap', fontSize: theme.typography.size.sm, lineHeight: 1.6 }));
