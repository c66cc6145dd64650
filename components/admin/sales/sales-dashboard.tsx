'use client';

import styled from '@emotion/styled';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { serverErrorMessage } from '@/components/account/server-error-message';
import { SALES_EXPORT_PATH, salesReportQuery } from '@/lib/api/admin-sales';
import { formatCount, formatWon } from '@/lib/format';
import type { SalesReport } from '@/lib/schemas/sales';
import { ServerError } from '../admin-form-parts';
import { PageHead } from '../admin-list-parts';
import { CsvExportButton } from '../tables/table-toolbar';
import { SalesKpis } from './sales-figures';
import { salesSearch, salesViewOf, type SalesSearch, type SalesView } from './sales-period';
import { SalesPeriodPicker } from './sales-period-picker';
import { MethodSection, SeriesSection, StatusSection, TopSection } from './sales-sections';

/** /admin/sales (OWNER): 기간·단위는 주소에, 합계 카드, 차트와 그 숫자의 표, CSV 내려받기 */
export function SalesDashboard({ search }: { search: SalesSearch }) {
  const router = useRouter();
  // 주소에 기간이 없으면 브라우저의 오늘(서울)로 기본 기간을 채운다
  const [openedAt] = useState(() => Date.now());
  const [view, setView] = useState(() => salesViewOf(search, openedAt));
  const searchKey = `${search.from ?? ''}|${search.to ?? ''}|${search.unit ?? ''}`;
  const [seenKey, setSeenKey] = useState(searchKey);
  // 뒤로 가기 등으로 주소가 바뀌면 그 조건을 따른다
  if (seenKey !== searchKey) {
    setSeenKey(searchKey);
    setView(salesViewOf(search, openedAt));
  }
  const report = useQuery({ ...salesReportQuery(view), placeholderData: keepPreviousData });

  const change = (next: SalesView) => {
    setView(next);
    router.replace(`/admin/sales?${salesSearch(next)}`, { scroll: false });
  };

  return (
    <>
      <PageHead title="매출" />
      <SalesPeriodPicker view={view} onChange={change} />
      <CsvBar>
        <CsvExportButton path={SALES_EXPORT_PATH} query={view} fallbackName="sales" />
      </CsvBar>
      {report.isPending ? (
        <Note role="status">매출을 불러오는 중…</Note>
      ) : report.isError ? (
        <ServerError role="alert">{serverErrorMessage(report.error)}</ServerError>
      ) : (
        <div aria-busy={report.isFetching}>
          <SalesKpis totals={report.data.totals} />
          <CostNote basis={report.data.costBasis} />
          <SeriesSection report={report.data} />
          <StatusSection rows={report.data.byStatus} />
          <MethodSection rows={report.data.byMethod} />
          <TopSection products={report.data.topProducts} channels={report.data.topChannels} />
        </div>
      )}
    </>
  );
}

/** 원가를 어떻게 셌는지 한 줄: 어림한 작업과 뺀 작업이 있으면 그 수까지 */
function CostNote({ basis }: { basis: SalesReport['costBasis'] }) {
  if (basis.tasks === 0) return null;
  const parts = [`패널 원가는 이 기간에 패널로 보낸 작업 ${formatCount(basis.tasks)}건의 요금을 1달러 = ${formatWon(basis.krwPerUsd)}으로 바꾼 값입니다.`];
  if (basis.estimatedTasks > 0) parts.push(`그중 ${formatCount(basis.estimatedTasks)}건은 패널이 요금을 아직 알려 주지 않아 요율로 어림했습니다.`);
  if (basis.unpricedTasks > 0) parts.push(`${formatCount(basis.unpricedTasks)}건은 요금을 알 수 없어 빠져 있습니다.`);
  return <Note as="p">{parts.join(' ')}</Note>;
}

const CsvBar = styled.div({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 20 });
const Note = styled.p(({ theme }) => ({ marginBottom: 16, fontSize: theme.typography.size.sm, color: theme.palette.gray[700] }));
