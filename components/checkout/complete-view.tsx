'use client';

import { useQuery } from '@tanstack/react-query';
import { useUser } from '@/hooks/use-user';
import { noDepositResultQuery, virtualAccountResultQuery } from '@/lib/api/checkout';
import { myPurchaseQuery } from '@/lib/api/my-purchases';
import type { NoDepositResponse, PayTo } from '@/lib/schemas/payments';
import { Notice } from './notice';
import { PayToBlock } from './pay-to';
import { Muted } from './section';
import { VirtualAccountGuide } from './virtual-account-guide';

const LINKS = (purchaseId: number) => [
  { href: `/my-page/purchases/${purchaseId}`, label: '구매 내역 보기', primary: true },
  { href: '/', label: '쇼핑 계속하기' },
];

const payToOf = (r: NoDepositResponse): PayTo => ({
  kind: 'NO_DEPOSIT',
  bankName: r.bank.bankName,
  accountNumber: r.bank.accountNumber,
  accountHolder: r.bank.accountHolder,
  amount: r.amount,
  deadline: r.depositDeadline,
  depositorName: r.depositorName || null,
});

/**
 * 계좌 결제 접수(무통장입금·가상계좌): 입금할 곳은 접수할 때 받은 답(같은 탭의 sessionStorage)으로 그리고,
 * 없으면(새 탭·새로고침 뒤) 구매 상세의 payTo 로 그린다.
 */
export function CompleteView({ purchaseId }: { purchaseId: number | null }) {
  const { memberId } = useUser();
  const remembered = useQuery({ ...noDepositResultQuery(purchaseId ?? 0), enabled: purchaseId != null });
  // 가상계좌 발급 답(같은 탭의 sessionStorage)이 있으면 그 계좌로 안내한다(테스트 결제사면 테스트 입금하기도)
  const va = useQuery({ ...virtualAccountResultQuery(purchaseId ?? 0), enabled: purchaseId != null });
  const needDetail = purchaseId != null && remembered.isSuccess && !remembered.data && va.isSuccess && !va.data;
  const detail = useQuery({ ...myPurchaseQuery(memberId, purchaseId ?? 0), enabled: needDetail && memberId != null });
  if (purchaseId == null) return <Notice title="주문 정보가 없습니다" links={[{ href: '/cart', label: '장바구니로 돌아가기', primary: true }]} />;
  if (va.data) return <VirtualAccountGuide result={va.data} />;
  if (remembered.isPending || va.isPending || (needDetail && detail.isLoading)) return <Muted role="status">입금 안내를 불러오는 중입니다…</Muted>;

  const payTo = remembered.data ? payToOf(remembered.data) : (detail.data?.payTo ?? null);
  const orderNo = remembered.data?.orderNo ?? detail.data?.orderNo;
  if (!payTo)
    return (
      <Notice title="주문이 접수되었습니다" links={LINKS(purchaseId)}>
        <Muted>입금 계좌와 기한은 구매 내역에서 볼 수 있습니다.</Muted>
      </Notice>
    );
  return (
    <Notice title="주문이 접수되었습니다" links={LINKS(purchaseId)}>
      <Muted>아래 계좌로 입금해주세요. 입금이 확인되면 주문이 시작됩니다.</Muted>
      <PayToBlock payTo={payTo} orderNo={orderNo} />
      <Muted>기한까지 입금이 확인되지 않으면 주문은 자동으로 취소되고, 사용한 쿠폰과 적립금은 돌려드립니다.</Muted>
    </Notice>
  );
}
