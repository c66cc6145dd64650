'use client';

import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { SectionHeading } from '@/components/layout/section-heading';
import { useUser } from '@/hooks/use-user';
import { isApiError } from '@/lib/api/http';
import { myPurchaseQuery } from '@/lib/api/my-purchases';
import { DepositGuide } from './deposit-guide';
import { Row, Rows, Section } from './detail-parts';
import { PurchaseAmounts } from './purchase-amounts';
import { formatSeoulDateTime } from './purchase-format';
import { PurchaseLines } from './purchase-lines';
import { PurchaseServices } from './purchase-services';
import { PurchaseStatusBadge } from './status-badge';

/** /my-page/purchases/{id}: 없거나 남의 구매면(api 404) 없는 페이지 */
export function MyPurchaseDetail({ id }: { id: number }) {
  const { memberId } = useUser();
  const query = useQuery(myPurchaseQuery(memberId, id));
  if (isApiError(query.error) && query.error.status === 404) notFound();

  const p = query.data;
  return (
    <>
      <Head>
        <SectionHeading as="h1">구매 상세</SectionHeading>
        <Back href="/my-page/purchases">목록으로</Back>
      </Head>
      {query.isError ? (
        <Note role="alert">구매 내역을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.</Note>
      ) : !p ? (
        <Note>불러오는 중…</Note>
      ) : (
        <>
          <Section aria-labelledby="purchase-summary">
            <Title>
              <h2 id="purchase-summary">{p.orderName}</h2>
              <PurchaseStatusBadge status={p.status} />
            </Title>
            <Rows>
              <Row>
                <dt>주문번호</dt>
                <dd>{p.orderNo}</dd>
              </Row>
              <Row>
                <dt>주문일시</dt>
                <dd>{formatSeoulDateTime(p.createdAt)}</dd>
              </Row>
              {p.paidAt && (
                <Row>
                  <dt>결제일시</dt>
                  <dd>{formatSeoulDateTime(p.paidAt)}</dd>
                </Row>
              )}
            </Rows>
          </Section>
          {p.status === 'WAITING_PAYMENT' && p.method === 'NO_DEPOSIT' && <DepositGuide purchase={p} />}
          <PurchaseLines lines={p.lines} />
          <PurchaseAmounts purchase={p} />
          <PurchaseServices purchase={p} />
        </>
      )}
    </>
  );
}

const Head = styled.div({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 12 });
const Back = styled(Link)(({ theme }) => ({ flexShrink: 0, fontSize: theme.typography.size.sm, color: theme.color.textMuted }));
const Title = styled.div({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 8 });
const Note = styled.p(({ theme }) => ({ padding: '40px 0', textAlign: 'center', color: theme.color.textMuted, fontSize: theme.typography.size.sm }));
