'use client';

import styled from '@emotion/styled';

/** 내장 테스트 결제사의 가상계좌 페이지로 가는 링크(발급 직후 안내와, 새로고침 뒤 구매 정보로 그린 안내에 같은 모양으로) */
export function TestDepositLink({ href }: { href: string }) {
  return <Link href={href}>테스트 입금하기</Link>;
}

const Link = styled.a(({ theme }) => ({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  alignItems: 'center',
  minHeight: 44,
  padding: '0 14px',
  borderRadius: theme.radius.md,
  border: `1px solid ${theme.color.border}`,
  color: theme.color.text,
  fontSize: theme.typography.size.sm,
  fontWeight: theme.typography.weight.semibold,
  textDecoration: 'none',
}));
