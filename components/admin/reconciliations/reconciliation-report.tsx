'use client';

import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { serverErrorMessage } from '@/components/account/server-error-message';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { reconciliationReportQuery, useRunReconciliation } from '@/lib/api/admin-reconciliations';
import { ServerError } from '../admin-form-parts';
import { Cards, ListState, Note, PageHead } from '../admin-list-parts';
import { OpenAttemptCard, ReconciliationCard } from './reconciliation-cards';

/** 오늘(서울) YYYY-MM-DD */
const seoulToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

/** /admin/reconciliations: 하루의 결제사 거래와 가게 결제를 맞춰 보고, 대사 작업이 한 일과 열린 시도를 보인다 */
export function ReconciliationReportView({ initialDate }: { initialDate?: string }) {
  const [date, setDate] = useState(initialDate ?? seoulToday());
  const report = useQuery({ ...reconciliationReportQuery(date), enabled: /^\d{4}-\d{2}-\d{2}$/.test(date) });
  const run = useRunReconciliation();
  const [ran, setRan] = useState<string | null>(null);
  const [runError, setRunError] = useState<string | null>(null);
  const rows = report.data?.rows ?? [];
  const open = report.data?.openAttempts ?? [];

  const onRun = async () => {
    setRan(null);
    setRunError(null);
    try {
      const r = await run.mutateAsync();
      setRan(`시도 ${r.checked}건을 확인했습니다: 결제 완료 ${r.paid}, 결제사 취소 ${r.canceled}, 결제 실패 ${r.declined}, 확인 중 ${r.open}, 통신 실패 ${r.failed}.`);
    } catch (e) {
      setRunError(serverErrorMessage(e));
    }
  };

  return (
    <>
      <PageHead title="결제 대사" />
      <Bar>
        <TextField label="날짜(서울)" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        <Button type="button" disabled={run.isPending} onClick={() => void onRun()}>
          {run.isPending ? '대사 실행 중…' : '지금 대사 실행'}
        </Button>
      </Bar>
      {ran && <Status role="status">{ran}</Status>}
      {runError && <ServerError role="alert">{runError}</ServerError>}
      {report.data && (
        <Summary>
          결제 키 {rows.length}건 · 불일치 {report.data.mismatchCount}건 · 아직 결론 나지 않은 시도 {open.length}건
        </Summary>
      )}
      {report.error ? (
        <ServerError role="alert">{serverErrorMessage(report.error)}</ServerError>
      ) : (
        <>
          <Section aria-labelledby="reconcile-rows">
            <h2 id="reconcile-rows">대조 결과</h2>
            <ListState isPending={report.isPending} error={null} isEmpty={rows.length === 0}>
              <Cards aria-label="대조 결과 목록">
                {rows.map((r) => (
                  <ReconciliationCard key={r.paymentKey} row={r} />
                ))}
              </Cards>
            </ListState>
          </Section>
          <Section aria-labelledby="reconcile-open">
            <h2 id="reconcile-open">아직 결론 나지 않은 시도</h2>
            {open.length === 0 ? (
              <Note>열린 승인 시도가 없습니다.</Note>
            ) : (
              <Cards aria-label="열린 승인 시도 목록">
                {open.map((a) => (
                  <OpenAttemptCard key={a.id} attempt={a} />
                ))}
              </Cards>
            )}
          </Section>
        </>
      )}
    </>
  );
}

const Bar = styled.div({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 8, marginBottom: 12, '& > button': { minHeight: 48 } });
const Summary = styled.p(({ theme }) => ({ marginBottom: 12, fontSize: theme.typography.size.sm }));
const Section = styled.section(({ theme }) => ({
  marginBottom: 24,
  h2: { marginBottom: 8, fontSize: theme.typography.size.md, fontWeight: theme.typography.weight.semibold },
}));
const Status = styled.p(({ theme }) => ({
  marginBottom: 12,
  padding: '12px 14px',
  borderRadius: theme.radius.md,
  background: theme.palette.mint[50],
  color: theme.palette.mint[900],
  fontSize: theme.typography.size.sm,
}));
