'use client';

import styled from '@emotion/styled';
import { formatWon, formatCount } from '@/lib/format';
import type { AdminCoupon } from '@/lib/schemas/coupons';

const count = (n: number) => `${formatCount(n)}장`;

/** 쿠폰 하나의 사용 현황: 발급·사용·사용 가능·만료·회수, 깎아 준 금액, 이 쿠폰을 쓴 매출 */
export function CouponUsageSummary({ coupon }: { coupon: AdminCoupon }) {
  const u = coupon.usage;
  const rows: [string, string][] = [
    ['발급', count(u.issued)],
    ['사용', count(u.used)],
    ['사용 가능', count(u.available)],
    ['결제 중', count(u.reserved)],
    ['만료', count(u.expired)],
    ['회수', count(u.revoked)],
    ['할인한 금액', formatWon(u.discountGiven)],
    ['쿠폰을 쓴 매출', formatWon(u.salesWithCoupon)],
  ];
  return (
    <Figures aria-label="사용 현황">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Figures>
  );
}

const Figures = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
  gap: 8,
  margin: '0 0 16px',
  div: { padding: '10px 12px', borderRadius: theme.radius.md, background: theme.color.surface },
  dt: { fontSize: theme.typography.size.xs, color: theme.color.textMuted },
  dd: { margin: 0, fontWeight: theme.typography.weight.semibold },
}));
