'use client';

import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-message';
import type { PurchaseCoupon } from '@/lib/api/checkout';
import { formatWon } from '@/lib/format';
import type { OrderForm } from '@/lib/schemas/checkout';
import { BANK_REQUIRED_MESSAGE } from '@/lib/schemas/payment-rules';
import { AmountSummary } from './amount-summary';
import { acceptsCashReceipt, CashReceiptField, useCashReceiptField } from './cash-receipt-field';
import { checkoutAmounts } from './checkout-math';
import { CouponSelect } from './coupon-select';
import { OrderLines } from './order-lines';
import { PaymentMethods, type MethodChoice } from './payment-methods';
import { PointField } from './point-field';
import { PageTitle } from './section';
import { useCheckoutSubmit } from './use-checkout-submit';
import { usePreviousCoupon } from './use-previous-coupon';

const AGREEMENT = '[필수] 주문 내용을 확인했으며 결제에 동의합니다.';

export function CheckoutForm({ form }: { form: OrderForm }) {
  const [coupon, setCoupon] = useState<PurchaseCoupon | null>(null);
  // 다시 결제하기로 왔으면 지난번 쿠폰·적립금을 골라 둔 채 시작한다(적립금은 잔액·결제 금액 안으로 checkoutAmounts 가 줄인다)
  usePreviousCoupon(form, setCoupon);
  const [point, setPoint] = useState(form.previousChoice?.point ?? 0);
  const [chosen, setChosen] = useState<MethodChoice>({ method: 'CARD', easyPay: null });
  // 입금자명은 대개 회원 본인이다: 이름으로 채워 두고, 다른 이름으로 보낼 때만 고친다
  const [depositorName, setDepositorName] = useState(() => (form.memberName ?? '').slice(0, 20));
  const [bankCode, setBankCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<{ depositor?: string; bank?: string; agreement?: string }>({});
  const { submit, error, busy } = useCheckoutSubmit();
  const cashReceipt = useCashReceiptField();

  const amounts = checkoutAmounts(form, coupon?.discount ?? 0, point);
  const fullPoint = amounts.total === 0;
  // 적립금이 전부를 덮으면 결제 수단은 적립금 전액 하나, 아니면 그 수단은 고를 수 없다
  const choice: MethodChoice = fullPoint ? { method: 'FULL_POINT', easyPay: null } : chosen.method === 'FULL_POINT' ? { method: 'CARD', easyPay: null } : chosen;
  const { method } = choice;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      depositor: method === 'NO_DEPOSIT' && depositorName.trim() === '' ? '입금자명을 입력해주세요.' : undefined,
      bank: method === 'VIRTUAL_ACCOUNT' && bankCode === '' ? BANK_REQUIRED_MESSAGE : undefined,
      agreement: agreed ? undefined : '결제 동의에 체크해주세요.',
    };
    setErrors(next);
    const receipt = acceptsCashReceipt(method) ? cashReceipt.validate() : ({ ok: true, value: null } as const);
    if (next.depositor || next.bank || next.agreement || !receipt.ok) return;
    void submit({
      purchaseId: form.id,
      method,
      easyPay: choice.easyPay,
      memberCouponId: coupon?.memberCouponId ?? null,
      pointToUse: amounts.pointUsed,
      depositorName,
      bankCode,
      cashReceipt: receipt.value,
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="주문·결제">
      <PageTitle>주문·결제</PageTitle>
      <OrderLines lines={form.lines} />
      <CouponSelect purchaseId={form.id} value={coupon?.memberCouponId ?? null} onChange={setCoupon} />
      <PointField balance={form.pointBalance} max={amounts.maxPoint} value={amounts.pointUsed} onChange={setPoint} />
      <PaymentMethods
        fullPoint={fullPoint}
        choice={choice}
        onChoice={setChosen}
        depositorName={depositorName}
        onDepositorName={setDepositorName}
        depositorError={errors.depositor}
        bankCode={bankCode}
        onBankCode={setBankCode}
        bankError={errors.bank}
      />
      {acceptsCashReceipt(method) && <CashReceiptField {...cashReceipt.field} />}
      <AmountSummary amounts={amounts} />
      <Footer>
        <Checkbox label={AGREEMENT} checked={agreed} onChange={(e) => setAgreed(e.target.checked)} error={errors.agreement} />
        {error && <FieldError role="alert">{error}</FieldError>}
        <Button type="submit" block disabled={busy}>
          {formatWon(amounts.total)} 결제하기
        </Button>
      </Footer>
    </form>
  );
}

const Footer = styled.div({ display: 'flex', flexDirection: 'column', gap: 12, paddingTop: 20 });
