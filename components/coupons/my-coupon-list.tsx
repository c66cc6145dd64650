'use client';

import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SectionHeading } from '@/components/layout/section-heading';
import { formatWon } from '@/lib/format';
import { useUser } from '@/hooks/use-user';
import { myCouponsQuery } from '@/lib/api/coupons';
import type { MyCoupon } from '@/lib/schemas/coupons';
import type { MemberCouponStatus } from '@/lib/schemas/purchases';

const TABS = [
  { key: 'available', label: '사용 가능', statuses: ['AVAILABLE', 'RESERVED'] },
  { key: 'used', label: '사용 완료', statuses: ['USED'] },
  { key: 'expired', label: '만료·회수', statuses: ['EXPIRED', 'REVOKED'] },
] as const satisfies readonly { key: string; label: string; statuses: readonly MemberCouponStatus[] }[];
type TabKey = (typeof TABS)[number]['key'];

const day = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: 'long', day: 'numeric' });

function CouponCard({ coupon }: { coupon: MyCoupon }) {
  return (
    <Card data-dim={coupon.status !== 'AVAILABLE' && coupon.status !== 'RESERVED'}>
      <Title>{coupon.name}</Title>
      <Discount>{coupon.discountText}</Discount>
      <Meta>
        <li>{coupon.scopeLabel}</li>
        {coupon.minOrderAmount > 0 && <li>{`${formatWon(coupon.minOrderAmount)} 이상 주문`}</li>}
        <li>{coupon.expiresAt ? `${day.format(new Date(coupon.expiresAt))}까지` : '기한 없음'}</li>
        <li>{coupon.statusLabel}</li>
      </Meta>
    </Card>
  );
}

/** /my-page/coupons: 쿠폰함. 기한이 지난 쿠폰은 만료로 보이고 결제에서 고를 수 없다 */
export function MyCouponList() {
  const { memberId } = useUser();
  const query = useQuery(myCouponsQuery(memberId));
  const [tab, setTab] = useState<TabKey>('available');
  const items = query.data?.items ?? [];
  const countOf = (key: TabKey) => items.filter((c) => (TABS.find((t) => t.key === key)!.statuses as readonly string[]).includes(c.status)).length;
  const shown = items.filter((c) => (TABS.find((t) => t.key === tab)!.statuses as readonly string[]).includes(c.status));
  return (
    <>
      <SectionHeading as="h1">쿠폰함</SectionHeading>
      <Tabs role="tablist" aria-label="쿠폰 상태">
        {TABS.map((t) => (
          <Tab key={t.key} type="button" role="tab" id={`coupon-tab-${t.key}`} aria-selected={tab === t.key} aria-controls="coupon-panel" onClick={() => setTab(t.key)}>
            {`${t.label} ${countOf(t.key)}`}
          </Tab>
        ))}
      </Tabs>
      <div role="tabpanel" id="coupon-panel" aria-labelledby={`coupon-tab-${tab}`}>
        {query.isPending ? (
          <Note>불러오는 중…</Note>
        ) : query.isError ? (
          <Note role="alert">쿠폰을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.</Note>
        ) : shown.length === 0 ? (
          <Note>쿠폰이 없습니다.</Note>
        ) : (
          <List>
            {shown.map((c) => (
              <CouponCard key={c.id} coupon={c} />
            ))}
          </List>
        )}
      </div>
    </>
  );
}

const Tabs = styled.div(({ theme }) => ({ display: 'flex', gap: 4, marginBottom: 12, borderBottom: `1px solid ${theme.color.border}` }));
const Tab = styled.button(({ theme }) => ({
  flex: 1,
  minHeight: 44,
  border: 'none',
  background: 'transparent',
  fontSize: theme.typography.size.sm,
  color: theme.color.textMuted,
  borderBottom: '2px solid transparent',
  '&[aria-selected="true"]': { color: theme.color.text, fontWeight: theme.typography.weight.semibold, borderBottomColor: theme.color.primary },
}));
const List = styled.ul({ display: 'flex', flexDirection: 'column', gap: 12 });
const Card = styled.li(({ theme }) => ({
  padding: 16,
  borderRadius: theme.radius.lg,
  border: `1px solid ${theme.color.border}`,
  background: theme.palette.white,
  '&[data-dim="true"]': { background: theme.color.surface },
}));
const Title = styled.h2(({ theme }) => ({ fontSize: theme.typography.size.md, fontWeight: theme.typography.weight.semibold }));
const Discount = styled.p(({ theme }) => ({ marginTop: 4, fontSize: theme.typography.size.lg, fontWeight: theme.typography.weight.bold, color: theme.color.primary }));
const Meta = styled.ul(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: '4px 12px', marginTop: 8, fontSize: theme.typography.size.sm, color: theme.color.textMuted }));
const Note = styled.p(({ theme }) => ({ padding: '40px 0', textAlign: 'center', color: theme.color.textMuted, fontSize: theme.typography.size.sm }));
