'use client';

import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { notFound } from 'next/navigation';
import { DetailHead, DetailNote, Row, Rows, Section, SummaryTitle } from '@/components/my-page/purchases/detail-parts';
import { formatSeoulDateTime } from '@/components/my-page/purchases/purchase-format';
import { Button } from '@/components/ui/button';
import { useUser } from '@/hooks/use-user';
import { isApiError } from '@/lib/api/http';
import { myServiceQuery } from '@/lib/api/my-services';
import { formatCount } from '@/lib/format';
import { openModal } from '@/lib/modal';
import { REFILL_IN_PROGRESS } from '@/lib/schemas/services';
import { AccountForm } from './account-form';
import { RefillButton } from './refill-button';
import { serviceAmountText } from './service-amount';
import { ServiceProgress } from './service-progress';
import { ServiceShortfall } from './service-shortfall';
import { ServiceStatusBadge } from './service-status-badge';
import { TaskTimeline } from './task-timeline';

/** /my-page/services/{id}: 없거나 남의 서비스면(api 404·403) 없는 페이지 */
export function MyServiceDetail({ id }: { id: number }) {
  const { memberId } = useUser();
  const query = useQuery(myServiceQuery(memberId, id));
  if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 403)) notFound();

  const s = query.data;
  return (
    <>
      <DetailHead title="서비스 상세" backHref="/my-page/services" />
      {query.isError ? (
        <DetailNote role="alert">서비스를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.</DetailNote>
      ) : !s ? (
        <DetailNote>불러오는 중…</DetailNote>
      ) : (
        <>
          <Section aria-labelledby="service-summary">
            <SummaryTitle>
              <h2 id="service-summary">{s.productName}</h2>
              <ServiceStatusBadge status={s.status} />
            </SummaryTitle>
            <ServiceProgress service={s} />
            {s.shortfall && <ServiceShortfall shortfall={s.shortfall} />}
            <Rows>
              <Row>
                <dt>대상</dt>
                <dd>{s.targetKey}</dd>
              </Row>
              <Row>
                <dt>채널</dt>
                <dd>
                  {s.channel.name} · {s.productType.name}
                </dd>
              </Row>
              <Row>
                <dt>수량</dt>
                <dd>
                  {formatCount(s.quantity)}개{s.productKind === 'DAILY' ? ` × ${formatCount(s.days)}일` : ''}
                </dd>
              </Row>
              <Row>
                <dt>결제 금액</dt>
                <dd>{serviceAmountText(s)}</dd>
              </Row>
              <Row>
                <dt>주문일시</dt>
                <dd>{formatSeoulDateTime(s.createdAt)}</dd>
              </Row>
              {s.completedAt && (
                <Row>
                  <dt>완료일시</dt>
                  <dd>{formatSeoulDateTime(s.completedAt)}</dd>
                </Row>
              )}
              {s.refillDeadline && (
                <Row>
                  <dt>리필 가능 기한</dt>
                  <dd>{formatSeoulDateTime(s.refillDeadline)}까지</dd>
                </Row>
              )}
            </Rows>
            {s.hasOpenRefill && <Hint>{REFILL_IN_PROGRESS}</Hint>}
            {s.canRefill && <RefillButton serviceId={s.id} block />}
          </Section>
          <TaskTimeline tasks={s.tasks} />
          {s.canChangeAccount && <AccountForm service={s} />}
          <Actions>
            <Button type="button" variant="secondary" onClick={() => openModal('inquiryWrite', { serviceId: s.id, category: 'SERVICE_QUESTION' })}>
              문의하기
            </Button>
            {s.reviewable && (
              <Button type="button" onClick={() => openModal('reviewWrite', { serviceId: s.id })}>
                후기 작성
              </Button>
            )}
          </Actions>
        </>
      )}
    </>
  );
}

const Hint = styled.p(({ theme }) => ({ fontSize: theme.typography.size.sm, color: theme.palette.blue[900] }));
const Actions = styled.div({ display: 'flex', gap: 8, marginTop: 16, '& > *': { flex: 1 } });
