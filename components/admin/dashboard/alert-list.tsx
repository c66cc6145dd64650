'use client';

import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { serverErrorMessage } from '@/components/account/server-error-message';
import { Button } from '@/components/ui/button';
import { alertsQuery, useResolveAlert } from '@/lib/api/admin-tasks';
import { ServerError } from '../admin-form-parts';
import { Badge, Card, CardMeta, Cards, Note } from '../admin-list-parts';
import { useSingleFlight } from '../purchases/use-single-flight';
import { formatSeoul } from '../seoul-time';

/** 열린 운영자 경보: 작업 경보는 그 작업으로 가고, 처리했으면 '확인'으로 닫는다 */
export function AlertList() {
  const alerts = useQuery(alertsQuery());
  const resolve = useResolveAlert();
  const flight = useSingleFlight<number>();
  const [error, setError] = useState<string | null>(null);
  const items = alerts.data ?? [];

  if (alerts.isPending) return <Note>불러오는 중…</Note>;
  if (alerts.isError) return <Note role="alert">경보를 불러오지 못했습니다.</Note>;
  return (
    <>
      {error && <ServerError role="alert">{error}</ServerError>}
      {items.length === 0 ? (
        <Note>열린 경보가 없습니다.</Note>
      ) : (
        <Cards aria-label="열린 경보">
          {items.map((a) => (
            <Card key={a.id}>
              <Head>
                <Badge data-tone="off">{a.kindLabel}</Badge>
                <time dateTime={a.createdAt}>{formatSeoul(a.createdAt)}</time>
              </Head>
              <p>{a.message}</p>
              <CardMeta>
                {a.taskId && <Link href={`/admin/tasks/${a.taskId}`}>작업 #{a.taskId} 보기</Link>}
                {a.purchaseId && <Link href={`/admin/purchases/${a.purchaseId}`}>구매 #{a.purchaseId} 보기</Link>}
                <Button
                  type="button"
                  variant="secondary"
                  disabled={flight.isPending(a.id)}
                  onClick={() =>
                    flight.run(a.id, async () => {
                      setError(null);
                      try {
                        await resolve.mutateAsync(a.id);
                      } catch (e) {
                        setError(serverErrorMessage(e));
                      }
                    })
                  }
                >
                  {flight.isPending(a.id) ? '처리 중…' : '확인(닫기)'}
                </Button>
              </CardMeta>
            </Card>
          ))}
        </Cards>
      )}
    </>
  );
}

const Head = styled.div(({ theme }) => ({ display: 'flex', justifyContent: 'space-between', gap: 8, fontSize: theme.typography.size.xs, color: theme.color.textMuted }));
