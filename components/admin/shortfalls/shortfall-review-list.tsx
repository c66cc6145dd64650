'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { serverErrorMessage } from '@/components/account/server-error-message';
import { Button } from '@/components/ui/button';
import { shortfallsToReviewQuery, useSettleShortfall } from '@/lib/api/admin-shortfalls';
import { formatCount, formatWon } from '@/lib/format';
import { SHORTFALL_ACTIONS, SHORTFALL_ACTION_LABELS } from '@/lib/schemas/shortfalls';
import { ServerError } from '../admin-form-parts';
import { Card, CardMeta, Cards, Note } from '../admin-list-parts';
import { useSingleFlight } from '../purchases/use-single-flight';

/** 확인 모드의 부분 완료: 하나하나 환불하거나 다시 보낼 때까지 첫 화면에 남는다(경보는 처리하면 닫힌다) */
export function ShortfallReviewList() {
  const list = useQuery(shortfallsToReviewQuery());
  const settle = useSettleShortfall();
  const flight = useSingleFlight<number>();
  const [error, setError] = useState<string | null>(null);
  const items = list.data ?? [];

  if (list.isPending) return <Note>불러오는 중…</Note>;
  if (list.isError) return <Note role="alert">미진행 수량을 불러오지 못했습니다.</Note>;
  return (
    <>
      {error && <ServerError role="alert">{error}</ServerError>}
      {items.length === 0 ? (
        <Note>확인할 미진행 수량이 없습니다.</Note>
      ) : (
        <Cards aria-label="확인할 미진행 수량">
          {items.map((s) => (
            <Card key={s.id}>
              <p>
                {s.productName} · {s.targetKey}: {formatCount(s.delivered)} / {formatCount(s.ordered)}개 진행, 미진행 {formatCount(s.missing)}개
                {s.amount > 0 && ` (비례 환불 ${formatWon(s.amount)})`}
              </p>
              {s.lastError && <p>{s.lastError}</p>}
              <CardMeta>
                <Link href={`/admin/purchases/${s.purchaseId}`}>구매 #{s.purchaseId} 보기</Link>
                {SHORTFALL_ACTIONS.map((action) => (
                  <Button
                    key={action}
                    type="button"
                    variant="secondary"
                    disabled={flight.isPending(s.id)}
                    onClick={() =>
                      flight.run(s.id, async () => {
                        setError(null);
                        try {
                          await settle.mutateAsync({ id: s.id, action });
                        } catch (e) {
                          setError(serverErrorMessage(e));
                        }
                      })
                    }
                  >
                    {SHORTFALL_ACTION_LABELS[action]}
                  </Button>
                ))}
              </CardMeta>
            </Card>
          ))}
        </Cards>
      )}
    </>
  );
}
