'use client';

import styled from '@emotion/styled';
import Link from 'next/link';
import { ACCOUNT_TYPE_LABELS, ACCOUNT_TYPES, PRODUCT_KIND_LABELS, type AccountType } from '@/lib/schemas/catalogue-rules';

export type ListTab = 'single' | 'daily';
type Props = { basePath: string; tab: ListTab; accountType?: AccountType };

function href(basePath: string, tab: ListTab, accountType?: AccountType) {
  const params = new URLSearchParams();
  if (tab === 'daily') params.set('tab', 'daily');
  if (accountType) params.set('accountType', accountType);
  const search = params.toString();
  return search ? `${basePath}?${search}` : basePath;
}

/** 단건/데일리 탭과 계정 유형 거르기. 모두 주소(?tab=daily&accountType=KOREAN)에 남아 링크로 나눌 수 있다 */
export function ProductFilters({ basePath, tab, accountType }: Props) {
  const tabs: Array<[ListTab, string]> = [
    ['single', PRODUCT_KIND_LABELS.SINGLE],
    ['daily', PRODUCT_KIND_LABELS.DAILY],
  ];
  const accounts: Array<[AccountType | undefined, string]> = [[undefined, '전체'], ...ACCOUNT_TYPES.map((a) => [a, ACCOUNT_TYPE_LABELS[a]] as [AccountType, string])];
  return (
    <>
      <Tabs role="tablist" aria-label="상품 종류">
        {tabs.map(([value, label]) => (
          <Tab key={value} role="tab" aria-selected={tab === value} href={href(basePath, value, accountType)} replace scroll={false}>
            {label}
          </Tab>
        ))}
      </Tabs>
      <Chips aria-label="계정 유형">
        {accounts.map(([value, label]) => (
          <Chip key={label} aria-current={accountType === value ? 'true' : undefined} href={href(basePath, tab, value)} replace scroll={false}>
            {label}
          </Chip>
        ))}
      </Chips>
    </>
  );
}

const Tabs = styled.div(({ theme }) => ({ display: 'flex', borderBottom: `1px solid ${theme.color.border}`, marginBottom: 12 }));

const Tab = styled(Link)(({ theme }) => ({
  flex: 1,
  padding: '12px 0',
  textAlign: 'center',
  fontWeight: theme.typography.weight.semibold,
  color: theme.color.textMuted,
  borderBottom: '2px solid transparent',
  marginBottom: -1,
  '&[aria-selected="true"]': { color: theme.color.primary, borderBottomColor: theme.color.primary },
}));

const Chips = styled.nav({ display: 'flex', gap: 8, marginBottom: 16 });

// 손가락 하나(44px) 높이의 알약 모양
export const Chip = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: theme.layout.tapTarget,
  padding: '0 14px',
  borderRadius: 999,
  border: `1px solid ${theme.color.border}`,
  fontSize: theme.typography.size.sm,
  color: theme.color.text,
  whiteSpace: 'nowrap',
  '&[aria-current="true"]': { background: theme.palette.gray[900], borderColor: theme.palette.gray[900], color: theme.palette.white },
}));
