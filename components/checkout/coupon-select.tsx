'use client';

import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { purchaseCouponsQuery, type PurchaseCoupon } from '@/lib/api/checkout';
import { formatWon } from '@/lib/format';
import { Muted, Section } from './section';

type Props = { purchaseId: number; value: number | null; onChange: (coupon: PurchaseCoupon | null) => void };

const optionText = (c: PurchaseCoupon) => (c.usable ? `${c.name} (-${formatWon(c.discount)})` : `${c.name} – ${c.reason ?? '사용할 수 없습니다'}`);

/** 쿠폰은 한 장만. 쓸 수 없는 쿠폰도 이유와 함께 보여 주되 고를 수 없게 한다 */
export function CouponSelect({ purchaseId, value, onChange }: Props) {
  const { data: coupons = [], isPending, isError, error } = useQuery(purchaseCouponsQuery(purchaseId));
  return (
    <Section title="쿠폰">
      <Select
        aria-label="쿠폰 선택"
        value={value ?? ''}
        disabled={isPending}
        onChange={(e) => onChange(coupons.find((c) => c.memberCouponId === Number(e.target.value)) ?? null)}
      >
        <option value="">{coupons.some((c) => c.usable) ? '쿠폰을 선택하세요' : '사용할 수 있는 쿠폰이 없습니다'}</option>
        {coupons.map((c) => (
          <option key={c.memberCouponId} value={c.memberCouponId} disabled={!c.usable}>
            {optionText(c)}
          </option>
        ))}
      </Select>
      {isError && <Muted role="alert">{error.message}</Muted>}
    </Section>
  );
}

const Select = styled.select(({ theme }) => ({
  height: theme.layout.inputHeight,
  padding: '0 12px',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.palette.white,
  fontSize: theme.typography.size.md,
}));
