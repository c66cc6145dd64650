'use client';

import styled from '@emotion/styled';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { downloadCsv } from '@/lib/api/csv-download';
import { isApiError } from '@/lib/api/http';
import { formatCount } from '@/lib/format';

type ExportProps = {
  /** 내보내기 주소(api 기준): '/admin/purchases/export' */
  path: string;
  /** 목록과 같은 조건(쪽 번호는 빼고 보낸다) */
  query: object;
  /** 응답에 파일 이름이 없을 때 */
  fallbackName: string;
};

/** 지금 조건의 줄을 모두 CSV 로 내려받는다(쪽 없이, api 한도까지). 실패는 그 자리에서 한국어로 */
export function CsvExportButton({ path, query, fallbackName }: ExportProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadCsv(path, query, fallbackName);
    } catch (e) {
      setError(isApiError(e) && e.code !== 'unknown' ? e.message : 'CSV 파일을 만들지 못했습니다. 잠시 후 다시 시도해주세요.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button type="button" variant="secondary" disabled={busy} aria-busy={busy} onClick={() => void run()}>
        {busy ? 'CSV 만드는 중…' : 'CSV 내보내기'}
      </Button>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </>
  );
}

/** 표 위의 한 줄: 건수('총 N건')와 내보내기 */
export function TableToolbar({ total, exportProps }: { total: number | undefined; exportProps?: ExportProps }) {
  return (
    <Bar>
      <Count aria-live="polite">{total === undefined ? '' : `총 ${formatCount(total)}건`}</Count>
      {exportProps && (
        <Actions>
          <CsvExportButton {...exportProps} />
        </Actions>
      )}
    </Bar>
  );
}

const Bar = styled.div({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 8, marginBottom: 8 });
const Count = styled.p(({ theme }) => ({ fontSize: theme.typography.size.sm, color: theme.color.textMuted }));
const Actions = styled.div({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 4 });
const ErrorText = styled.p(({ theme }) => ({ fontSize: theme.typography.size.sm, color: theme.color.danger }));
