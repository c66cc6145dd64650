import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { BusinessFooter } from '@/components/business-details/business-footer';
import { PolicyView } from '@/components/policies/policy-view';
import type { PublicPolicy } from '@/lib/schemas/policies';
import { renderApp } from '../components/render-app';
import { SignupAgreements } from '@/components/policies/signup-agreements';

const WCAG = { runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } };

const details = {
  companyName: '그로스몰',
  representative: '김대표',
  address: '서울특별시 강남구 테헤란로 1',
  phone: '02-1234-5678',
  email: 'help@example.com',
  registrationNumber: '1234567891',
  mailOrderNumber: '제2026-서울강남-0001호',
  hostingProvider: '예시 클라우드',
  privacyOfficerName: '김보호',
  privacyOfficerContact: 'privacy@example.com',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('스토어 아래쪽 사업자 정보', () => {
  it('전자상거래법 §10 의 항목과 사업자등록번호로 만든 사업자정보 확인 링크(새 창), 세 정책 링크를 보인다', () => {
    renderApp(<BusinessFooter details={details} />);
    const footer = screen.getByRole('contentinfo', { name: '사업자 정보와 약관' });
    for (const text of ['그로스몰', '김대표', '서울특별시 강남구 테헤란로 1', '02-1234-5678', 'help@example.com', '123-45-67891', '제2026-서울강남-0001호', '예시 클라우드', '김보호 (privacy@example.com)']) {
      expect(footer).toHaveTextContent(text);
    }
    const check = within(footer).getByRole('link', { name: /사업자정보 확인\s*\(공정거래위원회, 새 창\)/ });
    expect(check).toHaveAttribute('href', 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=1234567891');
    expect(check).toHaveAttribute('target', '_blank');
    expect(within(footer).getByRole('link', { name: '이용약관' })).toHaveAttribute('href', '/policies/terms');
    expect(within(footer).getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute('href', '/policies/privacy');
    expect(within(footer).getByRole('link', { name: '환불 정책' })).toHaveAttribute('href', '/policies/refund');
  });

  it('axe: 아래쪽과 가입 동의 칸에 WCAG 2.2 A·AA 위반이 없다', async () => {
    const footer = renderApp(<BusinessFooter details={details} />);
    expect((await axe.run(footer.container, WCAG)).violations).toEqual([]);
    footer.unmount();
    const register = (name: string) => ({ name, onChange: async () => {}, onBlur: async () => {}, ref: () => {} });
    const agreements = renderApp(<SignupAgreements register={register as never} errors={{}} />);
    expect((await axe.run(agreements.container, WCAG)).violations).toEqual([]);
  });

  it('사업자 정보가 아직 없으면 정책 링크와 준비 중 안내만', () => {
    renderApp(<BusinessFooter details={null} />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('사업자 정보를 준비하고 있습니다.');
  });
});

const version = (n: number, status: 'IN_EFFECT' | 'SUPERSEDED' | 'SCHEDULED', effectiveDate: string) => ({
  id: n,
  kind: 'PRIVACY' as const,
  versionNumber: n,
  summary: `제${n}판 요약`,
  effectiveDate,
  status,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('정책 화면', () => {
  it('개인정보처리방침은 지금 판의 본문, 예고된 다음 판, 변경 이력을 보인다', () => {
    const policy: PublicPolicy = {
      kind: 'PRIVACY',
      current: { ...version(2, 'IN_EFFECT', '2026-06-01'), content: '첫 문단\n\n둘째 문단' },
      upcoming: version(3, 'SCHEDULED', '2026-12-10'),
      history: [version(2, 'IN_EFFECT', '2026-06-01'), version(1, 'SUPERSEDED', '2026-01-01')],
    };
    renderApp(<PolicyView policy={policy} />);
    expect(screen.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeInTheDocument();
    expect(screen.getByText('제2판 · 시행일 2026.06.01')).toBeInTheDocument();
    expect(screen.getByText('둘째 문단')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('2026.12.10부터 새 개인정보처리방침(제3판)이 시행됩니다: 제3판 요약');
    const history = screen.getByRole('region', { name: '변경 이력' });
    expect(within(history).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '제2판 (시행 2026.06.01) 제2판 요약 — 현재 시행 중',
      '제1판 (시행 2026.01.01) 제1판 요약',
    ]);
  });
});
