'use client';

import styled from '@emotion/styled';
import { tallTarget } from '@/styles/theme';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { SectionHeading } from '@/components/layout/section-heading';
import { formatWon } from '@/lib/format';
import { useUser } from '@/hooks/use-user';
import { listInProgressServices } from '@/lib/api/member-info';
import { REGISTRATION_TYPE_LABELS } from '@/lib/schemas/members';

const MENU = [
  { href: '/my-page/purchases', label: '구매 내역' },
  { href: '/my-page/services', label: '서비스 내역' },
  { href: '/my-page/coupons', label: '쿠폰함' },
  { href: '/inquiry', label: '1:1 문의' },
  { href: '/review', label: '후기' },
  { href: '/my-page/member-info', label: '회원 정보' },
  { href: '/my-page/notifications', label: '알림 설정' },
] as const;

/** 진행 중인 서비스: 수와 앞의 세 이름. 불러오지 못하면 이 칸만 숨긴다 */
function InProgressServices({ memberId }: { memberId: number }) {
  const query = useQuery({
    queryKey: ['my-services', memberId, 'in-progress-summary'],
    queryFn: () => listInProgressServices(memberId),
  });
  if (!query.data) return null;
  const { total, myServiceList } = query.data;
  return (
    <Block aria-labelledby="in-progress-heading">
      <BlockHead>
        <h2 id="in-progress-heading">진행 중인 서비스</h2>
        <Link href="/my-page/services">{total}건</Link>
      </BlockHead>
      {myServiceList.length > 0 ? (
        <ul aria-label="진행 중인 서비스 목록">
          {myServiceList.slice(0, 3).map((s) => (
            <li key={s.id}>{s.productName}</li>
          ))}
        </ul>
      ) : (
        <p>진행 중인 서비스가 없습니다.</p>
      )}
    </Block>
  );
}

/** 마이페이지 첫 화면: 회원 요약, 진행 중인 서비스, 메뉴 */
export function MyPageHome() {
  const { memberId, publicInfo, sensitiveInfo } = useUser();
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
      {memberId != null && <InProgressServices memberId={memberId} />}
      <Menu aria-label="마이페이지 메뉴">
        {MENU.map((item) => (
          <li key={item.href}>
            <MenuLink href={item.href}>{item.label}</MenuLink>
          </li>
        ))}
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

const Block = styled.section(({ theme }) => ({
  marginTop: 16,
  padding: '12px 16px',
  borderRadius: theme.radius.lg,
  background: theme.color.surface,
  fontSize: theme.typography.size.sm,
  ul: { marginTop: 8, paddingLeft: 18, listStyle: 'disc' },
  li: { padding: '2px 0' },
  p: { marginTop: 8, color: theme.color.textMuted },
}));

const BlockHead = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  h2: { fontSize: theme.typography.size.md, fontWeight: theme.typography.weight.semibold },
  // 'N건' 링크는 글자가 짧아도 누르는 칸 44 x 44(글자는 오른쪽 끝에 그대로)
  a: {
    display: 'inline-block',
    ...tallTarget(21),
    textAlign: 'right',
    color: theme.color.primary,
    fontWeight: theme.typography.weight.semibold,
  },
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
