'use client';

import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { SectionHeading } from '@/components/layout/section-heading';
import { adminMeQuery } from '@/lib/api/admin-operators';
import { dashboardQuery } from '@/lib/api/admin-tasks';
import { formatCount } from '@/lib/format';
import { Badge, Note } from '../admin-list-parts';
import { formatSeoul } from '../seoul-time';
import { ShortfallReviewList } from '../shortfalls/shortfall-review-list';
import { AlertList } from './alert-list';
import { StandInList } from './stand-in-list';

/** 콘솔 첫 화면: 손볼 일의 수(누르면 그 화면으로), 열린 경보, 시험용 어댑터, 패널 잔액 */
export function AdminDashboard() {
  const query = useQuery(dashboardQuery());
  const me = useQuery(adminMeQuery());
  const staff = me.data?.adminRole !== 'SUPPORT';
  const d = query.data;
  const tiles = d
    ? [
        { label: '확인 필요 작업', value: d.needsAttention, href: '/admin/tasks?needsAttention=true', alert: d.needsAttention > 0 },
        { label: '열린 경보', value: d.openAlerts, href: '#alerts', alert: d.openAlerts > 0 },
        // 입금 확인은 OWNER·MANAGER 의 일이다: 상담원에게는 열 수 없는 칸을 보이지 않는다
        ...(staff ? [{ label: '입금 대기', value: d.depositsWaiting, href: '/admin/deposits' }] : []),
        { label: '답변 대기 문의', value: d.qnasWaiting, href: '/admin/qnas' },
        { label: '진행 중 서비스', value: d.servicesInProgress, href: '/admin/tasks?status=1' },
        { label: '대기 작업', value: d.tasksByStatus.waiting, href: '/admin/tasks?status=0' },
        { label: '진행 중 작업', value: d.tasksByStatus.inProgress, href: '/admin/tasks?status=1' },
        { label: '실패 작업', value: d.tasksByStatus.failed, href: '/admin/tasks?status=-1', alert: d.tasksByStatus.failed > 0 },
        { label: '완료 작업', value: d.tasksByStatus.done, href: '/admin/tasks?status=2' },
        { label: '취소 작업', value: d.tasksByStatus.canceled, href: '/admin/tasks?status=-2' },
      ]
    : [];

  return (
    <>
      <SectionHeading as="h2">오늘 손볼 일</SectionHeading>
      {query.isError ? (
        <Note role="alert">숫자를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.</Note>
      ) : !d ? (
        <Note>불러오는 중…</Note>
      ) : (
        <Tiles aria-label="현황">
          {tiles.map((t) => (
            <li key={t.label}>
              <Tile href={t.href} data-alert={t.alert ? 'true' : undefined}>
                <span>{t.label}</span>
                <strong>{formatCount(t.value)}</strong>
              </Tile>
            </li>
          ))}
        </Tiles>
      )}
      {d && d.shortfallsToReview > 0 && (
        <section aria-label="확인할 미진행 수량">
          <SectionHeading as="h2">확인할 미진행 수량 {formatCount(d.shortfallsToReview)}건</SectionHeading>
          <ShortfallReviewList />
        </section>
      )}
      <section id="alerts" aria-label="열린 경보">
        <SectionHeading as="h2">열린 경보</SectionHeading>
        <AlertList />
      </section>
      <StandInList />
      {d && d.panels.length > 0 && (
        <section aria-label="패널 잔액">
          <SectionHeading as="h2">패널 잔액</SectionHeading>
          <Panels>
            {d.panels.map((p) => (
              <li key={p.id}>
                <span>
                  {p.name} {!p.isActive && <Badge>사용 안 함</Badge>} {p.lowBalance && <Badge data-tone="off">잔액 부족</Badge>}
                </span>
                <strong>{p.balance ? `${p.balance} ${p.currency ?? ''}` : '확인 전'}</strong>
                <small>{p.balanceCheckedAt ? `${formatSeoul(p.balanceCheckedAt)} 확인` : '잔액을 아직 확인하지 않았습니다'}</small>
              </li>
            ))}
          </Panels>
        </section>
      )}
    </>
  );
}

const Tiles = styled.ul({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 8, marginBottom: 24 });
const Tile = styled(Link)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  padding: 12,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  color: theme.color.text,
  fontSize: theme.typography.size.sm,
  strong: { fontSize: theme.typography.size.lg },
  '&[data-alert="true"]': { borderColor: theme.color.danger, strong: { color: theme.color.danger } },
}));
const Panels = styled.ul(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  li: { display: 'flex', flexDirection: 'column', gap: 2, padding: 12, border: `1px solid ${theme.color.border}`, borderRadius: theme.radius.md },
  small: { color: theme.color.textMuted, fontSize: theme.typography.size.xs },
}));
