'use client';

import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { SectionHeading } from '@/components/layout/section-heading';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api/http';
import { instarterOrderQuery } from '@/lib/api/instarter';
import { InstarterLookupQuerySchema, type InstarterLookupQuery } from '@/lib/schemas/services';
import { InstarterTaskCard } from './instarter-task-card';

/** /instarter: 인스타터 주문을 주문번호와 연락처로 조회하고 리필을 요청한다(로그인 없이) */
export function InstarterLookup() {
  const [orderNo, setOrderNo] = useState('');
  const [cellPhone, setCellPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [query, setQuery] = useState<InstarterLookupQuery | null>(null);
  const order = useQuery(instarterOrderQuery(query));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = InstarterLookupQuerySchema.safeParse({ orderNo, cellPhone });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '입력값을 확인해주세요.');
    setError(null);
    setQuery(parsed.data);
  };

  return (
    <>
      <SectionHeading as="h1">인스타터 주문 조회</SectionHeading>
      <Form onSubmit={submit} noValidate aria-label="주문 조회">
        <TextField label="주문번호" value={orderNo} onChange={(e) => setOrderNo(e.target.value)} autoComplete="off" />
        <TextField label="휴대폰 번호" inputMode="tel" placeholder="010-0000-0000" value={cellPhone} onChange={(e) => setCellPhone(e.target.value)} />
        {error && <Message role="alert">{error}</Message>}
        <Button type="submit" block disabled={order.isFetching}>
          조회하기
        </Button>
      </Form>
      {query && order.isError && (
        <Message role="alert">{isApiError(order.error) ? order.error.message : '주문을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.'}</Message>
      )}
      {query && order.data && (
        <List aria-label="작업 목록">
          {order.data.taskList.map((t) => (
            <InstarterTaskCard key={t.taskHistoryId} task={t} query={query} />
          ))}
        </List>
      )}
    </>
  );
}

const Form = styled.form({ display: 'flex', flexDirection: 'column', gap: 12, marginBottom: 20 });
const Message = styled.p(({ theme }) => ({ fontSize: theme.typography.size.sm, color: theme.color.danger }));
const List = styled.ul({ display: 'flex', flexDirection: 'column', gap: 12 });
