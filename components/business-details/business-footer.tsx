'use client';

import styled from '@emotion/styled';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { businessInfoCheckUrl, formatRegistrationNumber, type BusinessDetails } from '@/lib/schemas/business-details';
import { POLICY_KINDS, POLICY_LABELS, policyPath } from '@/lib/schemas/policies';

/** 정책 링크(개인정보처리방침은 굵게: 찾기 쉽게 두라는 개인정보보호위원회 작성지침) + 사업자 정보 */
export function BusinessFooter({ details }: { details: BusinessDetails | null }) {
  return (
    <Footer aria-label="사업자 정보와 약관">
      <Links aria-label="약관·정책">
        {POLICY_KINDS.map((kind) => (
          <li key={kind}>
            <Link href={policyPath(kind)} data-strong={kind === 'PRIVACY' || undefined}>
              {POLICY_LABELS[kind]}
            </Link>
          </li>
        ))}
      </Links>
      {details ? (
        <Details>
          <Row label="상호" value={details.companyName} />
          <Row label="대표자" value={details.representative} />
          <Row label="주소" value={details.address} />
          <Row label="전화" value={details.phone} />
          <Row label="이메일" value={details.email} />
          <Row label="사업자등록번호" value={formatRegistrationNumber(details.registrationNumber)}>
            <a href={businessInfoCheckUrl(details.registrationNumber)} target="_blank" rel="noopener noreferrer">
              사업자정보 확인<span className="visually-hidden"> (공정거래위원회, 새 창)</span>
            </a>
          </Row>
          <Row label="통신판매업 신고번호" value={details.mailOrderNumber} />
          <Row label="호스팅 제공자" value={details.hostingProvider} />
          <Row label="개인정보 보호책임자" value={`${details.privacyOfficerName} (${details.privacyOfficerContact})`} />
        </Details>
      ) : (
        <Empty>사업자 정보를 준비하고 있습니다.</Empty>
      )}
    </Footer>
  );
}

function Row({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <li>
      {label}: {value}
      {children && <> {children}</>}
    </li>
  );
}

const Footer = styled.footer(({ theme }) => ({
  margin: `0 ${theme.layout.gutter}px`,
  padding: '20px 0 28px',
  borderTop: `1px solid ${theme.color.border}`,
  fontSize: theme.typography.size.xs,
  lineHeight: 1.6,
  color: theme.color.textMuted,
}));

const Links = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0 16px',
  margin: '0 0 8px',
  padding: 0,
  listStyle: 'none',
  // 홀로 선 링크라 누르는 칸은 44px(WCAG 2.5.8 보다 넉넉한 가게의 기준, e2e/accessibility.spec.ts)
  a: { display: 'inline-flex', alignItems: 'center', minHeight: 44, color: theme.color.text, fontSize: theme.typography.size.sm },
  'a[data-strong]': { fontWeight: theme.typography.weight.bold },
}));

// dl 로 두면 Chromium 이 dt 를 dd 의 이름으로 삼아 '이메일' 같은 라벨 찾기가 가입 폼의 칸과 겹친다: 글줄 목록으로
const Details = styled.ul({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  li: { wordBreak: 'keep-all' },
  a: { color: 'inherit', textDecoration: 'underline' },
});

const Empty = styled.p({ margin: 0 });
