'use client';

import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { noDepositResultQuery, virtualAccountResultQuery } from '@/lib/api/checkout';
import { formatWon } from '@/lib/format';
import type { NoDepositResponse } from '@/lib/schemas/payments';
import { CopyButton } from './copy-button';
import { formatDeadline } from './format-deadline';
import { Notice } from './notice';
import { Facts } from './paid-summary';
import { Muted } from './section';
import { VirtualAccountGuide } from './virtual-account-guide';

const LINKS = (purchaseId: number) => [
  { href: `/my-page/purchases/${purchaseId}`, label: '구매 내역 보기', primary: true },
  { href: '/', label: '쇼핑 계속하기' },
];

/** 무통장입금 접수: 입금 안내는 접수할 때 받은 답(같은 탭의 sessionStorage)으로 그린다 */
export function CompleteView({ purchaseId }: { purchaseId: number | null }) {
  const { data, isPending } = useQuery({ ...noDepositResultQuery(purchaseId ?? 0), enabled: purchaseId != null });
  // 가상계좌 발급 답(같은 탭의 sessionStorage)이 있으면 그 계좌로 안내한다
  const va = useQuery({ ...virtualAccountResultQuery(purchaseId ?? 0), enabled: purchaseId != null });
  if (purchaseId == null) return <Notice title="주문 정보가 없습니다" links={[{ href: '/cart', label: '장바구니로 돌아가기', primary: true }]} />;
  if (va.data) return <VirtualAccountGuide result={va.data} />;
  if (isPending || va.isPending) return <Muted role="status">입금 안내를 불러오는 중입니다…</Muted>;
  if (!data)
    return (
      <Notice title="주문이 접수되었습니다" links={LINKS(purchaseId)}>
        <Muted>입금 계좌와 기한은 구매 내역에서 볼 수 있습니다.</Muted>
      </Notice>
    );
  return <DepositGuide result={data} />;
}

function DepositGuide({ result }: { result: NoDepositResponse }) {
  const { bank } = result;
  return (
    <Notice title="주문이 접수되었습니다" links={LINKS(result.purchaseId)}>
      <Muted>아래 계좌로 입금해주세요. 입금이 확인되면 주문이 시작됩니다.</Muted>
      <Facts aria-label="입금 안내">
        <dt>주문번호</dt>
        <dd>{result.orderNo}</dd>
        <dt>입금 계좌</dt>
        <dd>
          {bank.bankName} <span data-testid="account-number">{bank.accountNumber}</span>
        </dd>
        <dt>예금주</dt>
        <dd>{bank.accountHolder}</dd>
        <dt>입금 금액</dt>
        <dd data-testid="deposit-amount">{formatWon(result.amount)}</dd>
        <dt>입금자명</dt>
        <dd>{result.depositorName}</dd>
        <dt>입금 기한</dt>
        <dd>{formatDeadline(result.depositDeadline)}</dd>
      </Facts>
      <CopyRow>
        <CopyButton text={bank.accountNumber} label="계좌번호 복사" />
      </CopyRow>
      <Muted>기한까지 입금이 확인되지 않으면 주문은 자동으로 취소되고, 사용한 쿠폰과 적립금은 돌려드립니다.</Muted>
    </Notice>
  );
}

const CopyRow = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: 10, fontSize: theme.typography.size.sm, color: theme.color.textMuted }));
