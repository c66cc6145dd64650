'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useNoDepositPayment, usePayWithPoints, usePrepareCardPayment, useVirtualAccountPayment } from '@/lib/api/checkout';
import type { BankCode } from '@/lib/schemas/payment-rules';
import type { CashReceiptRequest } from '@/lib/schemas/payments';
import type { EasyPayProvider, PaymentMethod } from '@/lib/schemas/purchases';
import { requestTossCardPayment } from './toss-payments';

export type CheckoutChoice = {
  purchaseId: number;
  method: PaymentMethod;
  /** 간편결제(EASY_PAY)일 때 어느 것인지 */
  easyPay?: EasyPayProvider | null;
  memberCouponId: number | null;
  pointToUse: number;
  depositorName: string;
  /** 가상계좌를 발급받을 은행(토스 두 자리 코드) */
  bankCode: string;
  /** 계좌 결제의 현금영수증 신청(검사를 마친 값), 신청하지 않으면 null */
  cashReceipt?: CashReceiptRequest | null;
};

const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : '결제를 진행하지 못했습니다. 다시 시도해주세요.');

/**
 * 결제하기 한 번: 카드는 결제창(테스트 결제사 주소 또는 토스 SDK)으로, 가상계좌·무통장입금은 입금 안내로,
 * 적립금 전액은 바로 완료 화면으로. 금액은 보내지 않는다: 서버가 쿠폰·적립금으로 다시 계산한다.
 */
export function useCheckoutSubmit() {
  const router = useRouter();
  const card = usePrepareCardPayment();
  const noDeposit = useNoDepositPayment();
  const fullPoint = usePayWithPoints();
  const virtualAccount = useVirtualAccountPayment();
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const submit = async ({ purchaseId, method, easyPay = null, memberCouponId, pointToUse, depositorName, bankCode, cashReceipt }: CheckoutChoice) => {
    setError(null);
    try {
      if (method === 'CARD' || method === 'EASY_PAY') {
        // 간편결제도 같은 결제 준비와 같은 결제창(그 간편결제사 화면으로 바로)을 쓴다
        const prepared = await card.mutateAsync({ purchaseId, memberCouponId, pointToUse, ...(method === 'EASY_PAY' ? { easyPay } : {}) });
        setLeaving(true);
        if (prepared.checkoutUrl) window.location.assign(prepared.checkoutUrl);
        else await requestTossCardPayment(prepared);
      } else if (method === 'VIRTUAL_ACCOUNT') {
        const result = await virtualAccount.mutateAsync({ purchaseId, bankCode: bankCode as BankCode, memberCouponId, pointToUse, ...(cashReceipt ? { cashReceipt } : {}) });
        setLeaving(true);
        router.push(`/checkout/complete?purchaseId=${result.purchaseId}`);
      } else if (method === 'NO_DEPOSIT') {
        const result = await noDeposit.mutateAsync({ purchaseId, depositorName: depositorName.trim(), memberCouponId, pointToUse, ...(cashReceipt ? { cashReceipt } : {}) });
        setLeaving(true);
        router.push(`/checkout/complete?purchaseId=${result.purchaseId}`);
      } else {
        const result = await fullPoint.mutateAsync({ purchaseId, memberCouponId });
        setLeaving(true);
        router.push(`/checkout/success?purchaseId=${result.purchaseId}`);
      }
    } catch (e) {
      setLeaving(false);
      setError(messageOf(e));
    }
  };

  return { submit, error, busy: leaving || card.isPending || noDeposit.isPending || fullPoint.isPending || virtualAccount.isPending };
}
