'use client';

import styled from '@emotion/styled';
import Link from 'next/link';
import { SectionHeading } from '@/components/layout/section-heading';
import { formatWon } from '@/components/ui/format-won';
import { useUser } from '@/hooks/use-user';
import { REGISTRATION_TYPE_LABELS } from '@/lib/schemas/members';

/** 마이페이지 첫 화면: 회원 요약. 서비스·구매 내역 메뉴는 이 아래에 붙는다. */
export function MyPageHome() {
  const { publicInfo, sensitiveInfo } = useUser();
  return (
    <>
      <SectionHeading as="h1">마이페이지</SectionHeading>
      <Summary aria-busy={!publicInfo}>
        <Row>
          <dt>이메일</dt>
          <dd>{sensitiveInfo ? (sensitiveInfo.email ?? '등록된 이메일이 없습니다') : '불러오는 중…'}</dd>
        </Row>
        <Row>
          <dt>적립금</dt>
          <dd>{publicInfo ? formatWon(publicInfo.point) : '불러오는 중…'}</dd>
        </Row>
        {publicInfo && (
          <Row>
            <dt>가입 방법</dt>
            <dd>{REGISTRATION_TYPE_LABELS[publicInfo.registrationType]}</dd>
          </Row>
        )}
        {publicInfo && (
          <Row>
            <dt>작성한 후기</dt>
            <dd>{publicInfo.reviewCount}개</dd>
          </Row>
        )}
      </Summary>
      <Menu aria-label="마이페이지 메뉴">
        <li>
          <MenuLink href="/my-page/purchases">구매 내역</MenuLink>
        </li>
      </Menu>
    </>
  );
}

const Summary = styled.dl(({ theme }) => ({
  margin: 0,
  padding: '4px 16px',
  borderRadius: theme.radius.lg,
  background: theme.color.surface,
}));

const Row = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 12,
  padding: '12px 0',
  fontSize: theme.typography.size.sm,
  '& + &': { borderTop: `1px solid ${theme.palette.gray[200]}` },
  dt: { color: theme.color.textMuted },
  dd: { margin: 0, fontWeight: theme.typography.weight.semibold, wordBreak: 'break-all' },
}));

const Menu = styled.ul(({ theme }) => ({
  marginTop: 16,
  borderRadius: theme.radius.lg,
  background: theme.color.surface,
  li: { '& + li': { borderTop: `1px solid ${theme.palette.gray[200]}` } },
}));

const MenuLink = styled(Link)(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  minHeight: 48,
  padding: '0 16px',
  fontSize: theme.typography.size.sm,
  fontWeight: theme.typography.weight.semibold,
  color: theme.color.text,
  '&::after': { content: '"›"', color: theme.color.textMuted },
}));
