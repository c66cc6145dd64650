'use client';

import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { Form, Hint, ServerError, TextAreaField } from '@/components/admin/admin-form-parts';
import { Button } from '@/components/ui/button';
import { useImportInstarterOrders } from '@/lib/api/admin-instarter';
import { isApiError } from '@/lib/api/http';
import { CSV_COLUMNS, parseInstarterOrders } from './parse-orders';

/** 주문 가져오기: JSON 이나 CSV 를 붙여 넣는다. 만든 것과 건너뛴 것(사유)을 보여 준다 */
export function InstarterImportForm() {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const importOrders = useImportInstarterOrders();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseInstarterOrders(text);
    if (!parsed.ok) return setError(parsed.message);
    setError(null);
    importOrders.mutate({ orders: parsed.orders }, { onSuccess: () => setText('') });
  };
  const result = importOrders.data;
  const serverError = importOrders.isError ? (isApiError(importOrders.error) ? importOrders.error.message : '가져오지 못했습니다.') : null;

  return (
    <Form onSubmit={submit} noValidate aria-label="주문 가져오기">
      <TextAreaField
        label="가져올 주문"
        rows={8}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error ?? undefined}
        hint={`JSON 배열 또는 한 줄에 한 주문: ${CSV_COLUMNS.join(',')}`}
      />
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      {result && (
        <Result role="status">
          <p>
            {result.created.length}건을 가져왔고 {result.skipped.length}건을 건너뛰었습니다.
          </p>
          {result.skipped.length > 0 && (
            <ul aria-label="건너뛴 주문">
              {result.skipped.map((s, i) => (
                <li key={`${s.externalOrderNo}-${i}`}>
                  {s.externalOrderNo}: {s.reason}
                </li>
              ))}
            </ul>
          )}
        </Result>
      )}
      <Hint>같은 주문번호는 한 번만 가져옵니다. 상품의 패널 연결과 리필 기간을 그대로 씁니다.</Hint>
      <Button type="submit" disabled={importOrders.isPending}>
        {importOrders.isPending ? '가져오는 중…' : '가져오기'}
      </Button>
    </Form>
  );
}

const Result = styled.div(({ theme }) => ({
  padding: 12,
  borderRadius: theme.radius.md,
  background: theme.color.surface,
  fontSize: theme.typography.size.sm,
  ul: { marginTop: 6, paddingLeft: 16, listStyle: 'disc', color: theme.color.danger },
}));
