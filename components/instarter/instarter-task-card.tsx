'use client';

import styled from '@emotion/styled';
import { formatSeoulDateTime } from '@/components/my-page/purchases/purchase-format';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api/http';
import { useInstarterRefill } from '@/lib/api/instarter';
import { formatCount } from '@/lib/format';
import { isDropRefill, REFILL_QUANTITY_LABEL } from '@/lib/schemas/fulfilment';
import { REFILL_HINT, REFILL_IN_PROGRESS, REFILL_REQUEST_FAILED, type InstarterLookupQuery, type InstarterTaskView } from '@/lib/schemas/services';

/** 작업 하나: 원래 주문이면 리필 버튼(받을 수 있을 때만), 거절되면 api 의 사유 */
export function InstarterTaskCard({ task: t, query }: { task: InstarterTaskView; query: InstarterLookupQuery }) {
  const refill = useInstarterRefill(query);
  return (
    <Item aria-label={`${t.kindLabel} ${t.taskHistoryId}`}>
      <Top>
        <strong>
          {t.kindLabel} · {t.productName}
        </strong>
        <span>{t.statusLabel}</span>
      </Top>
      <Meta>
        <span>작업번호 {t.taskHistoryId}</span>
        {isDropRefill(t) ? <span>{REFILL_QUANTITY_LABEL}</span> : <span>수량 {formatCount(t.quantity)}개</span>}
        {t.startCount != null && <span>시작 수치 {formatCount(t.startCount)}</span>}
        {t.remains != null && <span>남은 수량 {formatCount(t.remains)}</span>}
      </Meta>
      <Meta>
        <span>대상 {t.targetKey}</span>
        <span>접수 {formatSeoulDateTime(t.createdAt)}</span>
        {t.finishedAt && <span>종료 {formatSeoulDateTime(t.finishedAt)}</span>}
        {t.refillDeadline && <span>리필 기한 {formatSeoulDateTime(t.refillDeadline)}</span>}
      </Meta>
      {t.hasOpenRefill && <Hint>{REFILL_IN_PROGRESS}</Hint>}
      {t.canRefill && <Hint>{REFILL_HINT}</Hint>}
      {t.canRefill && (
        <Button type="button" variant="secondary" block disabled={refill.isPending} onClick={() => refill.mutate(t.taskHistoryId)}>
          {refill.isPending ? '신청 중…' : '리필 신청'}
        </Button>
      )}
      {refill.isError && (
        <Message role="alert">{isApiError(refill.error) ? refill.error.message : REFILL_REQUEST_FAILED}</Message>
      )}
    </Item>
  );
}

const Item = styled.li(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  padding: 16,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.palette.white,
}));
const Top = styled.div(({ theme }) => ({ display: 'flex', justifyContent: 'space-between', gap: 8, fontSize: theme.typography.size.sm }));
const Meta = styled.p(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: '0 10px', fontSize: theme.typography.size.xs, color: theme.color.textMuted, wordBreak: 'break-all' }));
const Hint = styled.p(({ theme }) => ({ fontSize: theme.typography.size.sm, color: theme.palette.blue[900] }));
const Message = styled.p(({ theme }) => ({ fontSize: theme.typography.size.sm, color: theme.color.danger }));
